// Writing in chats (issue 16): opening the chat about an ad, sending a message exactly once per
// client_msg_id, and moving the caller's read position (which clears newMessage on every device).
//
// Blocks: a user who blocked the other member is refused (403 hm_chat_blocked: they know, and
// unblock to write again). A user who IS blocked is not told: their message is stored and
// answered 201 as always, but kept from the blocker (hidden_from): no event, no unread flag, no
// list movement on the blocker's side. Telling them would let a harasser see the block and move
// to another account; this way they write into the void.
import { PUBLIC_PRODUCT_STATUSES } from '../../../src/core/products.ts';
import {
  chatIdOf,
  parseChatId,
  type Chat,
  type ChatCreate,
  type ChatMessage,
  type ChatMessageCreate,
} from '../../../src/core/chat.ts';
import type { Database } from '../../db/client.ts';
import { findRepeated, type ChatMessageRow } from '../../db/repositories/chat-messages.ts';
import { sendGates, type GateAsk } from '../../db/repositories/chat-send-gate.ts';
import { insertChat } from '../../db/repositories/chat-create.ts';
import { chatProducts, findChat, markRead } from '../../db/repositories/chats.ts';
import { appendRealtimeEvents, lockRealtimeRecipients } from '../../db/repositories/realtime-events.ts';
import { readChatNotices } from './new-message.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../lib/api-error.ts';
import { coalescePerTurn } from '../../lib/coalesce.ts';
import { keyReused } from '../../lib/idempotency.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { chatBlocked, chatClosed, chatForbidden, invalidParam } from './errors.ts';
import { messageJson } from './json.ts';
import { postMessage, postMessageAtOnce, type SeenAtAdmission } from './post.ts';
import { ringingWrites } from './ringing.ts';
import type { ChatReads } from './reads.ts';

const adNotFound = () => new ApiError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
const ownProduct = () => new ApiError(400, 'hm_own_product', 'You cannot open a chat on your own ad.');
const usedElsewhere = () => invalidParam('client_msg_id', 'was used for a message in another chat');

/** What admitMessage found out before the body was read, for send. */
export interface Admission {
  /** The chat's members (low, high) and the other one. */
  members: readonly [number, number];
  other: number;
  /** The other member blocked the sender: the message is kept from them (see the top). */
  blocked: boolean;
  /** The 429 to answer unless the message is a repeat; undefined under the rate. */
  overLimit: ApiError | undefined;
  /** What the gate saw of the chat, for the message written at once (post.ts). */
  seen: SeenAtAdmission | undefined;
}

/** A sent message's answer: 201 when `created` (a replay of its call too, `replayed`), else 200. */
export interface SendAnswer {
  message: ChatMessage;
  created: boolean;
  replayed: boolean;
}

