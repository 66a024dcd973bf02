// All SQL of the one report queue (issue 18, src/core/moderation.ts): ad reports filed, the queue
// read with what each report is about, a report locked for its decision and marked decided.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ChatReportReason } from '../../../src/core/chat.ts';
import type { AdReportReason, ReportOutcome, ReportStatus } from '../../../src/core/moderation.ts';
import type { Database, Tx } from '../client.ts';
import { chatMessages, moderationClaims, products, reports, users } from '../schema.ts';

export type ReportRow = typeof reports.$inferSelect;

/** How many reports one queue page shows at most (the oldest open ones first). */
const QUEUE_LIMIT = 200;

export interface NewAdReport {
  productId: number;
  reporterId: number;
  reportedUserId: number;
  reason: AdReportReason;
  text: string;
}

/**
 * File a report once per reporter and thing (`same` names the thing): a second one answers the
 * first. The unique indexes decide, so parallel repeats file one report too.
 */
async function fileOnce(
  db: Database,
  values: typeof reports.$inferInsert,
  same: SQL,
): Promise<{ row: ReportRow; created: boolean }> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const [kept] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, values.reporterId), same));
  if (!kept) throw new Error('report neither written nor found');
  return { row: kept, created: false };
}

/** File an ad report; a second one of the same reporter on the same ad answers the first. */
export const insertAdReport = (db: Database, report: NewAdReport) =>
  fileOnce(db, { ...report, kind: 'product' }, eq(reports.productId, report.productId));

export interface NewMessageReport {
  messageId: number;
  chatId: string;
  messageKey: number;
  reporterId: number;
  reportedUserId: number;
  reason: ChatReportReason;
  text: string;
}

/** File a message report; a second one of the same reporter on the same message answers the first. */
export const insertMessageReport = (db: Database, report: NewMessageReport) =>
  fileOnce(db, { ...report, kind: 'message' }, eq(reports.messageId, report.messageId));

export interface QueueRow {
  report: ReportRow;
  claim: { adminId: number; until: Date } | null;
}

/** Reports of `status`: open ones oldest first (the queue), decided ones newest first. */
export async function reportQueue(db: Database, status: ReportStatus): Promise<QueueRow[]> {
  const rows = await db
    .select({ report: reports, adminId: moderationClaims.adminId, until: moderationClaims.until })
    .from(reports)
    .leftJoin(
      moderationClaims,
      and(eq(moderationClaims.objectType, 'report'), eq(moderationClaims.objectId, reports.id)),
    )
    .where(eq(reports.status, status))
    .orderBy(
      status === 'open' ? asc(reports.createdAt) : desc(reports.decidedAt),
      status === 'open' ? asc(reports.id) : desc(reports.id),
    )
    .limit(QUEUE_LIMIT);
  return rows.map((r) => ({
    report: r.report,
    claim: r.adminId === null || r.until === null ? null : { adminId: r.adminId, until: r.until },
  }));
}

export async function findReport(db: Database, id: number): Promise<QueueRow | undefined> {
  const [row] = await db
    .select({ report: reports, adminId: moderationClaims.adminId, until: moderationClaims.until })
    .from(reports)
    .leftJoin(
      moderationClaims,
      and(eq(moderationClaims.objectType, 'report'), eq(moderationClaims.objectId, reports.id)),
    )
    .where(eq(reports.id, id));
  if (!row) return undefined;
  const claim =
    row.adminId === null || row.until === null ? null : { adminId: row.adminId, until: row.until };
  return { report: row.report, claim };
}

/** The report, locked for its decision (FOR UPDATE: two decisions of one report run one by one). */
export async function lockReport(tx: Tx, id: number): Promise<ReportRow | undefined> {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/** The other open reports of the same ad or message (decided together with a removal). */
export async function lockOpenReportsOf(
  tx: Tx,
  target: { productId: number | null; messageId: number | null },
): Promise<ReportRow[]> {
  const where =
    target.productId !== null
      ? eq(reports.productId, target.productId)
      : target.messageId !== null
        ? eq(reports.messageId, target.messageId)
        : undefined;
  if (!where) return [];
  return tx
    .select()
    .from(reports)
    .where(and(where, eq(reports.status, 'open')))
    .orderBy(asc(reports.id))
    .for('update');
}

export async function markReportsDecided(
  tx: Tx,
  ids: readonly number[],
  decision: { outcome: ReportOutcome; decisionId: number | null; decidedBy: number },
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(reports)
    .set({ status: 'decided', ...decision, decidedAt: new Date() })
    .where(inArray(reports.id, [...ids]));
}

/** The ads and messages a page of reports is about, and the names of everyone on it. */
export async function reportSubjects(
  db: Database,
  rows: readonly ReportRow[],
  extraUserIds: readonly number[],
) {
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  const messageIds = [...new Set(rows.flatMap((r) => (r.messageId === null ? [] : [r.messageId])))];
  const [ads, messages] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            name: products.name,
            slug: products.slug,
            status: products.status,
            vendorId: products.vendorId,
          })
          .from(products)
          .where(inArray(products.id, productIds)),
    messageIds.length === 0
      ? []
      : db
          .select({ id: chatMessages.id, message: chatMessages.message, sentBy: chatMessages.sentBy })
          .from(chatMessages)
          .where(inArray(chatMessages.id, messageIds)),
  ]);
  const userIds = new Set<number>(extraUserIds);
  for (const r of rows) userIds.add(r.reporterId).add(r.reportedUserId);
  for (const a of ads) userIds.add(a.vendorId);
  return {
    ads: new Map(ads.map((a) => [a.id, a])),
    messages: new Map(messages.map((m) => [m.id, m])),
    names: await namesOf(db, [...userIds]),
  };
}

/** Full names (first and last) by user id, as the operator sees them. */
export async function namesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, `${u.first} ${u.last}`.trim() || u.email]));
}
