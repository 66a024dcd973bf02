// Work the first screen does not need (opening IndexedDB to save answers, registering the service
// worker) waits until that screen has shown its content, then runs when the browser is idle.
// Screens say when they are shown; a screen that never says so releases the queue after a while.
import { failedOffline, whenBackOnline } from '../ui/kept-until-failed.ts';

const FALLBACK_MS = 4000;

let shown = false;
const waiting: (() => void)[] = [];

const idle = (task: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);

function release() {
  if (shown) return;
  shown = true;
  for (const task of waiting.splice(0)) idle(task);
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

/**
 * Code fetched once the first screen is shown. A fetch that failed offline is tried again when the
 * browser is back online, until it has arrived: the visit would otherwise go on without it (no
 * service worker registered, no error screen to show when a screen fails). A fetch that failed
 * online is not waited out (no 'online' event would come): it is told in the console, and the
 * code is fetched again where it is used.
 */
export function afterFirstScreenUntilLoaded(load: () => Promise<unknown>): void {
  const attempt = () => {
    load().catch((error: unknown) => {
      if (failedOffline()) whenBackOnline(attempt);
      else console.error(error);
    });
  };
  afterFirstScreen(attempt);
}
