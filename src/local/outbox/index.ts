// The outbox's public face: one engine for every change made offline (engine.ts says how it
// sends). Each kind is one declaration (define.ts), found by src/offline-writes.ts; an area
// enqueues entries and awaits their outcome; the session says whose entries are sent
// (setOutboxUser) and hears of a 401 (subscribeOutbox, `unauthorized`); the header shows
// useOutboxStatus and the screens the pending view (status.ts: the first screen carries it
// alone, not the engine, which is built on first use).
import { afterFirstScreen } from '../after-first-screen.ts';
import { localDb } from '../db.ts';
import { createOutbox, type NewEntry, type Outbox, type OutboxEvent, type OutcomeOptions } from './engine.ts';
import type { OfflineWrite } from './define.ts';
import { OFFLINE_WRITES } from '../../offline-writes.ts';
import { getOutboxStatus, outboxView, setOutboxView, type PendingEntry } from './status.ts';
import { onReconnect, requestBackgroundSync } from './triggers.ts';

export type { EntryOutcome, OutboxCounts, NewEntry, OutboxEvent } from './engine.ts';
export type { OutboxFailure, StoredEntry } from './entry.ts';
export type { PendingEntry } from './status.ts';
export { useOutboxStatus, getOutboxStatus } from './status.ts';

let instance: Outbox | undefined;
/** Kind -> its declaration, loaded on first use. */
let table: Readonly<Record<string, () => Promise<OfflineWrite>>> = {};

function outbox(): Outbox {
  if (instance) return instance;
  const created = createOutbox({ db: localDb, requestSync: requestBackgroundSync });
  instance = created;
  registerOfflineWrites(OFFLINE_WRITES);
  if (typeof window !== 'undefined') onReconnect(() => void created.flush({ force: true }));
  created.subscribe((event) => {
    if (event.type === 'changed' && event.userId === created.currentUser()) void refreshPendingView();
  });
  return created;
}

let reads = 0;
/** The header's counts and the screens' pending view, read again from IndexedDB. */
export async function refreshPendingView(): Promise<void> {
  const engine = outbox();
  const userId = engine.currentUser();
  const read = ++reads;
  const [counts, entries] =
    userId === undefined
      ? [undefined, []]
      : await Promise.all([engine.counts(userId), engine.entries(userId)]).catch(() => [
          undefined,
          undefined,
        ]);
  // A later read (or another user) wins.
  if (read !== reads || engine.currentUser() !== userId) return;
  const shown = getOutboxStatus();
  const same = counts?.waiting === shown.waiting && counts.failed === shown.failed;
  setOutboxView({
    ...(same ? {} : { counts: counts ?? { waiting: 0, failed: 0 } }),
    ...(entries
      ? {
          userId,
          entries: entries.flatMap(({ seq, kind, state, payload, failure }): PendingEntry[] =>
            state === 'done' ? [] : [{ seq, kind, state, payload, failure }],
          ),
        }
      : {}),
  });
}

/** What each kind restores from the outbox once a user's queue starts (a refused ad's draft). */
async function resume(userId: number): Promise<void> {
  const writes = await Promise.all(Object.values(table).map((load) => load().catch(() => undefined)));
  for (const write of writes) {
    if (outbox().currentUser() !== userId) return;
    await write?.resume?.(userId).catch(() => undefined);
  }
}

/** Whose entries are sent and counted (the signed-in user, or nobody). */
export function setOutboxUser(userId: number | undefined): void {
  const engine = outbox();
  const changed = engine.currentUser() !== userId;
  engine.setUser(userId);
  if (changed) setOutboxView({ userId, entries: [] });
  void refreshPendingView();
  if (changed && userId !== undefined) afterFirstScreen(() => void resume(userId));
}

/**
 * The app's offline writes (src/offline-writes.ts: each declaration's file, named after its kind),
 * each loaded when its first entry is due.
 */
export function registerOfflineWrites(files: typeof OFFLINE_WRITES): void {
  const engine = outbox();
  table = Object.fromEntries(
    Object.entries(files).map(([path, load]) => {
      const kind = /([\w-]+)\.offline\.ts$/.exec(path)?.[1] ?? path;
      const checked = () =>
        load().then(({ default: write }) => {
          if (write.kind !== kind) throw new Error(`${path} declares the kind ${write.kind}`);
          return write;
        });
      return [kind, checked];
    }),
  );
  engine.registerReplayers(table);
}

/**
 * Queues a write; it shows in the pending view at once (with a provisional seq, until the outbox
 * has read it back). Resolves to its entry's seq.
 */
export function enqueue(entry: NewEntry): Promise<number> {
  const { userId, entries } = outboxView();
  if (userId === entry.userId) {
    const shown: PendingEntry = {
      seq: -1 - entries.length,
      kind: entry.kind,
      state: 'queued',
      payload: entry.payload,
    };
    setOutboxView({ entries: [...entries, shown] });
  }
  return outbox().enqueue(entry);
}

/** The user's pending entries of these kinds, as the pending view holds them now, oldest first. */
export function pendingEntries(userId: number | undefined, kinds: readonly string[]): PendingEntry[] {
  const view = outboxView();
  return userId !== undefined && view.userId === userId
    ? view.entries.filter((e) => kinds.includes(e.kind))
    : [];
}

/**
 * Opens the device's database now, while online, and loads the code that sends `kinds`: a screen
 * whose writes may be queued calls it, so a write made after the connection drops can still be
 * queued (the database's code is fetched on first use, which offline, before the service worker
 * has kept it, would fail), and its first write goes out without waiting for either (a chat's
 * first message reached the other member 150 ms later without it).
 */
export const warmOutbox = (...kinds: string[]): Promise<void> =>
  Promise.all([localDb(), ...kinds.map((kind) => outbox().replayerOf(kind))]).then(
    () => undefined,
    () => undefined,
  );
/** What becomes of an entry: sent, refused (with the whole refusal), or waiting. */
export const outboxOutcome = (seq: number, options?: OutcomeOptions) => outbox().outcome(seq, options);
/** Send now; `force` (a manual retry) does not wait for the backoff. */
export const flushOutbox = (options?: { force?: boolean }): Promise<void> => outbox().flush(options);
export const outboxEntries = (userId: number, kind?: string) => outbox().entries(userId, kind);
export const outboxCounts = (userId: number) => outbox().counts(userId);
export const retryOutboxEntry = (seq: number, payload?: unknown) => outbox().retry(seq, payload);
export const discardOutboxEntry = (seq: number) => outbox().discard(seq);
export const dropOutboxOf = (userId: number) => outbox().dropUser(userId);
export const subscribeOutbox = (listener: (event: OutboxEvent) => void) => outbox().subscribe(listener);
