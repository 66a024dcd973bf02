// The pending view every screen reads: the signed-in user's entries not yet confirmed (queued, or
// refused with the server's reason), by kind, as the outbox keeps them in IndexedDB (so after a
// reload too, offline too). The outbox fills it (index.ts) when its entries change, and at once
// with what is being enqueued, so a write shows before IndexedDB has answered. Only the user's
// own: read under another user, it is empty. Tiny and free of the engine, so the first screen
// (an ad's heart) can read it.
import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxFailure } from './entry.ts';

export interface PendingEntry {
  seq: number;
  kind: string;
  state: 'queued' | 'failed';
  payload: unknown;
  failure?: OutboxFailure | undefined;
}

interface Snapshot {
  userId: number | undefined;
  entries: readonly PendingEntry[];
}

let snapshot: Snapshot = { userId: undefined, entries: [] };
const listeners = new Set<() => void>();

export function setPendingEntries(userId: number | undefined, entries: readonly PendingEntry[]): void {
  snapshot = { userId, entries };
  for (const listener of listeners) listener();
}

/** What is being enqueued, shown until the outbox has read it back (a provisional seq). */
export function addPendingEntry(userId: number, entry: Omit<PendingEntry, 'seq' | 'state'>): void {
  if (snapshot.userId !== userId) return;
  const seq = -(snapshot.entries.length + 1);
  setPendingEntries(userId, [...snapshot.entries, { ...entry, seq, state: 'queued' }]);
}

/** The user's pending entries of these kinds, oldest first. */
export function getPendingEntries(userId: number | undefined, kinds: readonly string[]): PendingEntry[] {
  if (userId === undefined || snapshot.userId !== userId) return [];
  return snapshot.entries.filter((e) => kinds.includes(e.kind));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => snapshot;

export function usePendingEntries(userId: number | undefined, ...kinds: string[]): readonly PendingEntry[] {
  const current = useSyncExternalStore(subscribe, get, get);
  const key = kinds.join(' ');
  return useMemo(
    () =>
      userId === undefined || current.userId !== userId
        ? []
        : current.entries.filter((e) => key.split(' ').includes(e.kind)),
    [current, userId, key],
  );
}
