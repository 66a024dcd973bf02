// Turns per key inside this process: work for one key runs one after the other, in the order it
// asked, while work for other keys runs beside it. The order transitions take their ad's turn
// before they ask the pool for a connection (services/orders/scope.ts, `inAdTurn`): a transition
// waiting for another one on the same ad then waits here, holding nothing, instead of holding one
// of the pool's connections while PostgreSQL makes it wait for the ad's row lock, which kept the
// other ads' transitions waiting for the pool (docs/performance.md, issue 33's fourth round).
//
// The database's locks stay the authority: a second instance, or code that takes the same row
// lock without a turn, is still kept in order by PostgreSQL; a turn only keeps this process's own
// waiters off the pool. So that no turn can ever wait for another (no deadlock), work that
// already holds a turn (for any key) or runs inside an open request transaction (a keyed
// request's, server/db/transaction.ts, which holds a connection and maybe row locks) runs at
// once, without a turn of its own.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Set while work holds a turn (of any keyed-turns instance). */
const holding = new AsyncLocalStorage<true>();

export type InTurn<K> = <T>(key: K, work: () => Promise<T>) => Promise<T>;

/**
 * `skip()` answers true when the work must run at once without a turn (besides when it already
 * holds one): the caller holds something a turn holder may wait for.
 */
export function keyedTurns<K>(skip: () => boolean = () => false): InTurn<K> {
  /** Per key, the end of the last turn asked for: the next one starts after it. */
  const tails = new Map<K, Promise<void>>();
  return async (key, work) => {
    if (holding.getStore() || skip()) return work();
    const before = tails.get(key);
    let release = () => undefined as void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before ? before.then(() => mine) : mine;
    tails.set(key, tail);
    try {
      // A turn before ends by release() below, never by a rejection.
      if (before) await before;
      return await holding.run(true, work);
    } finally {
      release();
      // The last in line leaves no entry behind.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
