// Code and files fetched on first use (a part's chunk, the device database's Dexie, the packaged
// place lists) are fetched once and shared by every caller. Two rules for a fetch that fails:
// - it is not kept, so the next use fetches again (a kept failure would break that use for the
//   whole visit);
// - only a failure while offline is worth waiting out: it is tried again on the browser's next
//   'online' event. Online that event never comes, so a failure there (a chunk gone after a
//   deploy answers 404) must be shown, not left waiting.
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
