// Chat messages, always through the one outbox (online they simply go out at once): each message
// is a `chat-message` entry with its own client_msg_id (the server stores one message per id and
// answers a repeat with it) and the entry's own Idempotency-Key, so a replay after a lost answer,
// a reload or a killed server posts it once. Entries go out in the order they were written. Until
// the server confirms it, a message shows as pending in its place (read from the outbox, so after
// a reload too, and for its user only); one the server refused stays with the whole refusal until
// the user edits it (sent again, as a new message id) or deletes it.
import * as v from 'valibot';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { sendMessage } from '../../api/chats.ts';
import { CHAT_MESSAGE_MAX, ChatMessageSchema, type ChatMessage } from '../../core/chat.ts';
import { OUTBOX_KINDS } from '../../core/outbox-kinds.ts';
import {
  discardOutboxEntry,
  enqueue,
  outboxEntries,
  retryOutboxEntry,
  subscribeOutbox,
  type OutboxFailure,
  type ReplayerDefinition,
  type ReplayJob,
} from '../../local/outbox/index.ts';
import { getSession } from '../../session/session-store.ts';
import { rememberSentMessage } from './chat-keys.ts';

export const CHAT_MESSAGE = OUTBOX_KINDS.chatMessage;

export const MessagePayloadSchema = v.object({
  chatId: v.string(),
  /** The message's own id: the server keeps one message per id and sender. */
  clientMsgId: v.string(),
  message: v.pipe(v.string(), v.maxLength(CHAT_MESSAGE_MAX * 4)),
  /** When it was written (ms), shown beside the pending message. */
  writtenAt: v.number(),
});
export type MessagePayload = v.InferOutput<typeof MessagePayloadSchema>;

/** A message not yet confirmed: waiting (offline, or on its way) or refused with the reason. */
export interface PendingChatMessage extends MessagePayload {
  seq: number;
  state: 'queued' | 'failed';
  refusal?: OutboxFailure;
}

// ---- Sending (the outbox's replayer, src/replayers.ts) -----------------------------------------

async function send(job: ReplayJob): Promise<ChatMessage> {
  const payload = v.parse(MessagePayloadSchema, job.entries[0]?.payload);
  return sendMessage(
    payload.chatId,
    { message: payload.message, client_msg_id: payload.clientMsgId },
    job.idempotencyKey,
  );
}

export const messageReplayer: ReplayerDefinition = { send };

// A message the server confirmed stands in its chat at once, whoever sent it (this screen or the
// queue after a reconnect).
subscribeOutbox((event) => {
  if (event.type !== 'sent' || event.kind !== CHAT_MESSAGE) return;
  const payload = v.safeParse(MessagePayloadSchema, event.entries[0]?.payload);
  const message = v.safeParse(ChatMessageSchema, event.result);
  if (payload.success && message.success) rememberSentMessage(payload.output.chatId, message.output);
});

// ---- The signed-in user's messages not yet confirmed --------------------------------------------

let pending: readonly PendingChatMessage[] = [];
const listeners = new Set<() => void>();

export const getPendingChatMessages = (): readonly PendingChatMessage[] => pending;
export function subscribePendingChatMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads what waits or was refused from the outbox (after a reload, offline too). */
export async function loadPendingChatMessages(): Promise<void> {
  const userId = getSession().user?.id;
  const entries = userId === undefined ? [] : await outboxEntries(userId, CHAT_MESSAGE);
  const next = entries.flatMap((entry): PendingChatMessage[] => {
    const payload = v.safeParse(MessagePayloadSchema, entry.payload);
    if (!payload.success || entry.state === 'done') return [];
    return [
      {
        ...payload.output,
        seq: entry.seq,
        state: entry.state,
        ...(entry.failure ? { refusal: entry.failure } : {}),
      },
    ];
  });
  // Another user logged in meanwhile: theirs are read by their own call.
  if (getSession().user?.id !== userId) return;
  pending = next;
  for (const listener of listeners) listener();
}

subscribeOutbox((event) => {
  if (event.type === 'changed' && event.userId === getSession().user?.id) {
    void loadPendingChatMessages().catch(() => undefined);
  }
});

// ---- Writing ------------------------------------------------------------------------------------

/** Puts a message in the outbox (sent at once when online); resolves to its entry's seq. */
export async function queueMessage(chatId: string, message: string): Promise<number> {
  const userId = getSession().user?.id;
  if (userId === undefined) throw new Error('a message needs a signed-in user');
  const payload: MessagePayload = {
    chatId,
    clientMsgId: newIdempotencyKey(),
    message,
    writtenAt: Date.now(),
  };
  return enqueue({ userId, kind: CHAT_MESSAGE, payload });
}

/**
 * Sends a refused message again with the user's new text. It is another message: a new
 * client_msg_id (and the outbox gives the changed entry a new Idempotency-Key).
 */
export async function resendEdited(entry: PendingChatMessage, message: string): Promise<void> {
  const payload: MessagePayload = {
    chatId: entry.chatId,
    clientMsgId: newIdempotencyKey(),
    message,
    writtenAt: entry.writtenAt,
  };
  await retryOutboxEntry(entry.seq, payload);
}

/** The user deletes a refused (or waiting) message: it is never sent. */
export async function dropMessage(seq: number): Promise<void> {
  await discardOutboxEntry(seq);
}
