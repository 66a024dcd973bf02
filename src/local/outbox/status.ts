// How many of the signed-in user's changes wait to be sent, and how many the server refused: a
// tiny store the engine keeps up to date, so the header can show it without loading IndexedDB.
import { useSyncExternalStore } from 'react';
import type { OutboxCounts } from './engine.ts';

const NONE: OutboxCounts = { waiting: 0, failed: 0 };
let status: OutboxCounts = NONE;
const listeners = new Set<() => void>();

export function setOutboxStatus(next: OutboxCounts | undefined): void {
  const value = next ?? NONE;
  if (value.waiting === status.waiting && value.failed === status.failed) return;
  status = value;
  for (const listener of listeners) listener();
}

export function getOutboxStatus(): OutboxCounts {
  return status;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOutboxStatus(): OutboxCounts {
  return useSyncExternalStore(subscribe, getOutboxStatus, () => NONE);
}
