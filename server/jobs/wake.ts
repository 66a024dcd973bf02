// Waking a job from a service (`wakeJob(db, 'saved-search-alerts')` after a COMMIT): the runner
// started on that database (./runner.ts) queues one run; a run already queued takes it along, and
// one running now is followed by one more. Without a runner (tests, scripts) nothing happens: the
// work waits in its table for the next scheduled round or a test's direct call of the round.
import type { Database } from '../db/client.ts';
import { rootOf } from '../db/transaction.ts';

type Waker = (name: string) => void;

const runners = new WeakMap<Database, Waker>();

export function wakeJob(db: Database, name: string): void {
  runners.get(rootOf(db))?.(name);
}

/** The runner's own: wake its jobs on `db`. Answers how to stop (if still the one registered). */
export function registerWaker(db: Database, wake: Waker): () => void {
  const root = rootOf(db);
  runners.set(root, wake);
  return () => {
    if (runners.get(root) === wake) runners.delete(root);
  };
}
