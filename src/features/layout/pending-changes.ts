// The header's view of the outbox: how many of the user's changes wait to be sent, and a manual
// retry. Only the status is loaded with the first screen; the engine comes when a retry is asked.
import { useOutboxStatus } from '../../local/outbox/status.ts';

export function usePendingChanges(): number {
  return useOutboxStatus().waiting;
}

/** Sends now, without waiting for the backoff (the user asked). */
export function sendPendingChanges(): void {
  void import('../../local/outbox/index.ts').then((m) => m.flushOutbox({ force: true }));
}
