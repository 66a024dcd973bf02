// The outbox engine: every change made offline (or not yet confirmed) waits here, bound to its
// user, and is sent in order once the server can be reached. Each kind of entry has a replayer,
// derived from its declaration (define.ts). Exactly once: each entry carries an Idempotency-Key
// the server honours, a lease in IndexedDB keeps two tabs from sending one entry at once, and a
// merged request keeps its batch and key for every retry. Network errors and 5xx wait and retry
// (Retry-After first, else exponential backoff); a 401 pauses the user's queue until that user
// logs in again; any other 4xx marks the entry failed with the server's whole refusal and keeps it.
// What becomes of a job is worked out once, here (`report`), and goes one way: to its kind's
// `settled` (the declaration's effects: invalidation, the area's own state, a notice when nobody
// awaits it), then to whoever awaits `outcome(seq)`, then to the `settled` event. Replayers are
// named in one table at app start (`registerReplayers`), each loaded when its first entry is due.
import { newIdempotencyKey } from '../../api/idempotency.ts';
import type { StoredEntry } from './entry.ts';
import { createEntryOps } from './entry-ops.ts';
import { createQueueStore } from './queue-store.ts';
import { BACKOFF, backoffMs, LEASE_MS, outcomeOf, withDependants, type Outcome } from './rules.ts';
import type {
  JobOutcome,
  OutboxEvent,
  OutboxOptions,
  Replayer,
  ReplayerDefinition,
  ReplayerLoader,
  ReplayerOptions,
} from './types.ts';
import { createWaiters } from './waiters.ts';

