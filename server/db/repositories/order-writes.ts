// The writes of an order's row (issue 10): the new order, and the changes of an order machine's
// step (orders.ts holds the locks they run under and the reads). Each is a statement planned once
// per connection (issue 33): built by Drizzle and parsed and planned by PostgreSQL anew for every
// proposal, counter and acceptance, they were the negotiation's only statements that were not.
import { getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { preparedShapes, preparedStatement, tableRow } from '../sql.ts';
import { orders } from '../schema.ts';
import type { OrderRow } from './orders.ts';

export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id'>;
/** What a step changes: values only (modified_at is set to the database's clock with them). */
export type OrderChanges = Partial<
  Omit<typeof orders.$inferInsert, 'id' | 'customerId' | 'vendorId' | 'createdAt' | 'modifiedAt'>
>;

interface PgColumnLike {
  name: string;
  getSQLType(): string;
  mapToDriverValue(value: unknown): unknown;
}

/** The table's columns by their names in OrderRow. */
const COLUMNS: Record<string, PgColumnLike> = getTableColumns(orders);

/** A value as the driver takes it for `key`'s column (a date's ISO text, JSON's text), as Drizzle maps it. */
const driverValue = (key: string, value: unknown): unknown =>
  value === null || value === undefined ? null : (COLUMNS[key]?.mapToDriverValue(value) ?? null);

/**
 * What a new order is written with: its parties, its first proposal and the proposals counted so
 * far; accepted at once (a purchase), from an external ad's claim, with the buyer's address or
 * the ad's snapshot when the caller has them. Everything else starts empty.
 */
export type NewOrder = Pick<
  NewOrderRow,
  | 'productId'
  | 'productName'
  | 'customerId'
  | 'vendorId'
  | 'proposalCents'
  | 'acceptedAt'
  | 'shipping'
  | 'externalListingId'
  | 'adSnapshot'
> &
  Required<
    Pick<NewOrderRow, 'status' | 'proposedBy' | 'proposedAt' | 'customerProposals' | 'vendorProposals'>
  >;

interface InsertValues extends Record<string, unknown> {
  productId: number | null;
  productName: string;
  customerId: number;
  vendorId: number;
  status: string;
  proposalCents: number;
  proposedBy: string;
  /** The driver's values (driverValue): ISO text, JSON text. */
  proposedAt: unknown;
  customerProposals: number;
  vendorProposals: number;
  acceptedAt: unknown;
  shipping: unknown;
  externalListingId: number | null;
  adSnapshot: unknown;
}

/**
 * The order's insert, planned once per connection (issue 33: built by Drizzle and parsed and
 * planned by PostgreSQL anew for every proposal and purchase, it was the proposal's one statement
 * that was not). created_at and modified_at take the database's clock, as the table's defaults.
 */
const orderInsert = preparedStatement<InsertValues, Record<string, unknown>>(
  (slot) => sql`INSERT INTO ${orders} (product_id, product_name, customer_id, vendor_id, status,
      proposal_cents, proposed_by, proposed_at, customer_proposals, vendor_proposals, accepted_at,
      shipping, external_listing_id, ad_snapshot)
    VALUES (${slot('productId')}::int, ${slot('productName')}::text, ${slot('customerId')}::int,
      ${slot('vendorId')}::int, ${slot('status')}::text, ${slot('proposalCents')}::int,
      ${slot('proposedBy')}::text, ${slot('proposedAt')}::timestamptz, ${slot('customerProposals')}::int,
      ${slot('vendorProposals')}::int, ${slot('acceptedAt')}::timestamptz, ${slot('shipping')}::jsonb,
      ${slot('externalListingId')}::int, ${slot('adSnapshot')}::jsonb)
    RETURNING *`,
);

export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow> {
  const [raw] = await orderInsert(tx, {
    productId: values.productId ?? null,
    productName: values.productName,
    customerId: values.customerId,
    vendorId: values.vendorId,
    status: values.status,
    proposalCents: values.proposalCents,
    proposedBy: values.proposedBy,
    proposedAt: driverValue('proposedAt', values.proposedAt),
    customerProposals: values.customerProposals,
    vendorProposals: values.vendorProposals,
    acceptedAt: driverValue('acceptedAt', values.acceptedAt),
    shipping: driverValue('shipping', values.shipping),
    externalListingId: values.externalListingId ?? null,
    adSnapshot: driverValue('adSnapshot', values.adSnapshot),
  });
  if (!raw) throw new Error('order not written');
  return tableRow(orders, raw);
}

/**
 * The update of the columns a step changes (OrderChanges' names; a handful of sets, each step its
 * own), of one order (`id`) or several (`ids`), with modified_at set to now.
 */
const orderUpdate = preparedShapes<
  { keys: readonly string[]; many: boolean },
  Record<string, unknown>,
  Record<string, unknown>
>(
  ({ keys, many }) => `${many ? 'many' : 'one'}:${keys.join(',')}`,
  ({ keys, many }, slot) => {
    const set = keys.map((key) => {
      const column = COLUMNS[key];
      if (!column) throw new Error(`orders has no column ${key}`);
      return sql`${sql.identifier(column.name)} = ${slot(key)}::${sql.raw(column.getSQLType())}`;
    });
    set.push(sql`modified_at = now()`);
    const which = many ? sql`= ANY(${slot('ids')}::int[])` : sql`= ${slot('id')}::int`;
    return sql`UPDATE ${orders} SET ${sql.join(set, sql`, `)} WHERE ${orders.id} ${which} RETURNING *`;
  },
);

/** Change several orders the same way in one statement (by id); modified_at is set to now. */
export async function updateOrders(
  tx: Tx,
  ids: readonly number[],
  changes: OrderChanges,
): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const values: Record<string, unknown> = {};
  for (const [key, value] of entries) values[key] = driverValue(key, value);
  const [only] = ids;
  const many = ids.length > 1;
  const statement = orderUpdate({ keys: entries.map(([key]) => key), many });
  const raws = await statement(tx, many ? { ...values, ids: [...ids] } : { ...values, id: only });
  return raws.map((raw) => tableRow(orders, raw)).sort((a, b) => a.id - b.id);
}

/** Change one order; modified_at is set to now. */
export async function updateOrder(tx: Tx, id: number, changes: OrderChanges): Promise<OrderRow> {
  const [row] = await updateOrders(tx, [id], changes);
  if (!row) throw new Error(`order ${id} not updated`);
  return row;
}
