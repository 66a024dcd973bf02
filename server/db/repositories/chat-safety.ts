// All SQL of blocks and message reports (issue 16): who blocked whom, and the message reports
// filed into the operator's one report queue (table reports, issue 18).
import { and, eq, or } from 'drizzle-orm';
import type { ChatReportReason } from '../../../src/core/chat.ts';
import type { Database } from '../client.ts';
import { reports, userBlocks } from '../schema.ts';

/** A row of the one report queue (repositories/reports.ts); here always a message's. */
export type MessageReportRow = typeof reports.$inferSelect;

/** Block `blockedId` for `blockerId`; true when the block is new. */
export async function insertBlock(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

export async function deleteBlock(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

/** The blocks between two users, whichever way: who blocked whom. */
export async function blocksBetween(
  db: Database,
  a: number,
  b: number,
): Promise<{ blockerId: number; blockedId: number }[]> {
  return db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
}

export interface NewReport {
  messageId: number;
  chatId: string;
  messageKey: number;
  reporterId: number;
  reportedUserId: number;
  reason: ChatReportReason;
  text: string;
}

/** File a report; a second one of the same reporter on the same message answers the first. */
export async function insertReport(
  db: Database,
  report: NewReport,
): Promise<{ row: MessageReportRow; created: boolean }> {
  const [row] = await db
    .insert(reports)
    .values({ ...report, kind: 'message' })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, created: true };
  const [kept] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, report.reporterId), eq(reports.messageId, report.messageId)));
  if (!kept) throw new Error('report neither written nor found');
  return { row: kept, created: false };
}