// The shapes are the engine's interface: importers of the engine find them here too.
export type * from './types.ts';
export { BACKOFF, backoffMs, LEASE_MS, outcomeOf } from './rules.ts';

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(options: OutboxOptions) {
  const now = options.now ?? Date.now;
  const schedule =
    options.schedule ??
    ((task: () => void, ms: number) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    });
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const store = createQueueStore({ db: options.db, now, owner: newIdempotencyKey() });
  const replayers = new Map<string, ReplayerDefinition>();
  const loaders = new Map<string, ReplayerLoader>();
  const listeners = new Set<(event: OutboxEvent) => void>();
  const waiters = createWaiters();
  const paused = new Set<number>();
  let user: number | undefined;
  let running: Promise<void> | undefined;
  let again: { force: boolean } | undefined;
  let cancelTimer: (() => void) | undefined;

  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) listener(event);
  };

  /** Everything queued for a user that cannot go out now is known to wait. */
  async function settleWaiting(userId: number) {
    if (!waiters.any()) return;
    const queued = (await store.entriesOf(userId)).filter((e) => e.state === 'queued').map((e) => e.seq);
    waiters.settle(queued, (seq) => ({ state: 'waiting', seq }));
  }

  /** The replayer of a kind, loading it from the table on first use; undefined if none is known. */
  async function replayerOf(kind: string) {
    const known = replayers.get(kind);
    if (known) return known;
    const load = loaders.get(kind);
    if (!load) return undefined;
    const loaded = await load();
    if (!replayers.has(kind)) replayers.set(kind, loaded);
    return replayers.get(kind);
  }

  function retryIn(ms: number) {
    cancelTimer?.();
    cancelTimer = schedule(() => {
      cancelTimer = undefined;
      void flush();
    }, ms);
  }

  /**
   * The one way a job's outcome reaches the app: its kind's `settled` first (so the area's state,
   * a refused draft say, is there when the screen hears it), then the screens that await it.
   */
  async function report(
    userId: number,
    replayer: ReplayerDefinition,
    job: StoredEntry[],
    outcome: JobOutcome,
  ) {
    const seqs = job.map((e) => e.seq);
    const kind = job[0]?.kind ?? '';
    const awaited = waiters.awaits(seqs);
    // A failure in the area's part leaves the entry as the outbox keeps it (failed with its refusal).
    await Promise.resolve(replayer.settled?.({ userId, kind, entries: job, outcome, awaited })).catch(
      () => undefined,
    );
    if (outcome.state === 'waiting') await settleWaiting(userId);
    else waiters.settle(seqs, (seq) => ({ ...outcome, seq }));
    if (outcome.state === 'refused' && waiters.any()) {
      // What waits for a refused entry is never sent: those who await it hear the reason now.
      const blocked = withDependants(await store.entriesOf(userId), seqs).filter(
        (seq) => !seqs.includes(seq),
      );
      waiters.settle(blocked, (seq) => ({ ...outcome, seq }));
    }
    emit({ type: 'settled', userId, kind, entries: job, outcome, awaited });
    if (outcome.state !== 'waiting') emit({ type: 'changed', userId });
  }

  async function run(force: boolean): Promise<void> {
    const userId = user;
    if (userId === undefined) return;
    if (paused.has(userId) || !isOnline()) return settleWaiting(userId);
    for (;;) {
      if (user !== userId || paused.has(userId)) return;
      const entries = await store.entriesOf(userId);
      const first = store.nextJob(entries, () => false)?.[0];
      if (!first) return;
      const replayer = await replayerOf(first.kind);
      // An unknown kind (the table names every kind the app writes): order matters, so everything
      // waits (registering flushes).
      if (!replayer) return settleWaiting(userId);
      // Now that its replayer is loaded, the job knows whether it merges.
      const next = store.nextJob(entries, (kind) => replayers.get(kind)?.merge === true);
      const head = next?.[0];
      if (!next || !head) return;
      const wait = Math.max(...next.map((e) => e.notBefore ?? 0)) - now();
      if (!force && wait > 0) {
        retryIn(wait);
        return settleWaiting(userId);
      }
      const merged = replayer.merge === true;
      const key = merged ? (head.batch ?? head.key) : head.key;
      const job = await store.claim(next, key, merged);
      if (!job) return retryIn(LEASE_MS);
      const results = new Map<number, unknown>();
      for (const seq of job.flatMap((e) => e.dependsOn)) {
        results.set(seq, entries.find((e) => e.seq === seq)?.result);
      }
      let outcome: Outcome;
      try {
        const result = await replayer.send({ userId, entries: job, idempotencyKey: key, results });
        await store.complete(userId, job, result);
        await report(userId, replayer, job, { state: 'sent', result });
        continue;
      } catch (error) {
        outcome = outcomeOf(error);
      }
      if (outcome.kind === 'rejected') {
        const { failure } = outcome;
        await store.update(job, () => ({ state: 'failed', failure }));
        await report(userId, replayer, job, { state: 'refused', failure });
        continue;
      }
      if (outcome.kind === 'unauthorized') {
        // Kept for this user; sent when the same user has logged in again (setUser).
        await store.update(job, () => ({}));
        paused.add(userId);
        await report(userId, replayer, job, { state: 'waiting' });
        emit({ type: 'unauthorized', userId });
        return;
      }
      const attempts = Math.max(...job.map((e) => e.attempts)) + 1;
      const delay = outcome.afterMs ?? backoffMs(attempts);
      await store.update(job, () => ({ attempts, notBefore: now() + delay }));
      options.requestSync?.();
      retryIn(delay);
      return report(userId, replayer, job, { state: 'waiting' });
    }
  }

  /**
   * Sends what waits for the current user. Concurrent calls share one run (plus one more pass
   * for what came in meanwhile). `force` ignores the backoff: the connection is back, or the user
   * asked to retry.
   */
  function flush({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (running) {
      again = { force: (again?.force ?? false) || force };
      return running;
    }
    running = (async () => {
      try {
        let pass: { force: boolean } | undefined = { force };
        while (pass) {
          again = undefined;
          // A storage failure (quota, a closed database) leaves everything queued for the next try.
          await run(pass.force).catch(() => retryIn(BACKOFF.maxMs));
          pass = again;
        }
      } finally {
        // In the same step as the last look at `again`: a flush asked for after it starts a run
        // of its own instead of joining one that has already ended.
        running = undefined;
      }
    })();
    return running;
  }

  const ops = createEntryOps({
    db: options.db,
    now,
    store,
    waiters,
    emit,
    flush,
    isOnline,
    requestSync: options.requestSync,
  });

  return {
    ...ops,
    flush,

    registerReplayer(kind: string, send: Replayer, opts: ReplayerOptions = {}): void {
      replayers.set(kind, { ...opts, send });
      void flush();
    },

    /** The app's table of every kind it queues, each loaded when its first entry is due. */
    registerReplayers(table: Readonly<Record<string, ReplayerLoader>>): void {
      for (const [kind, load] of Object.entries(table)) loaders.set(kind, load);
      void flush();
    },

    /** A kind's replayer (loaded from the table if need be), for its pending view and notices. */
    replayerOf,
    /** Every kind the table names. */
    kinds: (): string[] => [...new Set([...loaders.keys(), ...replayers.keys()])],

    /** Whose entries are sent and counted; a login of a paused user resumes that user's queue. */
    setUser(userId: number | undefined): void {
      if (userId !== undefined) paused.delete(userId);
      if (userId === user) return void flush();
      user = userId;
      cancelTimer?.();
      cancelTimer = undefined;
      if (userId !== undefined) emit({ type: 'changed', userId });
      void flush();
    },

    currentUser: (): number | undefined => user,
    isPaused: (userId: number): boolean => paused.has(userId),

    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
