// Writing one message into a chat, for a user's message and for the order's system messages
// alike, with its realtime events in the same statement (repositories/chat-message-write.ts, the
// ONE write of a message: every effect of sending is written there once). Two ways to run it:
// - postMessageAtOnce: a user's message in one statement without a transaction, when the bell
//   needs no new notice (the hot path of a busy chat);
// - postMessage: in the caller's transaction, under the locks it takes, and then the bell's
//   notice when the recipient has none of this chat unread; postMessageRinging, the same for a
//   user's message whose gate saw no unread notice, in fewer round trips; postMessageUnderLocks,
//   an order's system message in the transaction that holds the members' locks and made sure
//   of the chat (chats/system-messages.ts).
//
// Locks, always in this order (so no two writers wait on each other round a cycle): the two
// members' realtime locks ascending (repositories/realtime-events.ts), then the chat's row. The
// key is taken under the chat's lock, so keys are gapless and commit in key order.
import type { Database, Tx } from '../../db/client.ts';
import type { ChatMessageRow, NewChatMessage } from '../../db/repositories/chat-messages.ts';
import {
  lockChatForMessage,
  writeChatMessage,
  type MessageWrite,
  type WrittenMessage,
} from '../../db/repositories/chat-message-write.ts';
import { lockRealtimeRecipients, type NewRealtimeEvent } from '../../db/repositories/realtime-events.ts';
import { lastMessageJson, messageJson } from './json.ts';
import { bellRecipientOf, ringBells, type BellRing } from './new-message.ts';

/** What the send's gate saw of the chat, for a message written at once. */
export interface SeenAtAdmission {
  /** The chat's last key. */
  lastKey: number;
  /** The database's clock (ms). */
  nowMs: number;
  /** The other member has a new_message of this chat still unread. */
  otherHasUnreadNotice: boolean;
}

type MessageValues = Omit<NewChatMessage, 'chatId' | 'key'>;

/**
 * Write the message in the caller's transaction: its key, the members' activity (the author has
 * read up to it), to each member who may see it a `message` and a `chat` event, and to the other
 * member the bell's new_message (when none of this chat is unread, new-message.ts). Two statements
 * whatever the members see (the locks, then the write), then the bell's. Undefined when the chat
 * does not exist. A repeat of the sender's client_msg_id or key throws the unique violation (the
 * caller's transaction is rolled back, so the key taken stays unused).
 */
export async function postMessage(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
  message: MessageValues,
  /** Users whose realtime locks the transaction holds already (an order step's, recordEvent's). */
  realtimeLocked: readonly number[] = [],
): Promise<ChatMessageRow | undefined> {
  if (!members.every((m) => realtimeLocked.includes(m))) await lockRealtimeRecipients(tx, members);
  const locked = await lockChatForMessage(tx, chatId);
  if (!locked) return undefined;
  const row = await writeThenRing(tx, chatId, members, message, locked.chat.lastKey, locked.nowMs);
  if (row === undefined) throw new Error(`message of chat ${chatId} not written under its locks`);
  return row;
}

/**
 * Write the message in the caller's transaction, which holds both members' realtime locks and has
 * just made sure the chat exists (ensureChat, whose answer is `seen`: the clock and the last key
 * it read under those locks, so no other message of the chat can have come since). The write
 * takes the chat's row itself, as postMessageRinging's does: one statement, then the bell's.
 * Undefined when the chat does not exist.
 */
export function postMessageUnderLocks(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
  message: MessageValues,
  seen: { lastKey: number; nowMs: number },
): Promise<ChatMessageRow | undefined> {
  return writeThenRing(tx, chatId, members, message, seen.lastKey, seen.nowMs);
}

/** The message's write, then the bell for its recipient (when it rings one); undefined if unwritten. */
async function writeThenRing(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
  message: MessageValues,
  lastKey: number,
  nowMs: number,
): Promise<ChatMessageRow | undefined> {
  const planned = planWrite(chatId, members, message, lastKey, nowMs, undefined);
  const written = await writeChatMessage(tx, planned.write);
  if (written === undefined) return undefined;
  const recipient = bellRecipientOf(members, message);
  if (recipient !== undefined) await ringBells(tx, [{ chatId, members, recipient }]);
  return rowAsWritten(planned.row, written);
}

/**
 * A user's message that may ring the bell (the gate saw no unread notice of the chat for the
 * other member), in the caller's transaction: the message postMessage would write, in fewer round
 * trips. The write takes the members' realtime locks and the chat's row itself, the chat's next
 * key and a time no earlier than the previous message's (as postMessageAtOnce), so no statement
 * locks before it; then the bell, whose check runs after those locks. Undefined when the chat does
 * not exist. A repeat throws the unique violation, as postMessage.
 */
