// This browser's side of push (issue 16, docs/push.md), without the cache or React: whether it
// can, its subscription for the server's key, whose it is, renewing it at every app start and
// forgetting it at logout. Small on purpose: the app's start loads it (only when the browser
// allows notifications), the settings' hooks (./push.ts) build on it.
import { ApiFailure } from '../../api/client.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import {
  fetchPushDevices,
  fetchPushKey,
  subscribePush,
  unsubscribePush,
  type BrowserSubscription,
} from '../../api/push.ts';
import { PUSH_KINDS } from '../../core/push.ts';
import { PUSH_HANDOFF_CACHE, PUSH_RENEW_MESSAGE, REPLACED_ENDPOINT_PATH } from '../../core/push-handoff.ts';
import { getSession } from '../../session/session-store.ts';

/**
 * Whose push this browser has on (a user id): the app renews it only for that user, so a browser
 * another user signs in on is not moved to them unasked (and its endpoint may change meanwhile).
 */
const OWNER_KEY = 'hm-push-owner';

export function rememberOwner(userId: number | undefined): void {
  try {
    if (userId === undefined) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // Storage refused (private mode): renewal waits for the settings screen.
  }
}

function rememberedOwner(): number | undefined {
  try {
    const value = Number(localStorage.getItem(OWNER_KEY));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this browser can receive pushes at all (an iPhone only from the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's answer to "may Handymarkt show notifications?" ('default': not asked yet). */
export function pushPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** The browser's push subscription, as JSON; undefined when it has none. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

export const asJson = (subscription: PushSubscription): BrowserSubscription =>
  subscription.toJSON() as BrowserSubscription;

/** base64url to the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

/** The browser's subscription for the server's current key: kept, or made anew. */
export async function subscribeBrowser(): Promise<PushSubscription> {
  const key = keyBytes(await fetchPushKey());
  const manager = (await registration()).pushManager;
  const existing = await manager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // Made with another key (the server's changed): it can never be sent to again.
  await existing?.unsubscribe().catch(() => false);
  return manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * The start's renewal while it runs: turning push off (or logging out) waits for it first, or its
 * late answer would turn push on again on the server right after the user turned it off.
 */
let renewal: Promise<unknown> = Promise.resolve();

export async function forget(subscription: PushSubscription): Promise<void> {
  await renewal;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  rememberOwner(undefined);
  await unsubscribePush(endpoint, newIdempotencyKey()).catch((error: unknown) => {
    if (!(error instanceof ApiFailure && error.code === 'hm_push_not_found')) throw error;
  });
}

/**
 * Logging out: this browser stops getting the user's pushes (the next person on it must not read
 * them). The browser forgets its subscription at once; the server is told when it can be reached
 * (otherwise the push service's 404/410 removes the device at the next push).
 */
export async function forgetPushOnLogout(): Promise<void> {
  const userId = getSession().user?.id;
  if (userId === undefined || rememberedOwner() !== userId) return;
  const subscription = await browserSubscription();
  if (subscription) await forget(subscription);
}

/**
 * At app start, for a signed-in user whose browser allows notifications and has push on: tell the
 * server again (the same endpoint: updated, its kinds kept; a new one after the browser or the
 * server's key changed it). Never asks for permission. Best effort: offline or refused, the next
 * start tries again.
 */
export function renewPush(): Promise<void> {
  const run = renewNow();
  renewal = run.catch(() => undefined);
  return run;
}

async function renewNow(): Promise<void> {
  const userId = getSession().user?.id;
  if (pushPermission() !== 'granted' || userId === undefined || rememberedOwner() !== userId) return;
  const current = await browserSubscription();
  if (!current) return;
  const devices = await fetchPushDevices();
  // The endpoint the browser replaced (the worker left it: src/core/push-handoff.ts): its
  // kinds carry over to the new one, and the server forgets it.
  const replaced = await replacedEndpoint();
  const known =
    devices.find((d) => d.endpoint === current.endpoint) ?? devices.find((d) => d.endpoint === replaced);
  const subscription = asJson(await subscribeBrowser());
  await subscribePush(subscription, known?.kinds ?? PUSH_KINDS, newIdempotencyKey());
  if (replaced !== undefined) {
    if (replaced !== subscription.endpoint && devices.some((d) => d.endpoint === replaced)) {
      await unsubscribePush(replaced, newIdempotencyKey()).catch((error: unknown) => {
        if (!(error instanceof ApiFailure && error.code === 'hm_push_not_found')) throw error;
      });
    }
    await forgetReplacedEndpoint();
  }
}

async function replacedEndpoint(): Promise<string | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const kept = await caches
    .match(REPLACED_ENDPOINT_PATH, { cacheName: PUSH_HANDOFF_CACHE })
    .catch(() => undefined);
  return kept ? await kept.text() : undefined;
}

async function forgetReplacedEndpoint(): Promise<void> {
  await caches.delete(PUSH_HANDOFF_CACHE).catch(() => false);
}

/** The worker asks open windows to renew after the browser replaced the subscription. */
export function renewWhenWorkerAsks(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === PUSH_RENEW_MESSAGE) void renewPush().catch(() => undefined);
  });
}
