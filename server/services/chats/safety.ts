// Blocks and reports (issue 16). A block stops the blocked user's messages from reaching the
// blocker, silently (see writes.ts); a report keeps the message's reason for the operator's queue.
import { parseChatId, type ChatReportCreate } from '../../../src/core/chat.ts';
import type { Database } from '../../db/client.ts';
import { findVisibleMessage } from '../../db/repositories/chat-messages.ts';
import { deleteBlock, insertBlock } from '../../db/repositories/chat-safety.ts';
import { insertMessageReport } from '../../db/repositories/reports.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { chatForbidden, invalidParam } from './errors.ts';
import type { ChatReads } from './reads.ts';

export interface ReportAnswer {
  id: number;
  chat_id: string;
  key: number;
  reason: string;
  text: string;
  status: string;
  created: string;
}

export function chatSafety(deps: { db: Database; limiter: RateLimiter; reads: ChatReads }) {
  const { db, limiter, reads } = deps;
  return {
    /** POST /hm/v1/blocks: 201 for a new block, 200 when it was there. */
    async block(userId: number, blockedId: number) {
      if (blockedId === userId) throw invalidParam('user_id', 'is you');
      const target = await findUserById(db, blockedId);
      if (!target || target.deletedAt) throw invalidParam('user_id', 'is not a user');
      const created = await insertBlock(db, userId, blockedId);
      return { answer: { user_id: blockedId, blocked: true }, created };
    },

    /** DELETE /hm/v1/blocks/{user_id}: the block is gone (also when there was none). */
    async unblock(userId: number, blockedId: number) {
      const deleted = await deleteBlock(db, userId, blockedId);
      return { user_id: blockedId, blocked: false, deleted };
    },

    /**
     * POST /hm/v1/reports: a message of the other member the caller can see; 403 for a chat they
     * are not in. A second report of the same message answers the first (200).
     */
    async report(
      userId: number,
      input: ChatReportCreate,
    ): Promise<{ answer: ReportAnswer; created: boolean }> {
      if (!parseChatId(input.chat_id)) throw chatForbidden();
      await reads.membership(userId, input.chat_id);
      const message = await findVisibleMessage(db, input.chat_id, input.key, userId);
      if (!message) throw invalidParam('key', 'is not a message of this chat');
      if (message.kind !== 'text' || message.sentBy === userId) {
        throw invalidParam('key', 'is not a message of the other member');
      }
      await limiter.hit(RATE_RULES.chatReportsPerUser, String(userId));
      const { row, created } = await insertMessageReport(db, {
        messageId: message.id,
        chatId: input.chat_id,
        messageKey: message.key,
        reporterId: userId,
        reportedUserId: message.sentBy,
        reason: input.reason,
        text: input.text,
      });
      return {
        answer: {
          id: row.id,
          chat_id: row.chatId ?? input.chat_id,
          key: row.messageKey ?? input.key,
          reason: row.reason,
          text: row.text,
          status: row.status,
          created: row.createdAt.toISOString(),
        },
        created,
      };
    },
  };
}