export async function postMessageRinging(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
  message: Omit<MessageValues, 'kind' | 'data'>,
  seen: SeenAtAdmission,
): Promise<ChatMessageRow | undefined> {
  return writeThenRing(tx, chatId, members, { ...message, kind: 'text' }, seen.lastKey, seen.nowMs);
}

/** A user's message for postMessagesRinging: what postMessageRinging takes. */
export interface RingingSend {
  chatId: string;
  members: readonly [number, number];
  message: Omit<MessageValues, 'kind' | 'data'>;
  seen: SeenAtAdmission;
}

/**
 * Several users' messages that may ring the bell (postMessageRinging's), in ONE transaction of the
 * caller's (issue 33: the first messages of many chats after a start): every member's realtime
 * lock first, in one statement and ascending (so the writes, each taking its own members' again,
 * and the bell's turns after them keep the lock order of every writer), then each message's write
 * in the given order, then the bells of all in one check (ringBells). One answer per send:
 * undefined when its chat does not exist. A repeat of any throws the unique violation and rolls
 * the whole transaction back (the caller writes them one by one then).
 */
export async function postMessagesRinging(
  tx: Tx,
  sends: readonly RingingSend[],
): Promise<(ChatMessageRow | undefined)[]> {
  await lockRealtimeRecipients(
    tx,
    sends.flatMap((s) => s.members),
  );
  const rows: (ChatMessageRow | undefined)[] = [];
  const rings: BellRing[] = [];
  for (const { chatId, members, message, seen } of sends) {
    const text = { ...message, kind: 'text' as const };
    const planned = planWrite(chatId, members, text, seen.lastKey, seen.nowMs, undefined);
    const written = await writeChatMessage(tx, planned.write);
    rows.push(written && rowAsWritten(planned.row, written));
    const recipient = bellRecipientOf(members, text);
    if (written && recipient !== undefined) rings.push({ chatId, members, recipient });
  }
  await ringBells(tx, rings);
  return rows;
}

/**
 * A user's message written in one statement without a transaction, when the bell needs no new
 * notice (the gate saw the other member's unread new_message of the chat, and
 * repositories/chat-message-write.ts re-checks it under the locks): the message postMessage would
 * have written, with the chat's next key whichever message came last, and the same events.
 * Undefined when it was not written (the caller takes postMessage in a transaction, which rings
 * the bell).
 */
export async function postMessageAtOnce(
  db: Database,
  chatId: string,
  members: readonly [number, number],
  message: Omit<MessageValues, 'kind' | 'data'>,
  seen: SeenAtAdmission,
): Promise<ChatMessageRow | undefined> {
  const text = { ...message, kind: 'text' as const };
  const recipient = bellRecipientOf(members, text);
  if (recipient !== undefined && !seen.otherHasUnreadNotice) return undefined;
  const planned = planWrite(chatId, members, text, seen.lastKey, seen.nowMs, recipient);
  const written = await writeChatMessage(db, planned.write);
  return written && rowAsWritten(planned.row, written);
}

/** The planned row with the key and time the write took (another message may have come first). */
const rowAsWritten = (row: Omit<ChatMessageRow, 'id'>, written: WrittenMessage): ChatMessageRow => ({
  ...row,
  id: written.id,
  key: written.key,
  createdAt: new Date(written.atMs),
});

/**
 * The message as it is planned after `lastKey` at `nowMs`, and its write: the author has read up
 * to it, the other member has not (their position is before its key), and the readers' events.
 * The write takes the chat's next key and puts it and its time into the events.
 */
function planWrite(
  chatId: string,
  members: readonly [number, number],
  message: MessageValues,
  lastKey: number,
  nowMs: number,
  noticeStandsFor: number | undefined,
): { row: Omit<ChatMessageRow, 'id'>; write: MessageWrite } {
  const key = lastKey + 1;
  const at = new Date(nowMs);
  const row: Omit<ChatMessageRow, 'id'> = {
    chatId,
    key,
    sentBy: message.sentBy,
    kind: message.kind,
    message: message.message,
    data: message.data ?? null,
    clientMsgId: message.clientMsgId ?? null,
    idempotencyKey: message.idempotencyKey ?? null,
    hiddenFrom: message.hiddenFrom ?? null,
    createdAt: at,
  };
  const readers = new Map<number, { lastReadKey: number; activityMs: number }>();
  for (const id of members)
    if (id !== row.hiddenFrom)
      readers.set(id, { lastReadKey: id === message.sentBy ? key : key - 1, activityMs: nowMs });
  const write: MessageWrite = {
    chatId,
    members,
    at,
    message,
    noticeStandsFor,
    events: messageEvents(chatId, { ...row, id: 0 }, readers), // no answer or event shows the id
  };
  return { row, write };
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
