// What the app does with its own entries, apart from sending them (engine.ts): enqueue, ask what
// became of one, list and count them, send a refused one again, give one up, drop a user's.
import { newIdempotencyKey } from '../../api/idempotency.ts';
import type { LocalDb } from '../db.ts';
import { parseEntries, type StoredEntry } from './entry.ts';
import type { createQueueStore } from './queue-store.ts';
import { blockingFailure, countChanges, withDependants } from './rules.ts';
import type { EntryOutcome, NewEntry, OutboxCounts, OutboxEvent, OutcomeOptions } from './types.ts';
import type { createWaiters } from './waiters.ts';

export function createEntryOps(deps: {
  db: () => Promise<LocalDb>;
  now: () => number;
  store: ReturnType<typeof createQueueStore>;
  waiters: ReturnType<typeof createWaiters>;
  emit: (event: OutboxEvent) => void;
  flush: (options?: { force?: boolean }) => Promise<void>;
  isOnline: () => boolean;
  requestSync: (() => void) | undefined;
}) {
  const { db: openDb, now, store, waiters, emit, flush } = deps;

  return {
    /**
     * What becomes of an entry: settles once it is sent, refused, or known to wait (`final`: only
     * once it is sent or refused, however long it waits). An entry refused before (after a reload
     * too) answers its stored refusal at once; one that is no longer there was sent (or given up)
     * and answers sent without a result.
     */
    async outcome(seq: number, { final = false, signal }: OutcomeOptions = {}): Promise<EntryOutcome> {
      const db = await openDb();
      const [entry] = parseEntries([await db.outbox.get(seq)]);
      if (!entry || entry.state === 'done') return { state: 'sent', seq, result: entry?.result };
      if (entry.state === 'failed' && entry.failure) return { state: 'refused', seq, failure: entry.failure };
      const blocked =
        entry.dependsOn.length > 0 ? blockingFailure(entry, await store.entriesOf(entry.userId)) : undefined;
      if (blocked) return { state: 'refused', seq, failure: blocked };
      const settled = waiters.add(seq, final, signal);
      void flush();
      return settled;
    },

    async enqueue(entry: NewEntry): Promise<number> {
      const db = await openDb();
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
      if (!deps.isOnline()) deps.requestSync?.();
      void flush();
      return seq;
    },

    /** A user's entries not yet confirmed (queued and failed), oldest first. */
    async entries(userId: number, kind?: string): Promise<StoredEntry[]> {
      const all = await store.entriesOf(userId);
      return all.filter((e) => e.state !== 'done' && (kind === undefined || e.kind === kind));
    },

    async counts(userId: number): Promise<OutboxCounts> {
      return countChanges(await store.entriesOf(userId));
    },

    /** Send a failed entry again (after its area let the user fix what the server refused). */
    async retry(seq: number, payload?: unknown): Promise<void> {
      const db = await openDb();
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
      const db = await openDb();
      const [entry] = parseEntries([await db.outbox.get(seq)]);
      if (!entry) return;
      await db.outbox.bulkDelete(withDependants(await store.entriesOf(entry.userId), [seq]));
      emit({ type: 'changed', userId: entry.userId });
    },

    /** Logging out on purpose, after the user agreed: this user's entries are dropped. */
    async dropUser(userId: number): Promise<void> {
      const db = await openDb();
      await db.outbox.where('userId').equals(userId).delete();
      emit({ type: 'changed', userId });
    },
  };
}
