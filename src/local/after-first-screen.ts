// Work the first screen does not need (opening IndexedDB to save answers, registering the service
// worker) waits until that screen has shown its content, then runs when the browser is idle.
// Screens say when they are shown; a screen that never says so releases the queue after a while.
// Saving answers for offline reading waits longer still, until the visit has settled
// (`whenSettled`): the copy is for a later visit, so it need not compete with the first seconds.
import { networkWatch } from '../ui/kept-until-failed.ts';

const FALLBACK_MS = 4000;
/**
 * How long the first screen has been shown before its answers are saved for offline reading: by
 * then its code, data and deferred parts have arrived and the visitor is reading. Saving needs the
 * device database's code (Dexie, about 26 kB as sent) and some IndexedDB writes, work that would
 * otherwise meet the visitor's first scroll or tap.
 */
export const SETTLE_MS = 3000;

let shown = false;
const waiting: (() => void)[] = [];
let settled = false;
const settling: (() => void)[] = [];

const idle = (task: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);

/** Runs what waits for the visit to settle: now when the visitor is leaving, else when idle. */
function settle(now: boolean) {
  if (settled) return;
  settled = true;
  for (const task of settling.splice(0)) {
    if (now) task();
    else idle(task);
  }
}

/**
 * The visit settles SETTLE_MS after its first screen, or sooner when the page is hidden (the
 * visitor switches away or closes it: what they saw is saved while the page still runs) or the
 * browser goes offline (the copy is what the next screen will need; the service worker has the
 * database's code by then).
 */
function startSettling() {
  setTimeout(() => settle(false), SETTLE_MS);
  if (typeof window.addEventListener !== 'function') return;
  const leaving = () => settle(true);
  window.addEventListener('pagehide', leaving, { once: true });
  window.addEventListener('offline', leaving, { once: true });
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') settle(true);
    });
  }
}

function release() {
  if (shown) return;
  shown = true;
  for (const task of waiting.splice(0)) idle(task);
  startSettling();
}

if (typeof window !== 'undefined') setTimeout(release, FALLBACK_MS);

/** Called by a screen once its main content is on screen. */
export function markFirstScreenShown(): void {
  release();
}

export function afterFirstScreen(task: () => void): void {
  if (shown) idle(task);
  else waiting.push(task);
}

/** Work for later visits (saving answers for offline reading): runs once the visit has settled. */
export function whenSettled(task: () => void): void {
  if (settled) idle(task);
  else settling.push(task);
}

/**
 * Code fetched once the first screen is shown. A fetch that failed for want of a network is tried
 * again once the browser is back online (kept-until-failed.ts), until it has arrived: the visit would otherwise go on without it (no
 * service worker registered, no error screen to show when a screen fails). A fetch that failed
 * online is not waited out (no 'online' event would come): it is told in the console, and the
 * code is fetched again where it is used.
 */
export function afterFirstScreenUntilLoaded(load: () => Promise<unknown>): void {
  const attempt = () => {
    const network = networkWatch();
    load().catch((error: unknown) => {
      if (!network.retried(attempt)) console.error(error);
    });
  };
  afterFirstScreen(attempt);
}
