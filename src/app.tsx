// The app: language and router, rendered into the page by start() (src/main.tsx evaluates this
// module in a task of its own).
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, initialLanguage } from './i18n/i18n-provider.tsx';
import { afterFirstScreen, afterFirstScreenUntilLoaded } from './local/after-first-screen.ts';
import { makeRouter } from './router.ts';
import { getSession, subscribeSession } from './session/session-store.ts';

/**
 * Live updates (src/live-updates.ts) once the first screen is shown and someone is logged in: a
 * visitor never loads their code.
 */
function liveUpdatesWhenLoggedIn(): void {
  let loading = false;
  const check = () => {
    if (loading || !getSession().token) return;
    loading = true;
    unsubscribe();
    // Offline before its chunk was cached (a first visit that lost the network), it starts once
    // the network is back, with no unhandled failure.
    afterFirstScreenUntilLoaded(() => import('./live-updates.ts').then((m) => m.startLiveUpdates()));
  };
  const unsubscribe = subscribeSession(check);
  check();
}

/**
 * The photo the server put into an ad's page (server/services/page-hints.ts) is painted before
 * React replaces the page: without this wait the app's first render cleared it unseen, and the
 * ad's photo counted as shown only once the screen's code and data had arrived. Capped, so a
 * slow photo never holds the app back for long.
 */
function shellPhotoPainted(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('#app-shell img');
  if (!photo) return Promise.resolve();
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        photo.addEventListener('load', () => resolve(), { once: true });
        photo.addEventListener('error', () => resolve(), { once: true });
      });
  const painted = loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, 1000))]);
}

/** A macrotask: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first render runs as a transition: React then renders in slices of a few milliseconds,
 * letting the browser in between, instead of in one long task (the page shows the static shell
 * meanwhile, so nothing waits for it but the list).
 */
export function start(): Promise<void> {
  afterFirstScreen(liveUpdatesWhenLoggedIn);
  const router = makeRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The router resolves the address (and starts the screen's reads) before React renders, so the
  // first render does not meet a router update halfway: such an update is drawn synchronously,
  // the whole page in one long task, where the transition below draws it in slices. It does so
  // in a task of its own, after the one that built the route tree.
  const routed = nextTask().then(() => router.load());
  return Promise.all([initialLanguage(), shellPhotoPainted(), routed]).then(([language]) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <I18nProvider initial={language}>
            <RouterProvider router={router} />
          </I18nProvider>
        </StrictMode>,
      ),
    ),
  );
}
