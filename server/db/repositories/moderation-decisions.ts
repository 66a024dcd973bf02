// All SQL of decisions (statements of reasons), appeals and the pending-ad queue (issue 18,
// src/core/moderation.ts).
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppealStatus } from '../../../src/core/moderation.ts';
import type { ProductStatus } from '../../../src/core/products.ts';
import type { Database, Tx } from '../client.ts';
import type { ChatMessageRow } from './chat-messages.ts';
import { appeals, chatMessages, chats, moderationDecisions, products, users } from '../schema.ts';

export type DecisionRow = typeof moderationDecisions.$inferSelect;
export type NewDecision = typeof moderationDecisions.$inferInsert;
export type AppealRow = typeof appeals.$inferSelect;

const QUEUE_LIMIT = 200;

export async function insertDecision(tx: Tx, decision: NewDecision): Promise<DecisionRow> {
  const [row] = await tx.insert(moderationDecisions).values(decision).returning();
  if (!row) throw new Error('decision not written');
  return row;
}

export async function findDecision(db: Database, id: number): Promise<DecisionRow | undefined> {
  const [row] = await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id));
  return row;
}

export async function lockDecision(tx: Tx, id: number): Promise<DecisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.id, id))
    .for('update');
  return row;
}

/** The decisions about `userId`, newest first. */
export async function decisionsOf(db: Database, userId: number): Promise<DecisionRow[]> {
  return db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.userId, userId))
    .orderBy(desc(moderationDecisions.id))
    .limit(QUEUE_LIMIT);
}

export async function findDecisionsByIds(db: Database, ids: readonly number[]): Promise<DecisionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(moderationDecisions)
    .where(inArray(moderationDecisions.id, [...ids]));
}

/** The appeals of these decisions (at most one each). */
export async function appealsOf(db: Database, decisionIds: readonly number[]): Promise<AppealRow[]> {
  if (decisionIds.length === 0) return [];
  return db
    .select()
    .from(appeals)
    .where(inArray(appeals.decisionId, [...decisionIds]));
}

/** File the appeal; undefined when the decision has one already (one per decision). */
export async function insertAppeal(
  tx: Tx,
  appeal: { decisionId: number; userId: number; text: string },
): Promise<AppealRow | undefined> {
  const [row] = await tx.insert(appeals).values(appeal).onConflictDoNothing().returning();
  return row;
}

export async function lockAppeal(tx: Tx, id: number): Promise<AppealRow | undefined> {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update');
  return row;
}

export async function findAppeal(db: Database, id: number): Promise<AppealRow | undefined> {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, id));
  return row;
}

export async function decideAppealRow(
  tx: Tx,
  id: number,
  outcome: { status: Exclude<AppealStatus, 'open'>; answer: string; decidedBy: number },
): Promise<AppealRow> {
  const [row] = await tx
    .update(appeals)
    .set({ ...outcome, decidedAt: new Date() })
    .where(eq(appeals.id, id))
    .returning();
  if (!row) throw new Error('appeal not updated');
  return row;
}

/** Open appeals oldest first, or decided ones newest first. */
export async function appealQueue(db: Database, status: 'open' | 'decided'): Promise<AppealRow[]> {
  return db
    .select()
    .from(appeals)
    .where(status === 'open' ? eq(appeals.status, 'open') : ne(appeals.status, 'open'))
    .orderBy(status === 'open' ? asc(appeals.createdAt) : desc(appeals.decidedAt), asc(appeals.id))
    .limit(QUEUE_LIMIT);
}

// --- Ads -----------------------------------------------------------------------------------------

export type ModeratedAd = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'slug' | 'status' | 'vendorId' | 'expiresAt' | 'createdAt' | 'stockStatus'
>;

const adFields = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  status: products.status,
  vendorId: products.vendorId,
  expiresAt: products.expiresAt,
  createdAt: products.createdAt,
  stockStatus: products.stockStatus,
};

/** The ad, locked for a moderation step (FOR UPDATE, like the seller's own steps). */
export async function lockAd(tx: Tx, id: number): Promise<ModeratedAd | undefined> {
  const [row] = await tx.select(adFields).from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function findAd(db: Database, id: number): Promise<ModeratedAd | undefined> {
  const [row] = await db.select(adFields).from(products).where(eq(products.id, id));
  return row;
}

/** Ads waiting for review, oldest first. */
export async function pendingAds(db: Database): Promise<ModeratedAd[]> {
  return db
    .select(adFields)
    .from(products)
    .where(eq(products.status, 'pending'))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(QUEUE_LIMIT);
}

/**
 * Set the ad's status; `publishNow` also starts its lifetime and puts it at the top of the date
 * sort (an approved ad is published now, not when it was written). Answers the status it got
 * (a suspended seller's ad asked to go live stays private).
 */
export async function setAdStatus(
  tx: Tx,
  id: number,
  status: ProductStatus,
  opts: { publishNow?: boolean; lifetimeMs?: number } = {},
): Promise<ProductStatus | undefined> {
  const now = new Date();
  const lifetime =
    opts.publishNow && opts.lifetimeMs !== undefined
      ? { dateOrder: now, expiresAt: new Date(now.getTime() + opts.lifetimeMs) }
      : {};
  // A suspended seller's ad is not published by a moderation decision: it waits hidden with their
  // other ads, and the suspension's end publishes it with them (admin-users.ts).
  const sellerSuspended = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${products.vendorId} AND ${users.suspendedAt} IS NOT NULL)`;
  const visibility =
    status === 'publish'
      ? {
          status: sql<ProductStatus>`CASE WHEN ${sellerSuspended} THEN 'private' ELSE 'publish' END`,
          hiddenBySuspension: sql<boolean>`${sellerSuspended}`,
        }
      : { status };
  const [row] = await tx
    .update(products)
    .set({ ...visibility, ...lifetime, modifiedAt: now })
    .where(eq(products.id, id))
    .returning({ status: products.status });
  return row?.status;
}

// --- Messages ------------------------------------------------------------------------------------

/**
 * The key of a removed text message's `data` holding the decision's reason code (issue 30): its
 * author reads it marked as removed, the other member a placeholder (server/services/chats/json.ts).
 */
export const REMOVED = 'removed';

/** Mark a text message removed by the operator; the row as it is now (undefined: no such message). */
export async function markMessageRemoved(
  tx: Tx,
  messageId: number,
  reasonCode: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await tx
    .update(chatMessages)
    .set({ data: { [REMOVED]: reasonCode } })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.kind, 'text')))
    .returning();
  return row;
}

/** Undo a removal (an appeal granted): the message shows to both members again. */
export async function restoreMessage(tx: Tx, messageId: number): Promise<ChatMessageRow | undefined> {
  const [row] = await tx
    .update(chatMessages)
    .set({ data: null, hiddenFrom: null })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.kind, 'text')))
    .returning();
  return row;
}

/** The ad a chat is about, as a notification names it (the name the chat kept once it is gone). */
export async function chatAdOf(
  tx: Tx,
  chatId: string,
): Promise<{ id: number; name: string; slug: string } | undefined> {
  const [row] = await tx
    .select({ id: chats.productId, name: chats.productName, slug: products.slug })
    .from(chats)
    .leftJoin(products, eq(products.id, chats.productId))
    .where(eq(chats.id, chatId));
  return row ? { id: row.id, name: row.name, slug: row.slug ?? '' } : undefined;
}
