// Work the first screen does not need (opening IndexedDB to save answers, registering the service
// worker) waits until that screen has shown its content, then runs when the browser is idle.
// Screens say when they are shown; a screen that never says so releases the queue after a while.
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
 * Code fetched once the first screen is shown, fetched again each time the browser comes back
 * online until it has arrived: offline its fetch fails, and the visit would otherwise go on
 * without it (no service worker registered, no error screen to show when a screen fails).
 */
export function afterFirstScreenUntilLoaded(load: () => Promise<unknown>): void {
  let loaded = false;
  const attempt = () => {
    if (loaded) return;
    load().then(
      () => {
        loaded = true;
        window.removeEventListener('online', attempt);
      },
      // Offline, or the server went away: the next 'online' tries again.
      () => undefined,
    );
  };
  afterFirstScreen(() => {
    window.addEventListener('online', attempt);
    attempt();
  });
}