export function chatWrites(deps: { db: Database; limiter: RateLimiter; reads: ChatReads }) {
  const { db, limiter, reads } = deps;
  const rate = limiter.embedded(RATE_RULES.chatMessagesPerUser);
  // The sends of one turn of the event loop pass their gates in one statement (lib/coalesce.ts).
  const gateOf = coalescePerTurn((asks: GateAsk[]) => sendGates(db, asks, rate.windowSeconds));
  // The messages in a transaction on this instance that may ring a recipient's bell, by chat and
  // recipient (`bellOf`), until they end. A send whose gate saw no unread notice waits for one
  // and then writes at once: that message's notice tells of it too (the write re-checks it under
  // its locks, and takes the transaction itself when it does not stand). Without this, every
  // message sent while the first is written would take the transaction as well.
  const ringing = new Map<string, Promise<void>>();
  // Those messages' transactions, a few at once, the sends meanwhile together (ringing.ts).
  const ringingWrite = ringingWrites(db);
  const bellOf = (chatId: string, recipient: number) => `${chatId} ${recipient}`;

  return {
    /** POST /hm/v1/chats: the caller's chat with the ad's seller; created (201) or found (200). */
    async open(userId: number, input: ChatCreate): Promise<{ chat: Chat; created: boolean }> {
      const product = (await chatProducts(db, [input.product_id])).get(input.product_id);
      if (!product || !(PUBLIC_PRODUCT_STATUSES as readonly string[]).includes(product.status))
        throw adNotFound();
      if (product.vendorId === userId) throw ownProduct();
      const id = chatIdOf(userId, product.vendorId, product.id);
      let created = false;
      if (!(await findChat(db, id))) {
        // Counted before the chat is written, so parallel openings cannot slip past the limit.
        await limiter.hit(RATE_RULES.newChatsPerUser, String(userId));
        const [low, high] =
          userId < product.vendorId ? [userId, product.vendorId] : [product.vendorId, userId];
        created = await inTransaction(db, (tx) =>
          insertChat(tx, { id, productId: product.id, productName: product.name, low, high }, userId),
        );
      }
      return { chat: await reads.answer(userId, id), created };
    },

    /**
     * Before a message's body is read, in one round trip (shared by the sends of a turn): 403 hm_chat_forbidden unless the caller
     * is a member, 403 hm_chat_closed when the other member's account is no longer active
     * (suspended or deleted, issue 30; derived, so lifting a suspension reopens the chat), 403
     * hm_chat_blocked if they blocked the other member, and the message rate
     * counted (for members). What it answers goes to `send`, which answers the 429 over the rate
     * unless the message is a repeat (its client_msg_id is in the body).
     */
    async admitMessage(userId: number, chatId: string): Promise<Admission> {
      const parts = parseChatId(chatId);
      if (!parts || (parts.low !== userId && parts.high !== userId)) throw chatForbidden();
      const other = parts.low === userId ? parts.high : parts.low;
      const gate = await gateOf({ chatId, sentBy: userId, other, rateKey: rate.key(String(userId)) });
      if (!gate.member) throw chatForbidden();
      if (gate.closed) throw chatClosed();
      if (gate.blocking) throw chatBlocked();
      return {
        members: [parts.low, parts.high],
        other,
        blocked: gate.blocked,
        overLimit: rate.refusal(gate.counted),
        seen: gate.seen,
      };
    },

    /**
     * POST /hm/v1/chats/{id}/messages, once admitted (admitMessage): 201 with the message, 200
     * with the stored one for a repeat of its client_msg_id (the write's unique index finds it).
     * The message keeps its call's Idempotency-Key (`key`), so it is that call's stored answer: the
     * same call again gets it as the first did (201, `replayed`), the key with another message 422.
     */
    async send(
      userId: number,
      chatId: string,
      input: ChatMessageCreate,
      admission: Admission,
      key?: string,
    ): Promise<SendAnswer> {
      const { members, other } = admission;
      /** The answer to a repeat, from the stored message it repeats. */
      const repeated = (row: ChatMessageRow): SendAnswer => {
        const message = messageJson(row, userId);
        if (key !== undefined && row.idempotencyKey === key) {
          const sameCall =
            row.chatId === chatId && row.clientMsgId === input.client_msg_id && row.message === input.message;
          if (!sameCall) throw keyReused();
          return { message, created: true, replayed: true };
        }
        if (row.chatId !== chatId) throw usedElsewhere();
        return { message, created: false, replayed: false };
      };
      const findStored = () => findRepeated(db, userId, input.client_msg_id, key);
      if (admission.overLimit) {
        // Over the rate, a repeat of a stored message is still answered (an outbox's replay).
        const stored = await findStored();
        if (stored) return repeated(stored);
        throw admission.overLimit;
      }
      const message = {
        sentBy: userId,
        message: input.message,
        clientMsgId: input.client_msg_id,
        ...(key === undefined ? {} : { idempotencyKey: key }),
        hiddenFrom: admission.blocked ? other : undefined,
      };
      // A repeat (stored before, or by a parallel call while this one waited) fails the insert on
      // its unique index, which undoes the statement or the transaction (the key taken stays unused).
      const orRepeat = (write: Promise<ChatMessageRow | undefined>) =>
        write.catch((error: unknown) => {
          if (isUniqueViolation(error)) return 'repeat' as const;
          throw error;
        });
      // The common case in a busy chat: one statement, no transaction (or nothing written).
      const bell = admission.blocked ? undefined : bellOf(chatId, other);
      let seen = admission.seen;
      const rung = bell === undefined ? undefined : ringing.get(bell);
      if (seen && !seen.otherHasUnreadNotice && rung) {
        await rung;
        seen = { ...seen, otherHasUnreadNotice: true };
      }
      let posted = seen ? await orRepeat(postMessageAtOnce(db, chatId, members, message, seen)) : undefined;
      if (posted === undefined) {
        const written = orRepeat(
          seen
            ? ringingWrite({ chatId, members, message, seen })
            : inTransaction(db, (tx) => postMessage(tx, chatId, members, { ...message, kind: 'text' })),
        );
        if (bell !== undefined && !ringing.has(bell)) {
          const done = () => void ringing.delete(bell);
          ringing.set(bell, written.then(done, done));
        }
        posted = await written;
        if (posted === undefined) throw chatForbidden();
      }
      if (posted !== 'repeat')
        return { message: messageJson(posted, userId), created: true, replayed: false };
      const stored = await findStored();
      if (!stored) throw new Error('a repeated client_msg_id without its message');
      return repeated(stored);
    },

    /** PUT /hm/v1/chats/{id}/read: read up to `key`; the reader's devices hear of it. */
    async read(userId: number, chatId: string, key: number): Promise<Chat> {
      await reads.membership(userId, chatId);
      await inTransaction(db, async (tx) => {
        await lockRealtimeRecipients(tx, [userId]);
        const moved = await markRead(tx, chatId, userId, key);
        if (moved && moved.after > moved.before) {
          await readChatNotices(tx, userId, chatId);
          await appendRealtimeEvents(tx, [{ userId, type: 'read', data: { chatId, key: moved.after } }]);
        }
      });
      return reads.answer(userId, chatId);
    },
  };
}
