// The outbox's public face: one engine for every change made offline (engine.ts says how it
// sends). An area registers a replayer for its kind at start and enqueues entries; the session
// says whose entries are sent (setOutboxUser) and hears of a 401 (subscribeOutbox, `unauthorized`);
// the header shows useOutboxStatus (through status.ts alone, so the first screen does not carry
// the engine, which is built on first use).
import { localDb } from '../db.ts';
import {
  createOutbox,
  type NewEntry,
  type Outbox,
  type OutboxEvent,
  type OutcomeOptions,
  type Replayer,
  type ReplayerLoader,
  type ReplayerOptions,
} from './engine.ts';
import { replayerTable } from './replayer-table.ts';
import { setOutboxStatus } from './status.ts';
import { onReconnect, requestBackgroundSync } from './triggers.ts';

export type {
  EntryOutcome,
  OutboxCounts,
  ReplayJob,
  Replayer,
  ReplayerDefinition,
  ReplayerLoader,
  ReplayerOptions,
  NewEntry,
  OutboxEvent,
} from './engine.ts';
export type { OutboxFailure, StoredEntry } from './entry.ts';
export { useOutboxStatus, getOutboxStatus } from './status.ts';

let instance: Outbox | undefined;

function outbox(): Outbox {
  if (instance) return instance;
  const created = createOutbox({ db: localDb, requestSync: requestBackgroundSync });
  instance = created;
  created.registerReplayers(replayerTable());
  if (typeof window !== 'undefined') onReconnect(() => void created.flush({ force: true }));
  created.subscribe((event) => {
    if (event.type === 'changed' && event.userId === created.currentUser()) void refreshStatus();
  });
  return created;
}

async function refreshStatus(): Promise<void> {
  const engine = outbox();
  const userId = engine.currentUser();
  const counts = userId === undefined ? undefined : await engine.counts(userId).catch(() => undefined);
  if (engine.currentUser() === userId) setOutboxStatus(counts);
}

/** Whose entries are sent and counted (the signed-in user, or nobody). */
export function setOutboxUser(userId: number | undefined): void {
  outbox().setUser(userId);
  void refreshStatus();
}

export const enqueue = (entry: NewEntry): Promise<number> => outbox().enqueue(entry);

/**
 * Opens the device's database now, while online: a screen whose writes may be queued calls it, so
 * a write made after the connection drops can still be queued (the database's code is fetched on
 * first use, which offline, before the service worker has kept it, would fail).
 */
export const warmOutbox = (): Promise<void> =>
  localDb().then(
    () => undefined,
    () => undefined,
  );
export const registerReplayer = (kind: string, send: Replayer, options?: ReplayerOptions): void =>
  outbox().registerReplayer(kind, send, options);
/** The app's one table of replayers (src/replayers.ts), registered at start. */
export const registerReplayers = (table: Readonly<Record<string, ReplayerLoader>>): void =>
  outbox().registerReplayers(table);
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
