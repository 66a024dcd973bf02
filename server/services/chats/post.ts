// Writing one message into a chat, for a user's message and for the order's system messages
// alike, inside the caller's transaction, with its realtime events in that same transaction.
//
// Locks, always in this order (so no two writers wait on each other round a cycle): the two
// members' realtime locks ascending (repositories/realtime-events.ts), then the chat's row. The
// key is taken under the chat's lock, so keys are gapless and commit in key order.
import type { Tx } from '../../db/client.ts';
import {
  insertChatMessage,
  type ChatMessageRow,
  type NewChatMessage,
} from '../../db/repositories/chat-messages.ts';
import { lockChat, nextChatKey, touchMembers, type ChatRow } from '../../db/repositories/chats.ts';
import {
  appendRealtimeEvents,
  lockRealtimeRecipients,
  type NewRealtimeEvent,
} from '../../db/repositories/realtime-events.ts';
import { lastMessageJson, messageJson } from './json.ts';
import { notifyNewMessage } from './new-message.ts';

/** Take the locks a message of `chatId` is written under; the chat's row, if it exists. */
export async function lockForMessage(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
): Promise<ChatRow | undefined> {
  await lockRealtimeRecipients(tx, members);
  return lockChat(tx, chatId);
}

/**
 * Write the message (call with lockForMessage's locks held): its key, the members' activity (the
 * author has read up to it), to each member who may see it a `message` and a `chat` event, and
 * to the other member the bell's new_message. A handful of statements whatever the members see:
 * the chat event is built from the new message itself (it is the last one each reader sees) and
 * the read positions the members' update answers, and all events go in one insert.
 */
export async function postMessage(
  tx: Tx,
  chat: ChatRow,
  message: Omit<NewChatMessage, 'chatId' | 'key'>,
): Promise<ChatMessageRow> {
  const key = await nextChatKey(tx, chat.id);
  const row = await insertChatMessage(tx, { ...message, chatId: chat.id, key });
  const readers = [chat.memberLow, chat.memberHigh].filter((id) => id !== row.hiddenFrom);
  const members = await touchMembers(tx, chat.id, readers, { id: row.sentBy, readKey: key });
  const events: NewRealtimeEvent[] = [];
  for (const id of readers) {
    events.push({ userId: id, type: 'message', data: { chatId: chat.id, message: messageJson(row, id) } });
    const member = members.get(id);
    if (member) {
      events.push({
        userId: id,
        type: 'chat',
        data: {
          chatId: chat.id,
          lastMessage: lastMessageJson(row, member.lastReadKey),
          timestamp: member.activityMs,
        },
      });
    }
  }
  await appendRealtimeEvents(tx, events);
  await notifyNewMessage(tx, chat, row);
  return row;
}
