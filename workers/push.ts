// Web Push in the service worker (issue 16, docs/push.md). Every push shows a notification, at
// once and always (browsers, iOS first, withdraw push from apps that receive pushes without
// showing one): the server sends the words (src/core/push.ts PushPayload), and a push that cannot
// be read still shows "Handymarkt" and opens the app. A newer push of the same tag (one chat, one
// order) replaces the one shown and alerts again. A tap focuses an open window of the app and
// navigates it to the push's address, or opens one there.
/// <reference lib="webworker" />
import type { PushPayload } from '../src/core/push.ts';
import {
  FROM_PUSH_PARAM,
  PUSH_HANDOFF_CACHE,
  PUSH_RENEW_MESSAGE,
  REPLACED_ENDPOINT_PATH,
} from '../src/core/push-handoff.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

type Shown = Pick<PushPayload, 'title' | 'body' | 'url' | 'tag'> & { key?: number };

const FALLBACK: Shown = { title: 'Handymarkt', body: '', url: '/', tag: 'handymarkt' };

/** An address inside the app ("/order/40/offer"); anything else (another origin, "//x") is "/". */
export function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')
    ? url
    : '/';
}

/** The push's words, or the fallback for a push without readable JSON. */
export function readPush(data: { json(): unknown } | null): Shown {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return FALLBACK;
  }
  if (typeof value !== 'object' || value === null) return FALLBACK;
  const p = value as Partial<Record<keyof Shown, unknown>>;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback);
  const key = typeof p.key === 'number' && Number.isSafeInteger(p.key) && p.key > 0 ? p.key : undefined;
  return {
    title: text(p.title, FALLBACK.title),
    body: text(p.body, ''),
    url: appPath(p.url),
    tag: text(p.tag, FALLBACK.tag),
    ...(key === undefined ? {} : { key }),
  };
}

/**
 * Where a tap leads: the push's address, with the notification's key for the app, which marks it
 * read and removes it as a click in the bell does (the worker has no session to do it itself).
 */
export function tapTarget(data: { url?: unknown; key?: unknown } | null): string {
  const path = appPath(data?.url);
  const key = data?.key;
  if (typeof key !== 'number' || !Number.isSafeInteger(key) || key <= 0) return path;
  const url = new URL(path, 'https://app.invalid');
  url.searchParams.set(FROM_PUSH_PARAM, String(key));
  return url.pathname + url.search + url.hash;
}

async function showPush(data: PushMessageData | null): Promise<void> {
  const push = readPush(data);
  await self.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag,
    icon: ICON,
    badge: ICON,
    data: { url: push.url, ...(push.key === undefined ? {} : { key: push.key }) },
    // A newer message in the same chat replaces the shown one and is told again (not in the DOM
    // types of every TypeScript version, hence the spread).
    ...{ renotify: true },
  });
}

async function openApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    // navigate() works for the windows this worker controls; an uncontrolled one opens anew.
    const moved = await focused.navigate(target).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(target);
}

/** The browser replaced (or dropped) a subscription: Firefox does it, Chromium not yet. */
interface SubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription?: PushSubscription | null;
  readonly newSubscription?: PushSubscription | null;
}

export interface SubscriptionChangeDeps {
  subscribe(applicationServerKey: ArrayBuffer): Promise<PushSubscription>;
  /** Leave the replaced endpoint for the app's renewal. */
  keepReplaced(endpoint: string): Promise<void>;
  /** Ask open windows of the app to renew now. */
  tellWindows(): Promise<void>;
}

/**
 * Keeps push on across a browser's change of subscription: subscribe again with the old one's
 * key when the browser gave no new one, and hand the replaced endpoint to the app, which tells
 * the server (the worker holds no session). A window open now renews at once, else the next start.
 */
export async function followSubscriptionChange(
  old: Pick<PushSubscription, 'endpoint' | 'options'> | null | undefined,
  next: Pick<PushSubscription, 'endpoint'> | null | undefined,
  deps: SubscriptionChangeDeps,
): Promise<void> {
  const key = old?.options.applicationServerKey ?? null;
  const current = next ?? (key ? await deps.subscribe(key) : null);
  if (old && old.endpoint !== current?.endpoint) await deps.keepReplaced(old.endpoint);
  await deps.tellWindows();
}

const workerDeps: SubscriptionChangeDeps = {
  subscribe: (applicationServerKey) =>
    self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
  keepReplaced: async (endpoint) => {
    const cache = await caches.open(PUSH_HANDOFF_CACHE);
    await cache.put(REPLACED_ENDPOINT_PATH, new Response(endpoint));
  },
  tellWindows: async () => {
    const windows = await self.clients.matchAll({ type: 'window' });
    for (const w of windows) w.postMessage({ type: PUSH_RENEW_MESSAGE });
  },
};

export function listenForPush(): void {
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as SubscriptionChangeEvent;
    change.waitUntil(followSubscriptionChange(change.oldSubscription, change.newSubscription, workerDeps));
  });
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(event.data));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown; key?: unknown } | null;
    event.waitUntil(openApp(tapTarget(data)));
  });
}
