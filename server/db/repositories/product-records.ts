// An ad as every product answer shows it (ProductRecord: the ad, its seller, photos and
// accessories), read in ONE statement that hands each ad over as one JSON text: the page of ids
// first (an index scan, as cheap as before), then per ad its row, its seller's shown columns and
// its photos and accessories, aggregated by the database. Before, a list took five statements
// (page, count, sellers, photos, accessories) and the driver decoded every column of every row on
// its own; on the embedded database (PGlite) that decoding was most of the request's CPU. The
// rows map back through the tables' own column types (tableRow), so the values are the same.
import { eq, is, sql, Column, type Query, type SQL } from 'drizzle-orm';
import type { VerificationDates } from '../../../src/core/verification.ts';
import type { Database } from '../client.ts';
import { media, productAccessories, products, users } from '../schema.ts';
import { tableRow } from '../sql.ts';
import { runNamed, runUnnamed } from '../named-statements.ts';

export type ProductRow = typeof products.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export interface VendorRow extends VerificationDates {
  id: number;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  hasPaypal: boolean;
  createdAt: Date;
}
export interface ProductRecord {
  product: ProductRow;
  vendor: VendorRow;
  images: MediaRow[];
  accessoryIds: number[];
}

/**
 * What an ad shows of its seller, and all that is read: never the password hash, the e-mail or
 * the PayPal address (only whether there is one). Secrets stay with the service that checks them.
 */
const VENDOR_COLUMNS: Record<keyof VendorRow, Column | SQL> = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  hasPaypal: sql`${users.paypalEmail} IS NOT NULL`,
  createdAt: users.createdAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  paymentVerifiedAt: users.paymentVerifiedAt,
  socialVerifiedAt: users.socialVerifiedAt,
  idVerifiedAt: users.idVerifiedAt,
};
const VENDOR_ENTRIES = Object.entries(VENDOR_COLUMNS);
// The keys are this file's own names (no user input), written into the statement as they are.
const vendorJson = sql`json_build_object(${sql.join(
  VENDOR_ENTRIES.map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
  sql`, `,
)})`;
const imagesJson = sql`(SELECT coalesce(json_agg(to_json(${media}) ORDER BY ${media.position}), '[]') FROM ${media} WHERE ${media.productId} = ${products.id})`;
const accessoriesJson = sql`(SELECT coalesce(json_agg(${productAccessories.termId} ORDER BY ${productAccessories.termId}), '[]') FROM ${productAccessories} WHERE ${productAccessories.productId} = ${products.id})`;
/** One ad as one JSON text: [its row, its seller, its photos, its accessories' term ids]. */
const RECORD = sql<string>`json_build_array(to_json(${products}), ${vendorJson}, ${imagesJson}, ${accessoriesJson})::text`;

interface RawRow {
  record: RecordText;
  total: number | null;
}
type RawRecord = [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>[], number[]];

function vendorRow(raw: Record<string, unknown>): VendorRow {
  const row: Record<string, unknown> = {};
  for (const [key, field] of VENDOR_ENTRIES) {
    const value = raw[key] ?? null;
    row[key] = value !== null && is(field, Column) ? field.mapFromDriverValue(value) : value;
  }
  return row as unknown as VendorRow;
}

/**
 * One ad as the statement hands it over: its JSON text, the same text for the same stored ad
 * (a service may keep what it made of it by this text: db text in, same answer out).
 */
export type RecordText = string & { readonly __recordText: unique symbol };

/** The ad a RecordText holds, mapped through the tables' own column types. */
export function recordOf(text: RecordText | string): ProductRecord {
  const [product, vendor, images, accessoryIds] = JSON.parse(text) as RawRecord;
  return {
    product: tableRow(products, product),
    vendor: vendorRow(vendor),
    images: images.map((m) => tableRow(media, m)),
    accessoryIds,
  };
}

/**
 * `filtered`: whether anything but the status and the stock decides which ads match (a brand, a
 * price range). How the statement is planned follows from it:
 * - Without filters (the home list) it runs as a named statement with the page's size written
 *   into its text: after five runs PostgreSQL only binds and runs its generic plan. With `LIMIT
 *   $n` it priced the generic plan for a tenth of the matching ads (the home list: 33,858 against
 *   620), so it planned every request (0.3 ms of its CPU); with the size in the text the generic
 *   plan is priced for the page. A page size is one of a hundred integers (the query's schema), so
 *   few texts. (Drizzle writes an SQL chunk given as the limit into its LIMIT clause as it is.)
 * - With filters it runs unnamed, planned afresh for its values each time. A generic plan prices
 *   a filter for an average value: a brand, a storage size and a price range came to one ad, so it
 *   read all 6,702 matches through the filters' index and sorted them (6.9 ms on PostgreSQL, 35
 *   on PGlite), where the plan for the values walks the date index for the first 20 (0.45 ms). A
 *   named statement switched to that generic plan after five runs of the same filter.
 */
const limitOf = ({ limit, filtered }: Paging): number =>
  filtered ? limit : (sql.raw(String(Math.trunc(limit))) as unknown as number);

export interface Paging {
  limit: number;
  offset: number;
  filtered: boolean;
}

/** readRecords' statement: its text and values, built once and run as often as asked. */
export interface RecordsStatement {
  query: Query;
  counted: boolean;
  offset: number;
  /** Run as a named statement (its plan may become generic), else planned for its values each run. */
  named: boolean;
}

/**
 * The statement of the ads matching `where` in `order` (a page of them with `paging`), each with
 * its seller, photos (by position) and accessories (by term id); with `count`, also its value
 * (computed once, carried by every row).
 */
export function recordsStatement(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  paging?: Paging,
  count?: SQL<number>,
): RecordsStatement {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const page = (paging ? ids.limit(limitOf(paging)).offset(paging.offset) : ids).as('page');
  const query = db
    .select({ record: RECORD.as('record'), total: (count ?? sql<null>`NULL`).as('total') })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(users, eq(users.id, products.vendorId))
    .orderBy(...order)
    .toSQL();
  return { query, counted: count !== undefined, offset: paging?.offset ?? 0, named: !paging?.filtered };
}

/**
 * The ads of a statement as their texts (recordOf reads one), and the count it carries: undefined
 * when no row came back to carry it from a page past the first.
 */
export async function runRecords(
  db: Database,
  { query, counted, offset, named }: RecordsStatement,
): Promise<{ texts: RecordText[]; total: number | undefined }> {
  // Named: parsed and planned once per connection, not per request (db/named-statements.ts).
  const rows = (await (named ? runNamed(db, query) : runUnnamed(db, query))) as unknown as RawRow[];
  const first = rows[0];
  const total = first ? (first.total ?? undefined) : counted && offset === 0 ? 0 : undefined;
  return { texts: rows.map((r) => r.record), total };
}

/** The ads matching `where` in `order`, with their seller, photos and accessories. */
export async function readRecords(db: Database, where: SQL, order: SQL[]): Promise<ProductRecord[]> {
  return (await runRecords(db, recordsStatement(db, where, order))).texts.map(recordOf);
}
