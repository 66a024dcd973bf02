// A transaction of "another request" on a second PostgreSQL connection (TEST_DATABASE_URL), held
// open while a test shows what the code under test does meanwhile: waits for its locks, sees its
// changes once committed, or does not wait at all. PGlite has one connection: PostgreSQL only.
import { openDatabase, type Tx } from '../../../server/db/client.ts';

export interface ParallelTransaction {
  /** Commits the transaction (and closes its connection); safe to call more than once. */
  commit(): Promise<void>;
}

/** Opens the transaction and runs `hold` in it; resolves once `hold` did, the transaction open. */
export async function parallelTransaction(hold: (tx: Tx) => Promise<void>): Promise<ParallelTransaction> {
  const other = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
  let held = () => {};
  let release = () => {};
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const running = other.db.transaction(async (tx) => {
    await hold(tx);
    held();
    await released;
  });
  // A failing `hold` rejects `running` before it is held.
  await Promise.race([isHeld, running]);
  let done: Promise<void> | undefined;
  return {
    commit: () =>
      (done ??= (async () => {
        release();
        try {
          await running;
        } finally {
          await other.close();
        }
      })()),
  };
}
