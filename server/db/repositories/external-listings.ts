// All SQL of the external listing flow (issue 10): a buyer's external ads, the insert that lets
// one pending ad per buyer and link through (the partial unique index decides, also for parallel
// posts), the lookups by claim-token hash, and the claim's lock. The rules live in
// server/services/external-listings.ts.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { externalListings } from '../schema.ts';

export type ExternalListingRow = typeof externalListings.$inferSelect;
export type NewExternalListingRow = Omit<typeof externalListings.$inferInsert, 'id' | 'status'>;

/** Mark the buyer's pending ads of this link whose claim time ran out as expired. */
export async function expireLapsed(tx: Tx, buyerId: number, sourceUrl: string): Promise<void> {
  await tx
    .update(externalListings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(externalListings.buyerId, buyerId),
        eq(externalListings.sourceUrl, sourceUrl),
        eq(externalListings.status, 'pending'),
        lte(externalListings.expiresAt, sql`now()`),
      ),
    );
}

/**
 * Insert a pending external ad unless the buyer has one for this link; undefined then. A parallel
 * insert of the same link waits for the other transaction and then inserts nothing.
 */
export async function insertPendingOnce(
  tx: Tx,
  values: NewExternalListingRow,
): Promise<ExternalListingRow | undefined> {
  const [row] = await tx
    .insert(externalListings)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({
      target: [externalListings.buyerId, externalListings.sourceUrl],
      where: sql`${externalListings.status} = 'pending'`,
    })
    .returning();
  return row;
}

/** The buyer's pending external ad of this link, if any. */
export async function findPending(
  db: Database,
  buyerId: number,
  sourceUrl: string,
): Promise<ExternalListingRow | undefined> {
  const [row] = await db
    .select()
    .from(externalListings)
    .where(
      and(
        eq(externalListings.buyerId, buyerId),
        eq(externalListings.sourceUrl, sourceUrl),
        eq(externalListings.status, 'pending'),
      ),
    );
  return row;
}

/** The buyer's external ads, newest first. */
export function listOfBuyer(db: Database, buyerId: number): Promise<ExternalListingRow[]> {
  return db
    .select()
    .from(externalListings)
    .where(eq(externalListings.buyerId, buyerId))
    .orderBy(desc(externalListings.createdAt), desc(externalListings.id));
}

export async function findByTokenHash(db: Database, hash: string): Promise<ExternalListingRow | undefined> {
  const [row] = await db.select().from(externalListings).where(eq(externalListings.claimTokenHash, hash));
  return row;
}

/** The external ad of a claim link, locked (FOR UPDATE) until the claim's transaction ends. */
export async function lockByTokenHash(tx: Tx, hash: string): Promise<ExternalListingRow | undefined> {
  const [row] = await tx
    .select()
    .from(externalListings)
    .where(eq(externalListings.claimTokenHash, hash))
    .for('update');
  return row;
}

/** One external ad of the buyer, locked; undefined when missing or someone else's. */
export async function lockOfBuyer(
  tx: Tx,
  buyerId: number,
  id: number,
): Promise<ExternalListingRow | undefined> {
  const [row] = await tx
    .select()
    .from(externalListings)
    .where(and(eq(externalListings.id, id), eq(externalListings.buyerId, buyerId)))
    .for('update');
  return row;
}

export async function updateExternal(
  tx: Tx,
  id: number,
  changes: Partial<Pick<ExternalListingRow, 'status' | 'productId' | 'orderId'>>,
): Promise<ExternalListingRow> {
  const [row] = await tx.update(externalListings).set(changes).where(eq(externalListings.id, id)).returning();
  if (!row) throw new Error(`external ad ${id} vanished under its lock`);
  return row;
}
