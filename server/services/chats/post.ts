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
  const events: NewRealtimeEvent[] = [];
  for (const id of [chat.memberLow, chat.memberHigh]) {
    const reader = readers.get(id);
    if (!reader) continue;
    events.push({ userId: id, type: 'message', data: { chatId: chat.id, message: messageJson(row, id) } });
    events.push({
      userId: id,
      type: 'chat',
      data: {
        chatId: chat.id,
        lastMessage: lastMessageJson(row, reader.lastReadKey),
        timestamp: reader.activityMs,
      },
    });
  }
  const recipient = bellRecipientOf(chat, row);
  const question = recipient === undefined ? undefined : unreadNoticeQuestion(recipient, chat.id);
  const hasUnread = await appendRealtimeEvents(tx, events, question);
  if (recipient !== undefined && !hasUnread) await notifyNewMessage(tx, chat, recipient);
  return { kind: 'written', row };
}
