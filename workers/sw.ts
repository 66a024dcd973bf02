// The service worker: precaches the app shell, serves every navigation from it when offline,
// keeps the photos it has shown (listings seen once stay illustrated offline), and, woken by
// Background Sync when the connection returns, tells the open pages to send their outbox.
// API answers are not cached here: the app keeps its data in IndexedDB.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC } from '../src/core/outbox-sync.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/wp-json\//, /^\/wp-content\//, /^\/dev\//],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/wp-content/uploads/'),
  new CacheFirst({
    cacheName: 'photos',
    plugins: [
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Background Sync (Chromium): not in TypeScript's worker types.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The outbox's replayers live in the page: the worker only wakes the pages that are open (a page
// opened later sends on start anyway).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC.tag) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: OUTBOX_SYNC.message });
    }),
  );
});

// The first install takes over at once so a first visit already works offline; later versions
// wait until the user accepts the update prompt.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
