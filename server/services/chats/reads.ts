// Reading chats (issue 16): who may (the two members, nobody else: 403 hm_chat_forbidden, the
// same for an id that does not exist), the caller's list, one chat, and a page of its messages.
import {
  parseChatId,
  type Chat,
  type ChatListQuery,
  type ChatMessage,
  type ChatMessagesQuery,
} from '../../../src/core/chat.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { messagePage } from '../../db/repositories/chat-messages.ts';
import {
  chatMemberInfo,
  chatProducts,
  countMemberChats,
  findMemberChat,
  isChatMember,
  listMemberChats,
  type MemberChatRow,
} from '../../db/repositories/chats.ts';
import { chatForbidden } from './errors.ts';
import { chatJson, messageJson } from './json.ts';

export function chatReads(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;

  /** The chats as answers, with their ads and members loaded once for the page. */
  async function answers(readerId: number, rows: readonly MemberChatRow[]): Promise<Chat[]> {
    const [products, members] = await Promise.all([
      chatProducts(db, [...new Set(rows.map((r) => r.chat.productId))]),
      chatMemberInfo(db, [...new Set(rows.flatMap((r) => [r.chat.memberLow, r.chat.memberHigh]))]),
    ]);
    return rows.map((row) => chatJson(row, { products, members, mediaUrl: storage.url }, readerId));
  }

  /** The chat as `userId` sees it; 403 unless they are a member of a chat that exists. */
  /** 403 hm_chat_forbidden unless `userId` is a member; one indexed read, no message join. */
  async function assertMember(userId: number, chatId: string): Promise<void> {
    const parts = parseChatId(chatId);
    if (!parts || (parts.low !== userId && parts.high !== userId)) throw chatForbidden();
    if (!(await isChatMember(db, chatId, userId))) throw chatForbidden();
  }

  async function membership(userId: number, chatId: string): Promise<MemberChatRow> {
    const parts = parseChatId(chatId);
    if (!parts || (parts.low !== userId && parts.high !== userId)) throw chatForbidden();
    const row = await findMemberChat(db, chatId, userId);
    if (!row) throw chatForbidden();
    return row;
  }

  return {
    membership,
    assertMember,

    /** The Chat for `userId` (who must be a member). */
    async answer(userId: number, chatId: string): Promise<Chat> {
      const [chat] = await answers(userId, [await membership(userId, chatId)]);
      if (!chat) throw chatForbidden();
      return chat;
    },

    /** GET /hm/v1/chats: newest activity first, older than `before`; the total for x-wp-total. */
    async list(userId: number, query: ChatListQuery): Promise<{ chats: Chat[]; total: number }> {
      const [rows, total] = await Promise.all([
        listMemberChats(db, userId, { before: query.before, limit: query.per_page }),
        countMemberChats(db, userId),
      ]);
      return { chats: await answers(userId, rows), total };
    },

    /** GET /hm/v1/chats/{id}/messages: a page by key, oldest first within it. */
    async messages(userId: number, chatId: string, query: ChatMessagesQuery): Promise<ChatMessage[]> {
      await membership(userId, chatId);
      const rows = await messagePage(db, chatId, userId, { before: query.before, limit: query.per_page });
      return rows.map((row) => messageJson(row, userId));
    },
  };
}

export type ChatReads = ReturnType<typeof chatReads>;
