// All SQL of blocks (issue 16): who blocked whom. Message reports are filed into the operator's
// one report queue (repositories/reports.ts insertMessageReport, issue 18).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { userBlocks } from '../schema.ts';

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
