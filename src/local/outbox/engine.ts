// The outbox engine: every change made offline (or not yet confirmed) waits here, bound to its
// user, and is sent in order once the server can be reached. Each area registers a replayer for
// its kind of entry. Exactly once: each entry carries an Idempotency-Key the server honours, a
// lease in IndexedDB keeps two tabs from sending one entry at once, and a merged request keeps its
// batch and key for every retry. Network errors and 5xx wait and retry (Retry-After first, else
// exponential backoff); a 401 pauses the user's queue until that user logs in again; any other
// 4xx marks the entry failed with the server's whole refusal and keeps it for its area to show.
// What becomes of an entry comes back one way: `outcome(seq)`, a promise that settles once the
// entry is sent, refused, or known to wait (offline, a retry later, a paused user); the areas'
// mutations await it. Replayers are named in one table at app start (`registerReplayers`), each
// loaded when its first entry is due, so no queue waits for an area's code to be imported.
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { parseEntries, type StoredEntry } from './entry.ts';
import {
  BACKOFF,
  backoffMs,
  blockingFailure,
  countChanges,
  LEASE_MS,
  MAX_BATCH,
  outcomeOf,
  withDependants,
  type Outcome,
} from './rules.ts';
import type {
  EntryOutcome,
  NewEntry,
  OutboxCounts,
  OutboxEvent,
  OutboxOptions,
  OutcomeOptions,
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
  const owner = newIdempotencyKey();
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

  const isAwaited = (job: readonly StoredEntry[]) => waiters.awaits(job.map((e) => e.seq));
  const settle = waiters.settle;

  /** Everything queued for a user that cannot go out now is known to wait. */
  async function settleWaiting(userId: number) {
    if (!waiters.any()) return;
    const queued = (await entriesOf(userId)).filter((e) => e.state === 'queued').map((e) => e.seq);
    settle(queued, (seq) => ({ state: 'waiting', seq }));
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

  async function entriesOf(userId: number): Promise<StoredEntry[]> {
    const db = await options.db();
    return parseEntries(await db.outbox.where('userId').equals(userId).sortBy('seq'));
  }

  function retryIn(ms: number) {
    cancelTimer?.();
    cancelTimer = schedule(() => {
      cancelTimer = undefined;
      void flush();
    }, ms);
  }

  /** The next entries to send: the oldest queued one whose dependencies are done, with its batch. */
  function nextJob(entries: readonly StoredEntry[]): StoredEntry[] | undefined {
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    for (const [i, entry] of entries.entries()) {
      if (entry.state !== 'queued') continue;
      // A dependency refused or discarded blocks its dependants (kept, not sent); the rest go on.
      if (entry.dependsOn.some((seq) => bySeq.get(seq)?.state !== 'done')) continue;
      if (entry.batch !== undefined) {
        return entries.filter((e) => e.state === 'queued' && e.batch === entry.batch);
      }
      const job = [entry];
      if (!replayers.get(entry.kind)?.merge || entry.dependsOn.length > 0) return job;
      for (const later of entries.slice(i + 1)) {
        if (later.state !== 'queued') continue;
        if (later.kind !== entry.kind || later.dependsOn.length > 0 || later.batch !== undefined) break;
        if (job.length >= MAX_BATCH) break;
        job.push(later);
      }
      return job;
    }
    return undefined;
  }

  /** Takes the job for this tab, atomically: the entries as claimed, or none if another tab has them. */
  async function claim(
    job: readonly StoredEntry[],
    key: string,
    merged: boolean,
  ): Promise<StoredEntry[] | undefined> {
    const db = await options.db();
    return db.transaction('rw', db.outbox, async () => {
      const rows = parseEntries(await db.outbox.bulkGet(job.map((e) => e.seq)));
      const taken = (r: StoredEntry) => r.lease && r.lease.owner !== owner && r.lease.until > now();
      if (rows.length !== job.length || rows.some((r) => r.state !== 'queued' || taken(r))) return undefined;
      const lease = { owner, until: now() + LEASE_MS };
      const claimed = rows.map((r) => ({ ...r, lease, ...(merged ? { batch: key } : {}) }));
      await db.outbox.bulkPut(claimed);
      return claimed;
    });
  }

  /** After the server confirmed: gone, unless a later entry still needs the result. */
  async function complete(userId: number, job: readonly StoredEntry[], result: unknown) {
    const db = await options.db();
    await db.transaction('rw', db.outbox, async () => {
      const sent = new Set(job.map((e) => e.seq));
      const all = parseEntries(await db.outbox.where('userId').equals(userId).toArray());
      const waiting = all.filter((e) => e.state !== 'done' && !sent.has(e.seq));
      const needed = (seq: number) => waiting.some((w) => w.dependsOn.includes(seq));
      for (const entry of job) {
        const { lease: _lease, notBefore: _notBefore, ...rest } = entry;
        if (needed(entry.seq)) await db.outbox.put({ ...rest, state: 'done', result });
        else await db.outbox.delete(entry.seq);
      }
      for (const done of all) {
        if (done.state === 'done' && !needed(done.seq)) await db.outbox.delete(done.seq);
      }
    });
  }

  async function update(job: readonly StoredEntry[], patch: (e: StoredEntry) => Partial<StoredEntry>) {
    const db = await options.db();
    await db.outbox.bulkPut(
      job.map((e) => {
        const { lease: _lease, ...rest } = e;
        return { ...rest, ...patch(e) };
      }),
    );
  }

  async function run(force: boolean): Promise<void> {
    const userId = user;
    if (userId === undefined) return;
    if (paused.has(userId) || !isOnline()) return settleWaiting(userId);
    for (;;) {
      if (user !== userId || paused.has(userId)) return;
      const entries = await entriesOf(userId);
      const first = nextJob(entries)?.[0];
      if (!first) return;
      const replayer = await replayerOf(first.kind);
      // An unknown kind (the table names every kind the app writes): order matters, so everything
      // waits (registering flushes).
      if (!replayer) return settleWaiting(userId);
      // Now that its replayer is loaded, the job knows whether it merges.
      const next = nextJob(entries);
      const head = next?.[0];
      if (!next || !head) return;
      const wait = Math.max(...next.map((e) => e.notBefore ?? 0)) - now();
      if (!force && wait > 0) {
        retryIn(wait);
        return settleWaiting(userId);
      }
      const merged = replayer.merge === true;
      const key = merged ? (head.batch ?? head.key) : head.key;
      const job = await claim(next, key, merged);
      if (!job) return retryIn(LEASE_MS);
      const results = new Map<number, unknown>();
      for (const seq of job.flatMap((e) => e.dependsOn)) {
        results.set(seq, entries.find((e) => e.seq === seq)?.result);
      }
      let outcome: Outcome;
      const seqs = job.map((e) => e.seq);
      try {
        const result = await replayer.send({ userId, entries: job, idempotencyKey: key, results });
        await complete(userId, job, result);
        const awaited = isAwaited(job);
        settle(seqs, (seq) => ({ state: 'sent', seq, result }));
        emit({ type: 'sent', userId, kind: head.kind, entries: job, result, awaited });
        emit({ type: 'changed', userId });
        continue;
      } catch (error) {
        outcome = outcomeOf(error);
      }
      if (outcome.kind === 'rejected') {
        const { failure } = outcome;
        await update(job, () => ({ state: 'failed', failure }));
        // The area keeps the user's data with the reason (its own store); a failure there leaves
        // the entry failed with its refusal, which the area reads again on its next start.
        await Promise.resolve(replayer.refused?.(job, failure)).catch(() => undefined);
        const awaited = isAwaited(job);
        settle(seqs, (seq) => ({ state: 'refused', seq, failure }));
        // What waits for a refused entry is never sent: those who await it hear the reason now.
        if (waiters.any()) {
          const blocked = withDependants(await entriesOf(userId), seqs).filter((seq) => !seqs.includes(seq));
          settle(blocked, (seq) => ({ state: 'refused', seq, failure }));
        }
        emit({ type: 'failed', userId, kind: head.kind, entries: job, failure, awaited });
        emit({ type: 'changed', userId });
        continue;
      }
      if (outcome.kind === 'unauthorized') {
        // Kept for this user; sent when the same user has logged in again (setUser).
        await update(job, () => ({}));
        paused.add(userId);
        emit({ type: 'waiting', userId, kind: head.kind, entries: job, awaited: isAwaited(job) });
        await settleWaiting(userId);
        emit({ type: 'unauthorized', userId });
        return;
      }
      const attempts = Math.max(...job.map((e) => e.attempts)) + 1;
      const delay = outcome.afterMs ?? backoffMs(attempts);
      await update(job, () => ({ attempts, notBefore: now() + delay }));
      options.requestSync?.();
      retryIn(delay);
      emit({ type: 'waiting', userId, kind: head.kind, entries: job, awaited: isAwaited(job) });
      return settleWaiting(userId);
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

  return {
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

    /**
     * What becomes of an entry: settles once it is sent, refused, or known to wait (`final`: only
     * once it is sent or refused, however long it waits). An entry refused before (after a reload
     * too) answers its stored refusal at once; one that is no longer there was sent (or given up)
     * and answers sent without a result.
     */
    async outcome(seq: number, { final = false, signal }: OutcomeOptions = {}): Promise<EntryOutcome> {
      const db = await options.db();
      const [entry] = parseEntries([await db.outbox.get(seq)]);
      if (!entry || entry.state === 'done') return { state: 'sent', seq, result: entry?.result };
      if (entry.state === 'failed' && entry.failure) return { state: 'refused', seq, failure: entry.failure };
      const blocked =
        entry.dependsOn.length > 0 ? blockingFailure(entry, await entriesOf(entry.userId)) : undefined;
      if (blocked) return { state: 'refused', seq, failure: blocked };
      const settled = waiters.add(seq, final, signal);
      void flush();
      return settled;
    },

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

    async enqueue(entry: NewEntry): Promise<number> {
      const db = await options.db();
      const dependsOn = [...(entry.dependsOn ?? [])];
      const seq = await db.transaction('rw', db.outbox, async () => {
        const deps = parseEntries(await db.outbox.bulkGet(dependsOn));
        if (deps.length !== dependsOn.length || deps.some((d) => d.userId !== entry.userId)) {
          throw new Error('an outbox entry can only depend on earlier entries of its user');
        }
        return db.outbox.add({
          userId: entry.userId,
          kind: entry.kind,
          payload: entry.payload,
          key: newIdempotencyKey(),
          dependsOn,
          state: 'queued',
          createdAt: now(),
          attempts: 0,
        });
      });
      emit({ type: 'changed', userId: entry.userId });
      if (!isOnline()) options.requestSync?.();
      void flush();
      return seq;
    },

    /** A user's entries not yet confirmed (queued and failed), oldest first. */
    async entries(userId: number, kind?: string): Promise<StoredEntry[]> {
      const all = await entriesOf(userId);
      return all.filter((e) => e.state !== 'done' && (kind === undefined || e.kind === kind));
    },

    async counts(userId: number): Promise<OutboxCounts> {
      return countChanges(await entriesOf(userId));
    },

    /** Send a failed entry again (after its area let the user fix what the server refused). */
    async retry(seq: number, payload?: unknown): Promise<void> {
      const db = await options.db();
      const [entry] = parseEntries([await db.outbox.get(seq)]);
      if (!entry || entry.state !== 'failed') return;
      const { failure: _failure, batch: _batch, ...rest } = entry;
      // A changed payload is another request: it gets a new key.
      const key = payload === undefined ? entry.key : newIdempotencyKey();
      await db.outbox.put({ ...rest, key, payload: payload ?? entry.payload, state: 'queued', attempts: 0 });
      emit({ type: 'changed', userId: entry.userId });
      void flush({ force: true });
    },

    /** Drop an entry the user gave up, with every entry that depends on it. */
    async discard(seq: number): Promise<void> {
      const db = await options.db();
      const [entry] = parseEntries([await db.outbox.get(seq)]);
      if (!entry) return;
      await db.outbox.bulkDelete(withDependants(await entriesOf(entry.userId), [seq]));
      emit({ type: 'changed', userId: entry.userId });
    },

    /** Logging out on purpose, after the user agreed: this user's entries are dropped. */
    async dropUser(userId: number): Promise<void> {
      const db = await options.db();
      await db.outbox.where('userId').equals(userId).delete();
      emit({ type: 'changed', userId });
    },

    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
