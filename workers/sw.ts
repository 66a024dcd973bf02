// The service worker: precaches the app shell, serves every navigation from it when offline,
// keeps the photos it has shown (listings seen once stay illustrated offline), and, woken by
// Background Sync when the connection returns, tells the open pages to send their outbox, and
// receives photos shared from the gallery (the manifest's share target), and shows pushes
// (./push.ts).
// API answers are not cached here: the app keeps its data in IndexedDB.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC } from '../src/core/outbox-sync.ts';
import { SHARE_TARGET, SHARED_FILE_HEADERS } from '../src/core/share-target.ts';
import { listenForPush } from './push.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // From the network: the sandbox's approval page is the server's own page, and the pay screen
    // carries its own policy (PayPal's origins with the PayPal provider), which a cached shell
    // would not have. Paying needs a connection anyway. (Matched against path and query.)
    denylist: [
      /^\/wp-json\//,
      /^\/wp-content\//,
      /^\/dev\//,
      /^\/sandbox\//,
      /^\/order\/[^/]+\/pay\/?(\?|$)/,
    ],
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

// Photos shared into the app (Web Share Target level 2): kept in Cache Storage, replacing any
// share the form has not taken yet, then the browser is sent to the ad form (303, so it GETs it),
// which makes a new draft of them and clears the cache. Only jpeg and png are kept; none is fine
// too (the form then opens empty).
async function receiveShare(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const accepted: readonly string[] = SHARE_TARGET.accept;
    const files = form
      .getAll(SHARE_TARGET.field)
      .filter((entry): entry is File => typeof entry !== 'string' && accepted.includes(entry.type))
      .slice(0, SHARE_TARGET.maxFiles);
    await caches.delete(SHARE_TARGET.cache);
    const cache = await caches.open(SHARE_TARGET.cache);
    const stamp = Date.now();
    await Promise.all(
      files.map((file, index) =>
        cache.put(
          new Request(`/${SHARE_TARGET.cache}/${stamp}-${index}`),
          new Response(file, {
            headers: {
              'content-type': file.type,
              [SHARED_FILE_HEADERS.name]: encodeURIComponent(file.name || `photo-${index + 1}.jpg`),
              [SHARED_FILE_HEADERS.modified]: String(file.lastModified || stamp),
            },
          }),
        ),
      ),
    );
  } catch {
    // A malformed share: the form opens without photos rather than an error page.
  }
  return Response.redirect(SHARE_TARGET.redirect, 303);
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === SHARE_TARGET.action && request.method === 'POST',
  ({ request }) => receiveShare(request),
  'POST',
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

listenForPush();

// The first install takes over at once so a first visit already works offline; later versions
// wait until the user accepts the update prompt.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
