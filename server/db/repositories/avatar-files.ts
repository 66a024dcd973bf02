// Profile picture files (avatar_files): every file a user uploaded is recorded, so replacing the
// picture or deleting the account finds all of them, also those of uploads that ran in parallel.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { avatarFiles, users } from '../schema.ts';
import type { UserRow } from './users.ts';

/**
 * Make `url` (stored under `key`) the user's picture and forget every other file of theirs, in one
 * transaction that locks the user row, so parallel uploads take turns: the last to commit wins and
 * the files of all the others are answered for removal (with the previous picture's URL).
 * Undefined when the account is gone.
 */
export async function replaceAvatar(
  db: Database,
  userId: number,
  file: { key: string; url: string },
): Promise<{ user: UserRow; previousUrl: string | null; staleKeys: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ avatarUrl: users.avatarUrl, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // Deleted while the picture was processed: nothing is kept (the caller erases the file).
    if (!locked || locked.deletedAt) return undefined;
    await tx.insert(avatarFiles).values({ key: file.key, userId }).onConflictDoNothing();
    const [user] = await tx
      .update(users)
      .set({ avatarUrl: file.url })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new Error(`user ${userId} vanished during an avatar upload`);
    const stale = await tx
      .delete(avatarFiles)
      .where(and(eq(avatarFiles.userId, userId), ne(avatarFiles.key, file.key)))
      .returning({ key: avatarFiles.key });
    return { user, previousUrl: locked.avatarUrl, staleKeys: stale.map((s) => s.key) };
  });
}

/** Forget every picture file of the user (account deletion); answers their keys for removal. */
export async function takeAvatarFiles(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .delete(avatarFiles)
    .where(eq(avatarFiles.userId, userId))
    .returning({ key: avatarFiles.key });
  return rows.map((r) => r.key);
}
