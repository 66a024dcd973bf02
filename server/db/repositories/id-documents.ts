// All SQL about ID documents (issue 17): the holder's upload (one pending at a time: the partial
// unique index decides, also for parallel uploads), the latest state, a withdrawal, the decision
// that forgets the images' keys, and the erasure with an account. Rules: server/services/id-documents.ts.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { idDocuments, users } from '../schema.ts';

export type IdDocumentRow = typeof idDocuments.$inferSelect;

/** Keys of a document's images (null once decided). */
export const imageKeys = (row: Pick<IdDocumentRow, 'frontKey' | 'backKey'>): string[] =>
  [row.frontKey, row.backKey].filter((k): k is string => k !== null);

/** A new pending document, unless the holder has one waiting (undefined then). */
export async function insertPendingIdDocument(
  db: Database,
  values: { userId: number; frontKey: string; backKey: string },
): Promise<IdDocumentRow | undefined> {
  const [row] = await db
    .insert(idDocuments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The holder's newest document, whatever its status. */
export async function latestIdDocumentOf(db: Database, userId: number): Promise<IdDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(idDocuments)
    .where(eq(idDocuments.userId, userId))
    .orderBy(desc(idDocuments.id))
    .limit(1);
  return row;
}

export async function findIdDocument(db: Database, id: number): Promise<IdDocumentRow | undefined> {
  const [row] = await db.select().from(idDocuments).where(eq(idDocuments.id, id));
  return row;
}

/** Delete the holder's own document while it waits; answers it (with its keys), else undefined. */
export async function deletePendingIdDocument(
  db: Database,
  id: number,
  userId: number,
): Promise<IdDocumentRow | undefined> {
  const [row] = await db
    .delete(idDocuments)
    .where(and(eq(idDocuments.id, id), eq(idDocuments.userId, userId), eq(idDocuments.status, 'pending')))
    .returning();
  return row;
}

/**
 * Decide a pending document in the caller's transaction: its row is locked, the outcome and date
 * written and the image keys forgotten. Answers the row as it was (with the keys to erase) and as
 * it is now; undefined when it is not pending (decided or withdrawn meanwhile) or not there.
 */
export async function decidePendingIdDocument(
  tx: Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: number; decidedAt: Date },
): Promise<{ before: IdDocumentRow; after: IdDocumentRow } | undefined> {
  const [before] = await tx
    .select()
    .from(idDocuments)
    .where(and(eq(idDocuments.id, id), eq(idDocuments.status, 'pending')))
    .for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(idDocuments)
    .set({ ...decision, frontKey: null, backKey: null })
    .where(eq(idDocuments.id, id))
    .returning();
  if (!after) throw new Error(`id document ${id} vanished while it was decided`);
  return { before, after };
}

/** The ID badge from `at`; a date earned before stays (a second approval keeps the first). */
export async function markIdVerified(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ idVerifiedAt: sql`coalesce(${users.idVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

/** Delete every document of the user (account deletion), answering them for their files. */
export async function takeIdDocumentsOf(db: Database, userId: number): Promise<IdDocumentRow[]> {
  return db.delete(idDocuments).where(eq(idDocuments.userId, userId)).returning();
}

/**
 * The documents waiting for a decision, oldest first, with their holders; without those of
 * `exceptHolder` (the reviewer asking: nobody decides their own case).
 */
export async function pendingIdDocuments(db: Database, limit: number, exceptHolder?: number) {
  return db
    .select({
      id: idDocuments.id,
      holderId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      submittedAt: idDocuments.createdAt,
    })
    .from(idDocuments)
    .innerJoin(users, eq(users.id, idDocuments.userId))
    .where(
      and(
        eq(idDocuments.status, 'pending'),
        exceptHolder === undefined ? undefined : ne(idDocuments.userId, exceptHolder),
      ),
    )
    .orderBy(asc(idDocuments.createdAt), asc(idDocuments.id))
    .limit(limit);
}
