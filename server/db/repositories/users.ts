// Users and what hangs off them: favourites, recovery links, linked social accounts.
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { UserRole } from '../../../src/core/id-documents.ts';
import type { Database, Tx } from '../client.ts';
import {
  favorites,
  notifications,
  passwordResets,
  phoneVerifications,
  products,
  pushSubscriptions,
  socialIdentities,
  users,
} from '../schema.ts';
import { notifySessionsRevoked } from './realtime-events.ts';

export type UserRow = typeof users.$inferSelect;

/** The four verification dates, for any query that shows a person with their badges. */
export const VERIFICATION_COLUMNS = {
  phoneVerifiedAt: users.phoneVerifiedAt,
  paymentVerifiedAt: users.paymentVerifiedAt,
  socialVerifiedAt: users.socialVerifiedAt,
  idVerifiedAt: users.idVerifiedAt,
};
export type NewUser = typeof users.$inferInsert;

/** E-mail addresses compare without case and surrounding space everywhere. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email)), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Insert unless the e-mail is taken (also by a concurrent request): undefined then. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: Database, id: number, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  // A new token version revokes every session: the open realtime sockets close too.
  if (patch.tokenVersion !== undefined) await notifySessionsRevoked(db, id);
  return row;
}

// ---- favourites ----

export async function favoriteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.createdAt, favorites.productId);
  return rows.map((r) => r.id);
}

/** Of `ids`, those that are ads at all (a favourite of a deleted ad is dropped, not an error). */
async function existingProductIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function addFavorites(db: Database, userId: number, ids: readonly number[]): Promise<void> {
  const existing = await existingProductIds(db, ids);
  if (existing.length === 0) return;
  await db
    .insert(favorites)
    .values(existing.map((productId) => ({ userId, productId })))
    .onConflictDoNothing();
}

export async function removeFavorites(db: Database, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.productId, [...ids])));
}

/** Replace the whole list (spec 7: PUT favorite_products). */
export async function replaceFavorites(db: Database, userId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const keep = [...new Set(ids)];
    await tx
      .delete(favorites)
      .where(
        keep.length > 0
          ? and(eq(favorites.userId, userId), notInArray(favorites.productId, keep))
          : eq(favorites.userId, userId),
      );
    await addFavorites(tx, userId, keep);
  });
}

// ---- password recovery ----

/** Whom a recovery mail goes to: only what the mail needs, or undefined without an account. */
export async function findRecoveryRecipient(
  db: Database,
  email: string,
): Promise<{ id: number; email: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email)), isNull(users.deletedAt)));
  return row;
}

export async function insertPasswordReset(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Use a recovery link once: marks it used and answers its user, or undefined if not usable. */
export async function consumePasswordReset(db: Database, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Whether a recovery link could still be used (the reset page checks before asking for a password). */
export async function isPasswordResetUsable(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

export async function deletePasswordResets(db: Database, userId: number): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

// ---- social identities ----

export async function findUserBySocial(
  db: Database,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(
        eq(socialIdentities.provider, provider),
        eq(socialIdentities.subject, subject),
        isNull(users.deletedAt),
      ),
    );
  return row?.user;
}

export async function linkSocial(
  db: Database,
  userId: number,
  provider: string,
  subject: string,
): Promise<void> {
  await db.insert(socialIdentities).values({ userId, provider, subject }).onConflictDoNothing();
}

export async function socialProvidersOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ provider: socialIdentities.provider })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId));
  return rows.map((r) => r.provider);
}

// ---- account deletion ----

/**
 * The deletion's first lock, on the user's row (FOR NO KEY UPDATE): their own ad changes (which
 * hold it FOR SHARE, server/db/repositories/product-writes.ts) wait or are waited for, while
 * order changes on their ads (which take the ad first and need only a key-share on this row for
 * their foreign keys) still finish, so the deletion can lock those ads next without a deadlock.
 */
export async function lockAccountForDeletion(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Erase what identifies the person, keep the row (anonymised) so a counterpart's completed orders
 * and reviews still point somewhere; take the live ads down; revoke every token. The deletion
 * service runs it inside its transaction, after the user's open orders have ended.
 */
export async function anonymiseUser(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        firstName: 'Gelöschtes',
        lastName: 'Konto',
        avatarUrl: null,
        passwordHash: null,
        paypalEmail: null,
        billing: null,
        shipping: null,
        phonenumber: null,
        phoneVerifiedAt: null,
        paymentVerifiedAt: null,
        socialVerifiedAt: null,
        idVerifiedAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await notifySessionsRevoked(tx, userId);
    const live = inArray(products.status, ['publish', 'private', 'pending', 'expired']);
    await tx
      .update(products)
      .set({ status: 'trash', modifiedAt: sql`now()` })
      .where(and(eq(products.vendorId, userId), live));
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    // What the user was told names counterparts and their offers: nobody reads it any more.
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    // Their devices get no more pushes (what waits for them goes with them: ON DELETE CASCADE).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  });
}

// ---- roles (issue 18) ----

/** Sets a live account's role, locking the row; its role before, or undefined for no such account. */
export async function setUserRole(
  tx: Tx,
  email: string,
  role: UserRole,
): Promise<{ id: number; before: UserRole } | undefined> {
  const [row] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email)), isNull(users.deletedAt)))
    .for('update');
  if (!row) return undefined;
  if (row.role !== role) await tx.update(users).set({ role }).where(eq(users.id, row.id));
  return { id: row.id, before: row.role };
}
