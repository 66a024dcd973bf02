// All SQL about uploaded photos (wp/v2/media): stored, read and erased by their owner, taken by
// the sweep once no ad used them within a day, and with the account.
import { and, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { media } from '../schema.ts';

export type MediaRow = typeof media.$inferSelect;

export interface NewMedia {
  ownerId: number;
  path: string;
  thumbPath: string;
  mediumPath: string;
  webpPath: string;
  width: number;
  height: number;
}

export async function insertMedia(db: Database, row: NewMedia): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  if (!inserted) throw new Error('media row not written');
  return inserted;
}

/** The photo if `ownerId` uploaded it; undefined for a missing one and for anybody else's. */
export async function findOwnMedia(db: Database, id: number, ownerId: number): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId)));
  return row;
}

/**
 * Deletes the owner's photo unless an ad uses it, in one statement (an ad taking it at the same
 * moment either wins and the photo stays, or finds it gone). Answers the deleted row.
 */
export async function deleteOwnUnattachedMedia(
  db: Database,
  id: number,
  ownerId: number,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId), isNull(media.productId), not(media.inContent)))
    .returning();
  return row;
}

/**
 * Deletes up to `limit` photos no ad took within `olderThanSeconds` of their upload (served by
 * the partial index media_orphans) and answers them, so their files can be erased.
 */
export async function takeOrphanMedia(
  db: Database,
  olderThanSeconds: number,
  limit: number,
): Promise<MediaRow[]> {
  const old = db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        isNull(media.productId),
        not(media.inContent),
        sql`${media.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .limit(limit);
  return db
    .delete(media)
    .where(and(inArray(media.id, old), isNull(media.productId)))
    .returning();
}

/**
 * Deletes every photo of the owner that no ad uses (account deletion) and answers them; pictures
 * a page or article shows stay (they are the operator's now).
 */
export async function takeUnattachedMediaOf(db: Database, ownerId: number): Promise<MediaRow[]> {
  return db
    .delete(media)
    .where(and(eq(media.ownerId, ownerId), isNull(media.productId), not(media.inContent)))
    .returning();
}

/** Marks the pictures stored under `keys` as shown by a page or article (issue 18). */
export async function keepMediaForContent(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const list = [...keys];
  await db
    .update(media)
    .set({ inContent: true })
    .where(
      and(
        isNull(media.productId),
        or(
          inArray(media.path, list),
          inArray(media.mediumPath, list),
          inArray(media.webpPath, list),
          inArray(media.thumbPath, list),
        ),
      ),
    );
}
