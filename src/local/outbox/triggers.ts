// When the connection returns: the `online` event, and Background Sync where the browser has it
// (the service worker is woken and posts OUTBOX_SYNC.message to the open pages).
import { OUTBOX_SYNC } from '../../core/outbox-sync.ts';

/** Background Sync is not in TypeScript's DOM types (Chromium only). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC.tag))
    .catch(() => {
      // Refused or unsupported: the `online` event and the next start still send.
    });
}

/** Calls `flush` whenever the connection is back; returns what stops listening. */
export function onReconnect(flush: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC.message) flush();
  };
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  window.addEventListener('online', flush);
  worker?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('online', flush);
    worker?.removeEventListener('message', onMessage);
  };
}
