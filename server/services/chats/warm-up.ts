// A new server process meets its first messages cold (issue 33, docs/performance.md): each of the
// pool's connections parses and plans the send's statements the first time it runs them, and the
// send's code runs for the first time. warmUpChatSends does that once before the instance listens:
// the user read of every call, the send's gate, the message's write in both its shapes and the
// sockets' read, on every connection of the pool, with values that match nothing (no chat, no
// user 0): nothing is written, nothing counted, nobody woken.
import type { Database } from '../../db/client.ts';
import { sendGates } from '../../db/repositories/chat-send-gate.ts';
import { realtimeEventsAfterEach } from '../../db/repositories/realtime-events.ts';
import { findUsersByIds } from '../../db/repositories/callers.ts';
import { postMessageAtOnce } from './post.ts';

/** No user has id 0 and no chat the id '' (ids are `<low>_<high>_<product>`). */
const NOBODY = 0;
const NO_CHAT = '';
/** PostgreSQL plans a prepared statement for its values 5 times before it tries a generic plan. */
const ROUNDS = 6;

/** Each statement `connections` times at once (the pool hands each run its own), ROUNDS times. */
export async function warmUpChatSends(db: Database, connections: number): Promise<void> {
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
