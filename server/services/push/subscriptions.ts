// The devices with push on (issue 16, docs/push.md): turning push on for a device (or renewing it
// at every app start: the same endpoint again updates it), turning it off, and the caller's list.
// Only the caller's own devices are listed or removed; an endpoint subscribed by another user
// moves to the caller (the browser's push subscription belongs to whoever signed in on it last).
import { isIP } from 'node:net';
import { PUSH_SUBSCRIPTIONS_MAX, type PushDevice, type PushSubscribe } from '../../../src/core/push.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  countOtherDevices,
  deletePushSubscription,
  listPushSubscriptions,
  lockPushDevicesOf,
  upsertPushSubscription,
  type PushSubscriptionRow,
} from '../../db/repositories/push.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { vapidKeys } from './keys.ts';
import { isLocalStandIn } from './post.ts';

const badEndpoint = (reason: string) =>
  new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): endpoint', { endpoint: reason });

/**
 * The server will POST to this URL, so it must be a push service, not something on the server's
 * own network: https with a host name (no IP literal, no user info, no single-label name such as
 * `intranet`); http://127.0.0.1/localhost only when PUSH_LOCAL_ENDPOINTS allows the local stand-in.
 */
export function checkEndpoint(endpoint: string, allowLocal: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badEndpoint('must be a URL');
  }
  if (url.username || url.password) throw badEndpoint('must not carry user info');
  if (isLocalStandIn(url, allowLocal)) return;
  if (url.protocol !== 'https:') throw badEndpoint('must be an https URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || !host.includes('.') || host.endsWith('.localhost') || host === 'localhost') {
    throw badEndpoint('must name a push service by its host name');
  }
}

function deviceJson(row: PushSubscriptionRow): PushDevice {
  return {
    endpoint: row.endpoint,
    kinds: row.kinds,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    service: new URL(row.endpoint).host,
  };
}

export function pushService(db: Database, config: Config) {
  return {
    /** GET /hm/v1/push/key: what the browser's pushManager.subscribe needs. */
    async publicKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await vapidKeys(db, config)).publicKey };
    },

    /** POST /hm/v1/push/subscriptions: this device on (or renewed, or moved to the caller). */
    async subscribe(userId: number, input: PushSubscribe): Promise<PushDevice> {
      checkEndpoint(input.endpoint, config.pushLocalEndpoints);
      const row = await inTransaction(db, async (tx) => {
        // One at a time per user, so parallel subscribes cannot pass the cap together.
        await lockPushDevicesOf(tx, userId);
        if ((await countOtherDevices(tx, userId, input.endpoint)) >= PUSH_SUBSCRIPTIONS_MAX) {
          // 400, not 409: a conflict is what clients retry, and this stays until a device goes.
          throw new ApiError(
            400,
            'hm_push_limit',
            `Push is on for ${PUSH_SUBSCRIPTIONS_MAX} devices already; turn it off on one first.`,
            { max: String(PUSH_SUBSCRIPTIONS_MAX) },
          );
        }
        return upsertPushSubscription(tx, {
          userId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          kinds: input.kinds,
          expiresAt: typeof input.expirationTime === 'number' ? new Date(input.expirationTime) : null,
        });
      });
      return deviceJson(row);
    },

    /** DELETE /hm/v1/push/subscriptions: the caller's device off; anyone else's is as missing. */
    async unsubscribe(userId: number, endpoint: string): Promise<{ deleted: true }> {
      if (!(await deletePushSubscription(db, userId, endpoint))) {
        throw new ApiError(404, 'hm_push_not_found', 'No device of yours has this endpoint.');
      }
      return { deleted: true };
    },

    /** GET /hm/v1/push/subscriptions: the caller's devices, most recently renewed first. */
    async list(userId: number): Promise<PushDevice[]> {
      return (await listPushSubscriptions(db, userId)).map(deviceJson);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
