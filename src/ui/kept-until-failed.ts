// Code and files fetched on first use (a part's chunk, the device database's Dexie, the packaged
// place lists) are fetched once and shared by every caller. Two rules for a fetch that fails:
// - it is not kept, so the next use fetches again (a kept failure would break that use for the
//   whole visit);
// - only a failure for want of a network is worth trying again: while offline, on the browser's
//   next 'online' event; when the browser went offline during the fetch and is back by the time
//   the failure is handled (a connection that dropped for a moment), at once. Online that event
//   never comes, so a failure there (a chunk gone after a deploy answers 404) must be shown, not
//   left waiting.
// In src/ui so that the shared components (src/ui/lazy-part.tsx) can use it as src/local does.

/** One promise shared by every call, kept once it has worked; a failed one is made again. */
export function keptUntilFailed<T>(make: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= make().catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}

/** Whether a fetch that just failed failed because the browser is offline. */
export const failedOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/** Runs `retry` once, when the browser is next back online. */
export function whenBackOnline(retry: () => void): void {
  window.addEventListener('online', retry, { once: true });
}

/**
 * Watches a fetch from its start (call it when the fetch starts): `retried` then tries `retry`
 * again if the fetch's failure may be the network's, and answers whether it will. While offline:
 * on the next 'online' event. Back online already, having been offline at the start or gone
 * offline meanwhile: at once (else a failure handled a moment after the connection came back
 * would count as an online one, and the part would stay broken for the visit). False for a
 * failure with the browser online throughout: the caller shows it.
 */
export function networkWatch(): { retried(retry: () => void): boolean } {
  let wentOffline = failedOffline();
  const mark = () => (wentOffline = true);
  window.addEventListener('offline', mark, { once: true });
  return {
    retried(retry) {
      window.removeEventListener('offline', mark);
      if (failedOffline()) whenBackOnline(retry);
      else if (wentOffline) queueMicrotask(retry);
      return wentOffline || failedOffline();
    },
  };
}
