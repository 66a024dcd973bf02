// What the screens show of the outbox, kept up to date by it (index.ts) and free of its engine,
// so the first screen (the header's count, an ad's heart) can read it: how many of the signed-in
// user's changes wait or were refused, and the pending view: that user's entries not yet
// confirmed (queued, or refused with the server's reason), as kept in IndexedDB (after a reload
// too, offline too), and at once what is being enqueued (index.ts). Read under another user, it
// is empty.
import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxFailure } from './entry.ts';
import type { OutboxCounts } from './types.ts';

export interface PendingEntry {
  seq: number;
  kind: string;
  state: 'queued' | 'failed';
  payload: unknown;
  failure?: OutboxFailure | undefined;
}

export interface View {
  counts: OutboxCounts;
  userId: number | undefined;
  entries: readonly PendingEntry[];
}

const NONE: OutboxCounts = { waiting: 0, failed: 0 };
let view: View = { counts: NONE, userId: undefined, entries: [] };
const listeners = new Set<() => void>();

export function setOutboxView(next: Partial<View>): void {
  view = { ...view, ...next };
  for (const listener of listeners) listener();
}

/** The view as it is now (the outbox's own code adds what is being enqueued, and filters it). */
export const outboxView = (): View => view;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getOutboxStatus = (): OutboxCounts => view.counts;

export function useOutboxStatus(): OutboxCounts {
  return useSyncExternalStore(subscribe, getOutboxStatus, () => NONE);
}

/** The user's pending entries of these kinds (the screens' pending view; `kinds`: a constant). */
export function usePendingEntries(
  userId: number | undefined,
  kinds: readonly string[],
): readonly PendingEntry[] {
  const current = useSyncExternalStore(subscribe, outboxView, outboxView);
  return useMemo(
    () =>
      userId !== undefined && current.userId === userId
        ? current.entries.filter((e) => kinds.includes(e.kind))
        : [],
    [current, userId, kinds],
  );
}
