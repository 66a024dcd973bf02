// The messages of an instance that may ring the bell (issue 33, docs/chat.md "First messages go
// together"): a user's message whose gate saw no unread notice of the chat for the other member
// takes a transaction (postMessageRinging: the write, then the bell's notice), five round trips
// holding a pool connection against one for a message written at once. After a start every chat
// is new to the instance's clients, and hundreds of them would each hold a connection for those
// five while every other send waited for one. So they go through a few lanes: at most LANES such
// transactions at once, and the sends that arrive while the lanes are busy go together into the
// next one (postMessagesRinging: their locks in one statement, each write, ONE bell for all),
// a group commit. A send alone goes as before, in a transaction of its own.
//
// Nothing is lost or written twice: a batch is one transaction, committed whole or not at all;
// when it fails (a repeat of a client_msg_id fails its insert and rolls back the others with it,
// a deadlock, anything), each of its sends is written again on its own, as it would have been,
// and answers what that answers.
import type { Database } from '../../db/client.ts';
import type { ChatMessageRow } from '../../db/repositories/chat-messages.ts';
import { inRequestTransaction, inTransaction } from '../../db/transaction.ts';
import { postMessageRinging, postMessagesRinging, type RingingSend } from './post.ts';

/** How many ringing transactions may hold pool connections at once (of the pool's ten). */
const LANES = 4;
/** The most sends one transaction writes (each is one statement of it). */
const MOST = 32;

interface Waiting {
  send: RingingSend;
  resolve: (row: ChatMessageRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The instance's writer of ringing messages: answers each send's message as written (undefined
 * when its chat does not exist), or fails as postMessageRinging in a transaction of its own would.
 */
export function ringingWrites(db: Database): (send: RingingSend) => Promise<ChatMessageRow | undefined> {
  const alone = (send: RingingSend) =>
    inTransaction(db, (tx) => postMessageRinging(tx, send.chatId, send.members, send.message, send.seen));
  const queue: Waiting[] = [];
  let running = 0;

  const write = async (batch: Waiting[]): Promise<void> => {
    const [only] = batch;
    if (batch.length === 1 && only) {
      await alone(only.send).then(only.resolve, only.reject);
      return;
    }
    const rows = await inTransaction(db, (tx) =>
      postMessagesRinging(
        tx,
        batch.map((w) => w.send),
      ),
    ).catch(() => undefined);
    if (rows) {
      batch.forEach((w, i) => w.resolve(rows[i]));
      return;
    }
    // Rolled back whole: each on its own, in order (a repeat among them answers as a repeat).
    for (const w of batch) await alone(w.send).then(w.resolve, w.reject);
  };

  const start = () => {
    while (running < LANES && queue.length > 0) {
      running++;
      void write(queue.splice(0, MOST)).finally(() => {
        running--;
        start();
      });
    }
  };

  return (send) => {
    // A keyed request's transaction holds its own writes (db/transaction.ts): never shared.
    if (inRequestTransaction()) return alone(send);
    return new Promise((resolve, reject) => {
      queue.push({ send, resolve, reject });
      // The sends of this turn of the event loop join it (their gates answered together).
      if (queue.length === 1) setImmediate(start);
    });
  };
}
