// Sends what push_outbox holds (issue 16, docs/push.md), after the notifications' transactions
// committed: the job server/jobs/push-send.ts runs `drainOnce`, woken by their NOTIFY (LISTEN
// hm_push) and, as a backstop and for retries, every minute. Each push is claimed (leased) before
// it is sent, so several instances share the work and a push is sent by one of them; a crash
// mid-send leaves it to be tried again after the lease (a push service takes a repeat as a second push: at least
// once, never lost; the Topic makes a repeat replace the first on the device).
//
// Answers: 201/2xx done; 404/410 the device is gone, so is its subscription (and what waits for
// it); other 4xx refused for good (logged); 429, 5xx, timeouts and network failures tried again
// with backoff (Retry-After when given) until the push's TTL has passed. Logs name the push
// service's host and the status, never the endpoint's path (its secret) or the keys.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  claimDuePushes,
  deletePush,
  deletePushSubscriptionById,
  retryPushAt,
  type DuePush,
} from '../../db/repositories/push.ts';
import { logError } from '../../lib/log.ts';
import { PrivateAddressError } from '../../lib/public-address.ts';
import { vapidKeys, type VapidKeys } from './keys.ts';
import { pushPoster, type PushPost, type PushPostAnswer } from './post.ts';

export interface PushSenderOptions {
  /** The database itself, not the app's scoped view (no request transaction applies here). */
  db: Database;
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'pushLocalEndpoints'>;
  /** How a push is posted; ./post.ts (public addresses only) by default. */
  post?: PushPost;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
}

export interface DrainResult {
  sent: number;
  /** Devices removed (the push service answered 404 or 410). */
  pruned: number;
  /** Pushes refused for good or past their TTL. */
  dropped: number;
  /** Pushes to be tried again later. */
  retrying: number;
}

const BATCH = 50;
/** Longer than a send may take (timeoutMs), so a lease never ends while its push is on the way. */
const LEASE_S = 60;
const MAX_BACKOFF_S = 60 * 60;

type Outcome = keyof DrainResult;

/** When to try again: Retry-After (seconds) when the service says, else 30 s doubling per attempt. */
function retryDelaySeconds(attempts: number, retryAfter: string | null): number {
  const asked = retryAfter && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : undefined;
  return Math.min(asked ?? 30 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_S);
}

export function pushSender(options: PushSenderOptions) {
  const { db, config } = options;
  const post = options.post ?? pushPoster({ allowLocal: config.pushLocalEndpoints });
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function sendOne(push: DuePush, keys: VapidKeys): Promise<Outcome> {
    const host = new URL(push.endpoint).host;
    const stale = () => Date.now() >= push.createdAt.getTime() + push.ttl * 1000;
    const later = async (retryAfter: string | null): Promise<Outcome> => {
      const at = new Date(Date.now() + retryDelaySeconds(push.attempts, retryAfter) * 1000);
      if (at.getTime() >= push.createdAt.getTime() + push.ttl * 1000) {
        await deletePush(db, push.id);
        return 'dropped';
      }
      await retryPushAt(db, push.id, at);
      return 'retrying';
    };
    if (stale()) {
      await deletePush(db, push.id);
      return 'dropped';
    }
    // web-push builds the request (aes128gcm encryption, the VAPID JWT for the endpoint's origin,
    // TTL, Urgency, Topic); `post` sends it.
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(push.payload),
      {
        vapidDetails: {
          subject: config.vapidSubject,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: push.ttl,
        urgency: push.urgency,
        topic: push.topic,
      },
    );
    let response: PushPostAnswer;
    try {
      response = await post(push.endpoint, {
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: request.body ? new Uint8Array(request.body) : undefined,
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof PrivateAddressError) {
        // Not a push service (or no longer one): the device goes, with what waits for it.
        console.warn(`[push ${host}] resolves outside the public internet: device removed`);
        await deletePushSubscriptionById(db, push.subscriptionId);
        return 'pruned';
      }
      logError(`push ${host}`, error);
      return later(null);
    }
    if (response.status >= 200 && response.status < 300) {
      await deletePush(db, push.id);
      return 'sent';
    }
    if (response.status === 404 || response.status === 410) {
      await deletePushSubscriptionById(db, push.subscriptionId);
      return 'pruned';
    }
    console.warn(`[push ${host}] answered ${response.status}`);
    if (response.status === 429 || response.status >= 500) return later(response.retryAfter);
    await deletePush(db, push.id);
    return 'dropped';
  }

  return {
    /** One round: send everything due now (the job's round; tests call it). */
    async drainOnce(): Promise<DrainResult> {
      const total: DrainResult = { sent: 0, pruned: 0, dropped: 0, retrying: 0 };
      const keys = await vapidKeys(db, config);
      for (;;) {
        const due = await claimDuePushes(db, BATCH, LEASE_S);
        if (due.length === 0) return total;
        const outcomes = await Promise.all(
          due.map((push) =>
            sendOne(push, keys).catch((error: unknown): Outcome => {
              // A database failure while recording the outcome: the lease ends, it is tried again.
              logError('push', error);
              return 'retrying';
            }),
          ),
        );
        for (const outcome of outcomes) total[outcome]++;
      }
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
