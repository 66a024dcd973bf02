// Writing one message into a chat, for a user's message and for the order's system messages
// alike, inside the caller's transaction, with its realtime events in that same transaction.
//
// Locks, always in this order (so no two writers wait on each other round a cycle): the two
// members' realtime locks ascending (repositories/realtime-events.ts), then the chat's row. The
// key is taken under the chat's lock, so keys are gapless and commit in key order.
import type { Tx } from '../../db/client.ts';
import {
  writeChatMessage,
  type ChatMessageRow,
  type NewChatMessage,
} from '../../db/repositories/chat-messages.ts';
import { lockChat, type ChatRow } from '../../db/repositories/chats.ts';
import {
  appendRealtimeEvents,
  lockRealtimeRecipients,
  type NewRealtimeEvent,
} from '../../db/repositories/realtime-events.ts';
import type { Database } from '../../db/client.ts';
import { writeChatMessageAtOnce } from '../../db/repositories/chat-message-at-once.ts';
import { lastMessageJson, messageJson } from './json.ts';
import { bellRecipientOf, notifyNewMessage, unreadNoticeQuestion } from './new-message.ts';

/** Take the locks a message of `chatId` is written under; the chat's row, if it exists. */
export async function lockForMessage(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
): Promise<ChatRow | undefined> {
  await lockRealtimeRecipients(tx, members);
  return lockChat(tx, chatId);
}

/** What postMessage did: written, or not (no such chat, or the sender's client_msg_id is used). */
export type Posted = { kind: 'written'; row: ChatMessageRow } | { kind: 'repeat' } | { kind: 'no_chat' };

/**
 * Write the message (its locks are taken in its first statement, so a caller need not hold them):
 * its key, the members' activity (the author has read up to it), to each member who may see it a
 * `message` and a `chat` event, and to the other member the bell's new_message. Two statements
 * whatever the members see: the chat event is built from the new message itself (it is the last
 * one each reader sees) and the read positions the readers' update answers, all events go in one
 * insert, and the bell's question (is one of this chat unread?) rides along with them. A repeat
 * writes nothing the caller keeps: it must roll back (the key was taken).
 */
export async function postMessage(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
  message: Omit<NewChatMessage, 'chatId' | 'key'>,
): Promise<Posted> {
  const written = await writeChatMessage(tx, chatId, members, message);
  if (!written) return { kind: 'no_chat' };
  const { chat, row, readers } = written;
  if (!row) return { kind: 'repeat' };
  const events = messageEvents(chat.id, row, readers);
  const recipient = bellRecipientOf(chat, row);
  const question = recipient === undefined ? undefined : unreadNoticeQuestion(recipient, chat.id);
  const hasUnread = await appendRealtimeEvents(tx, events, question);
  if (recipient !== undefined && !hasUnread) await notifyNewMessage(tx, chat, recipient);
  return { kind: 'written', row };
}

/**
 * To each reader (a member the message is not hidden from) a `message` and a `chat` event: the
 * chat event is built from the new message itself (the last one each reader sees), with the
 * reader's read position and activity (ms) after the write.
 */
function messageEvents(
  chatId: string,
  row: ChatMessageRow,
  readers: ReadonlyMap<number, { lastReadKey: number; activityMs: number }>,
): NewRealtimeEvent[] {
  return [...readers.keys()]
    .sort((a, b) => a - b)
    .flatMap((id): NewRealtimeEvent[] => {
      const reader = readers.get(id);
      if (!reader) return [];
      return [
        { userId: id, type: 'message', data: { chatId, message: messageJson(row, id) } },
        {
          userId: id,
          type: 'chat',
          data: {
            chatId,
            lastMessage: lastMessageJson(row, reader.lastReadKey, id),
            timestamp: reader.activityMs,
          },
        },
      ];
    });
}

/** What the send's gate saw of the chat, for a message written at once. */
export interface SeenAtAdmission {
  /** The chat's last key. */
  lastKey: number;
  /** The database's clock (ms). */
  nowMs: number;
  /** The other member has a new_message of this chat still unread. */
  otherHasUnreadNotice: boolean;
}

/**
 * A user's message written in one statement without a transaction, when nothing changed since
 * the gate saw the chat and the bell needs no new notice (repositories/chat-message-at-once.ts
 * re-checks both under the locks): the message the transaction would have written, and the same
 * events. Undefined when it was not written (the caller takes postMessage in a transaction,
 * which handles every case: a message in between, the bell, a repeat).
 */
export async function postMessageAtOnce(
  db: Database,
  chatId: string,
  members: readonly [number, number],
  message: Omit<NewChatMessage, 'chatId' | 'key' | 'kind' | 'data'>,
  seen: SeenAtAdmission,
): Promise<ChatMessageRow | undefined> {
  const [low, high] = members;
  const key = seen.lastKey + 1;
  const at = new Date(seen.nowMs);
  const row: ChatMessageRow = {
    id: 0, // not known before the insert, and no answer or event shows it
    chatId,
    key,
    sentBy: message.sentBy,
    kind: 'text',
    message: message.message,
    data: null,
    clientMsgId: message.clientMsgId ?? null,
    idempotencyKey: message.idempotencyKey ?? null,
    hiddenFrom: message.hiddenFrom ?? null,
    createdAt: at,
  };
  const recipient = message.sentBy === low ? high : low;
  const tellsBell = row.hiddenFrom !== recipient;
  if (tellsBell && !seen.otherHasUnreadNotice) return undefined;
  // The author has read up to it; the other member has not (their position is before its key).
  const readers = new Map<number, { lastReadKey: number; activityMs: number }>();
  for (const id of members)
    if (id !== row.hiddenFrom)
      readers.set(id, { lastReadKey: id === message.sentBy ? key : key - 1, activityMs: seen.nowMs });
  const written = await writeChatMessageAtOnce(db, {
    chatId,
    members,
    afterKey: seen.lastKey,
    at,
    message: { ...message, kind: 'text' },
    noticeStandsFor: tellsBell ? recipient : undefined,
    events: messageEvents(chatId, row, readers),
  });
  return written ? row : undefined;
}
