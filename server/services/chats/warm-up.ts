// A new server process meets its first messages cold (issue 33, docs/performance.md): each of the
// pool's connections parses and plans the send's statements the first time it runs them, and the
// send's code runs for the first time. warmUpChatSends does that once before the instance listens:
// the user read of every call, the send's gate, the message's write in both its shapes and the
// sockets' read, on every connection of the pool, with values that match nothing (no chat, no
// user 0): nothing is written, nothing counted, nobody woken. Then the first messages of a chat,
// which ring the bell (ringing.ts: after a start, nearly every message of the first second), in
// a chat of its own in a transaction that is rolled back (../warm-up.ts): a message alone and two
// together, as the lanes write them, with the bell's check, its notice and its events.
import { chatIdOf } from '../../../src/core/chat.ts';
import type { Database } from '../../db/client.ts';
import { insertChat } from '../../db/repositories/chat-create.ts';
import { sendGates } from '../../db/repositories/chat-send-gate.ts';
import { realtimeEventsAfterEach } from '../../db/repositories/realtime-events.ts';
import { findUsersByIds } from '../../db/repositories/callers.ts';
import { inTransaction } from '../../db/transaction.ts';
import { logError } from '../../lib/log.ts';
import { inRolledBackRounds, ROUNDS, warmUpParties } from '../warm-up.ts';
import { postMessageAtOnce, postMessageRinging, postMessagesRinging, type RingingSend } from './post.ts';

/** No user has id 0 and no chat the id '' (ids are `<low>_<high>_<product>`). */
const NOBODY = 0;
const NO_CHAT = '';
/** Each statement `connections` times at once (the pool hands each run its own), ROUNDS times. */
async function sendAtOnce(db: Database, connections: number): Promise<void> {
  const members = [NOBODY, NOBODY] as const;
  const seen = { lastKey: 0, nowMs: Date.now(), otherHasUnreadNotice: true };
  const text = { sentBy: NOBODY, message: 'warm-up' };
  const statements: (() => Promise<unknown>)[] = [
    // One caller, and several at once (two ids that match nothing).
    () => findUsersByIds(db, [NOBODY]),
    () => findUsersByIds(db, [NOBODY, -1]),
    () => sendGates(db, [{ chatId: NO_CHAT, sentBy: NOBODY, other: NOBODY, rateKey: '' }], 60),
    // With the re-check of the recipient's notice, and without one (hidden from the recipient).
    () => postMessageAtOnce(db, NO_CHAT, members, text, seen),
    () => postMessageAtOnce(db, NO_CHAT, members, { ...text, hiddenFrom: NOBODY }, seen),
    () => realtimeEventsAfterEach(db, [{ userId: NOBODY, cursor: 0 }], 1),
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of statements) await Promise.all(Array.from({ length: connections }, run));
  }
}

/** A new chat's first messages on the transaction `scoped` sends its queries to, then rolled back. */
async function ringFirstMessages(scoped: Database): Promise<void> {
  const { seller, buyer, ad } = await warmUpParties(scoped);
  const chatId = chatIdOf(buyer.id, seller.id, ad.id);
  const [low, high] = buyer.id < seller.id ? [buyer.id, seller.id] : [seller.id, buyer.id];
  const chat = { id: chatId, productId: ad.id, productName: ad.name, low, high };
  if (!(await inTransaction(scoped, (tx) => insertChat(tx, chat, buyer.id))))
    throw new Error('the warm-up could not open its chat');
  const members = [low, high] as const;
  const send = (sentBy: number, message: string): RingingSend => ({
    chatId,
    members,
    message: { sentBy, message },
    seen: { lastKey: 0, nowMs: Date.now(), otherHasUnreadNotice: false },
  });
  const alone = send(buyer.id, 'Noch da?');
  await inTransaction(scoped, (tx) => postMessageRinging(tx, chatId, members, alone.message, alone.seen));
  // The seller's rings the buyer's bell; the buyer's second finds the seller's notice unread.
  const written = await inTransaction(scoped, (tx) =>
    postMessagesRinging(tx, [send(seller.id, 'Ja'), send(buyer.id, 'Wann passt es?')]),
  );
  if (written.some((row) => row === undefined)) throw new Error('the warm-up could not write its messages');
}

/**
 * Warm the send's path on each of the pool's `connections`; answers whether every step ran to its
 * end (one that fails leaves the server as it was without it: slower at first, not broken).
 */
export async function warmUpChatSends(db: Database, connections: number): Promise<boolean> {
  try {
    await sendAtOnce(db, connections);
    await inRolledBackRounds(db, connections, ringFirstMessages);
    return true;
  } catch (error) {
    logError('chat warm-up', error);
    return false;
  }
}
