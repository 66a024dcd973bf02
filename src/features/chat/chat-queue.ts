// Chat messages, always through the one outbox (online they simply go out at once): each message
// is a `chat-message` entry (chat-message.offline.ts sends it) with its own client_msg_id and the
// entry's own Idempotency-Key. Entries go out in the order they were written. Until
// the server confirms it, a message shows as pending in its place (read from the outbox, so after
// a reload too, and for its user only); one the server refused stays with the whole refusal until
// the user edits it (sent again, as a new message id) or deletes it.
import * as v from 'valibot';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { CHAT_MESSAGE_MAX } from '../../core/chat.ts';
import {
  discardOutboxEntry,
  enqueue,
  pendingEntries,
  type PendingEntry,
  retryOutboxEntry,
  type OutboxFailure,
} from '../../local/outbox/index.ts';
import { getSession, signedInUserId } from '../../session/session-store.ts';

/** The outbox kind of a message (chat-message.offline.ts, which sends it). */
export const CHAT_MESSAGE = 'chat-message';
export const CHAT_KINDS: readonly string[] = [CHAT_MESSAGE];

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

// ---- The signed-in user's messages not yet confirmed (the outbox's pending view) ----------------

/** The pending view's chat messages, oldest first, each with its refusal if it was refused. */
export function pendingChatMessages(entries: readonly PendingEntry[]): PendingChatMessage[] {
  return entries.flatMap((entry): PendingChatMessage[] => {
    const payload = v.safeParse(MessagePayloadSchema, entry.payload);
    if (!payload.success) return [];
    return [
      {
        ...payload.output,
        seq: entry.seq,
        state: entry.state,
        ...(entry.failure ? { refusal: entry.failure } : {}),
      },
    ];
  });
}

/** The signed-in user's messages not yet confirmed, as the pending view holds them now. */
export const getPendingChatMessages = (): PendingChatMessage[] =>
  pendingChatMessages(pendingEntries(getSession().user?.id, CHAT_KINDS));

// ---- Writing ------------------------------------------------------------------------------------

/** Puts a message in the outbox (sent at once when online); resolves to its entry's seq. */
export async function queueMessage(chatId: string, message: string): Promise<number> {
  const userId = await signedInUserId(); // at a start, the user follows the stored token
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
