// All SQL that writes an ad's content: the locks a change runs under, the insert with its unique
// slug, the update, the accessories and the photos attached in order. The rules live in
// server/services/product-writes.ts, which runs them inside `inTransaction` (db/transaction.ts) while the locks
// below are held, so parallel requests cannot slip past any of them.
import { and, asc, eq, inArray, isNull, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AD_LIFETIME_DAYS } from '../../../src/core/constants.ts';
import { uniqueSlug } from '../../../src/core/slug.ts';
import type { Tx } from '../client.ts';
import { media, productAccessories, products, users } from '../schema.ts';
import type { MediaRow, ProductRow } from './products.ts';

/** A new ad's columns but its slug and its dates, which the insert sets (60 days from now). */
export type NewProductValues = Omit<
  PgInsertValue<typeof products>,
  'id' | 'slug' | 'expiresAt' | 'dateOrder' | 'createdAt' | 'modifiedAt'
>;

/** The end of an ad's life when it is published (again) now: spec 9, 60 days. */
const lifetimeFromNow = sql`now() + make_interval(days => ${AD_LIFETIME_DAYS})`;
/** Columns of an ad to change (SQL allowed); the id, slug and seller never change. */
export type ProductChanges = Omit<PgUpdateSetSource<typeof products>, 'id' | 'slug' | 'vendorId'>;

/** An own ad, locked for the change (FOR UPDATE), with what the write shape needs of it. */
export interface LockedAd {
  product: ProductRow;
  accessoryIds: number[];
  /** Its photos' media ids in order (the first is the cover). */
  imageIds: number[];
}

/**
 * Lock the user row against deletion for the rest of the transaction (FOR SHARE: the deletion's
 * UPDATE waits, so it trashes this change's ad too). False when the account is gone.
 */
export async function lockLiveAccount(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return row !== undefined && row.deletedAt === null;
}

/** The user's own ad, locked (FOR UPDATE); undefined when it is missing or someone else's. */
export async function lockOwnAd(tx: Tx, userId: number, id: number): Promise<LockedAd | undefined> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendorId, userId)))
    .for('update');
  if (!product) return undefined;
  const [accessories, images] = await Promise.all([
    tx
      .select({ termId: productAccessories.termId })
      .from(productAccessories)
      .where(eq(productAccessories.productId, id)),
    tx
      .select({ id: media.id })
      .from(media)
      .where(eq(media.productId, id))
      .orderBy(asc(media.position), asc(media.id)),
  ]);
  return {
    product,
    accessoryIds: accessories.map((a) => a.termId),
    imageIds: images.map((m) => m.id),
  };
}

/**
 * Lock the media rows an ad is to show and tell whether it may: every id is the user's own photo,
 * free or already this ad's (`adId`), and none twice. The rows stay locked, so the orphan sweep
 * and a parallel ad cannot take them meanwhile.
 */
export async function lockUsableMedia(
  tx: Tx,
  userId: number,
  ids: readonly number[],
  adId?: number,
): Promise<boolean> {
  if (new Set(ids).size !== ids.length) return false;
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, [...ids]),
        eq(media.ownerId, userId),
        adId === undefined ? isNull(media.productId) : or(isNull(media.productId), eq(media.productId, adId)),
      ),
    )
    .orderBy(asc(media.id))
    .for('update');
  return rows.length === ids.length;
}

/**
 * Insert an ad under the first free slug of `slugBase` (`base`, `base-2`, ...). Parallel inserts
 * of the same base take turns on a transaction-scoped advisory lock; ON CONFLICT keeps even a
 * slug taken some other way from failing the insert.
 */
export async function insertAd(tx: Tx, values: NewProductValues, slugBase: string): Promise<ProductRow> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`product-slug:${slugBase}`}))`);
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, slugBase), like(products.slug, `${slugBase}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  for (;;) {
    const slug = uniqueSlug(slugBase, taken);
    const [row] = await tx
      .insert(products)
      .values({ ...values, slug, expiresAt: lifetimeFromNow, dateOrder: sql`now()` })
      .onConflictDoNothing({ target: products.slug })
      .returning();
    if (row) return row;
    taken.add(slug);
  }
}

/**
 * Change an ad's columns. `restartLifetime`: published again, so another full 60 days from now
 * and at the top of the date sort like a new ad (the lifecycle's republish).
 */
export async function updateAd(
  tx: Tx,
  id: number,
  changes: ProductChanges,
  opts: { restartLifetime?: boolean } = {},
): Promise<void> {
  const lifetime = opts.restartLifetime ? { expiresAt: lifetimeFromNow, dateOrder: sql`now()` } : {};
  await tx
    .update(products)
    .set({ ...changes, ...lifetime, modifiedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function replaceAccessories(tx: Tx, productId: number, termIds: readonly number[]) {
  await tx.delete(productAccessories).where(eq(productAccessories.productId, productId));
  if (termIds.length > 0) {
    await tx.insert(productAccessories).values(termIds.map((termId) => ({ productId, termId })));
  }
}

/**
 * Make `ids` the ad's photos in this order (position 0 is the cover). Photos it showed before and
 * no longer does are deleted; their rows are answered so the caller erases the files once the
 * transaction has committed.
 */
export async function setAdImages(tx: Tx, productId: number, ids: readonly number[]): Promise<MediaRow[]> {
  const dropped = await tx
    .delete(media)
    .where(and(eq(media.productId, productId), ids.length > 0 ? notInArray(media.id, [...ids]) : undefined))
    .returning();
  if (ids.length > 0) {
    const position: SQL = sql`CASE ${media.id} ${sql.join(
      ids.map((id, i) => sql`WHEN ${id}::int THEN ${i}::int`),
      sql` `,
    )} END`;
    await tx
      .update(media)
      .set({ productId, position })
      .where(inArray(media.id, [...ids]));
  }
  return dropped;
}
