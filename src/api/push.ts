// Web Push's calls (src/core/push.ts lists them with their paths): the server's VAPID key, and
// the caller's devices: subscribe (or renew), unsubscribe, list. Answers parsed with core schemas.
import * as v from 'valibot';
import { PushDeviceSchema, PushKeySchema, type PushDevice, type PushKind } from '../core/push.ts';
import { apiCall } from './client.ts';

/** GET /hm/v1/push/key (public): what pushManager.subscribe takes as applicationServerKey. */
export async function fetchPushKey(signal?: AbortSignal): Promise<string> {
  return (await apiCall('/hm/v1/push/key', PushKeySchema, { signal })).data.publicKey;
}

/** GET /hm/v1/push/subscriptions: the caller's devices, most recently renewed first. */
export async function fetchPushDevices(signal?: AbortSignal): Promise<PushDevice[]> {
  return (await apiCall('/hm/v1/push/subscriptions', v.array(PushDeviceSchema), { auth: true, signal })).data;
}

/** The browser's PushSubscription as toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime?: number | null | undefined;
  keys: { p256dh: string; auth: string };
}

/** POST /hm/v1/push/subscriptions: this device on with `kinds` (the same endpoint again: updated). */
export async function subscribePush(
  subscription: BrowserSubscription,
  kinds: readonly PushKind[],
  idempotencyKey: string,
): Promise<PushDevice> {
  const body = {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    kinds,
  };
  return (
    await apiCall('/hm/v1/push/subscriptions', PushDeviceSchema, {
      method: 'POST',
      body,
      auth: true,
      idempotencyKey,
    })
  ).data;
}

/** DELETE /hm/v1/push/subscriptions: this device off; 404 hm_push_not_found when it is not on. */
export async function unsubscribePush(endpoint: string, idempotencyKey: string): Promise<void> {
  await apiCall('/hm/v1/push/subscriptions', v.object({ deleted: v.boolean() }), {
    method: 'DELETE',
    body: { endpoint },
    auth: true,
    idempotencyKey,
  });
}
