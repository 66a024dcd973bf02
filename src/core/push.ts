// Web Push to the installed app (issue 16, docs/push.md), shared by the server and the client.
//
//   GET    /hm/v1/push/key            (public) -> {publicKey}: the server's VAPID key, base64url
//   POST   /hm/v1/push/subscriptions  PushSubscribeSchema (the browser's PushSubscription JSON
//                                     plus {kinds}) -> 201 PushDevice; the same endpoint again
//                                     updates it (still 201); another user's endpoint moves to
//                                     the caller (a browser belongs to whoever signed in last)
//   DELETE /hm/v1/push/subscriptions  {endpoint} -> {deleted: true}; not the caller's: 404
//   GET    /hm/v1/push/subscriptions  -> PushDevice[] (the caller's devices, newest first)
//
// A push carries the words (built on the server in the user's language, server/services/push/texts.ts)
// because the service worker must show a notification for every push at once, without asking
// the API first. Which notification type goes out as which kind, how long a push service keeps
// it (TTL) and what it replaces (Topic, tag) is decided here, once.
import * as v from 'valibot';
import type { Notification, NotificationType } from './notifications.ts';
import { safeString } from './boundaries.ts';

/** What a user turns on or off per device (settings, "Push-Benachrichtigungen"). */
export const PUSH_KINDS = ['messages', 'orders', 'sales', 'saved_searches', 'ad_expiry'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The kind each notification type is pushed as; null: the bell only (an ad the seller published
 * a moment ago, a review: nothing to act on while the app is closed).
 */
export const PUSH_KIND_OF: Record<NotificationType, PushKind | null> = {
  new_message: 'messages',
  order_request: 'orders',
  customer_proposal: 'orders',
  vendor_proposal: 'orders',
  order_accepted: 'orders',
  order_declined: 'orders',
  order_refunded: 'orders',
  order_party_inactive: 'orders',
  order_shipped: 'orders',
  order_received: 'sales',
  payout_released: 'sales',
  payout_refunded: 'orders',
  problem_opened: 'sales',
  problem_answered: 'orders',
  problem_decided: 'orders',
  order_delivered: 'orders',
  ship_by_reminder: 'sales',
  order_cancelled_not_shipped: 'orders',
  product_purchased: 'orders',
  product_sold: 'sales',
  product_payment: 'sales',
  order_completed: 'sales',
  saved_search_match: 'saved_searches',
  product_expiring: 'ad_expiry',
  product_status_expired: 'ad_expiry',
  product_status_publish: null,
  review_received: null,
  id_verified: null,
  id_rejected: null,
  // Issue 18: the bell (and the statement of reasons) tells these; nothing to act on at once.
  moderation_decision: null,
  report_outcome: null,
  appeal_outcome: null,
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How long a push service keeps a push for a device that is off (seconds): past it, the news is
 * stale and the bell tells it anyway. A proposal waits 48 hours for an answer, so 2 days; a
 * message a day; a sale a week (money arrived); a search match a day (good phones go fast); an
 * ad's end 3 days (the warning comes 3 days ahead).
 */
export const PUSH_TTL: Record<PushKind, number> = {
  messages: DAY,
  orders: 2 * DAY,
  sales: 7 * DAY,
  saved_searches: DAY,
  ad_expiry: 3 * DAY,
};

/** RFC 8030 Urgency: a phone on a low battery delivers only high ones at once. */
export const PUSH_URGENCY: Record<PushKind, 'high' | 'normal' | 'low'> = {
  messages: 'high',
  orders: 'high',
  sales: 'normal',
  saved_searches: 'normal',
  ad_expiry: 'low',
};

/** RFC 8030: a Topic is at most 32 characters of the base64url alphabet. */
export const PUSH_TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * What a push replaces, as the push service's Topic (an undelivered push of the same topic is
 * dropped) and the shown notification's tag (a newer one takes its place): one per chat (its id,
 * `12_40_977`, at most 32 characters of digits and `_`), per order (a counter replaces the
 * proposal before it; payment and sale arrive as one), per ad, per saved search and ad.
 */
export function pushTopic(n: Pick<Notification, 'key' | 'type' | 'data'>): string {
  const { chatId, order, product, saved_search } = n.data;
  let topic: string | undefined;
  if (n.type === 'new_message' && chatId) topic = chatId;
  else if (n.type === 'saved_search_match' && saved_search && product)
    topic = `search-${saved_search.id}-${product.id}`;
  else if (order) topic = `order-${order.id}`;
  else if (product) topic = `ad-${product.id}`;
  // Anything else stands alone (its own key never collapses with another).
  return topic !== undefined && PUSH_TOPIC_PATTERN.test(topic) ? topic : `n-${n.key}`;
}

/** What the service worker receives, decrypted (the `push` event's data, JSON). */
export interface PushPayload {
  type: NotificationType;
  title: string;
  body: string;
  /** An app path ("/order/40/offer"): where a tap on the notification leads. */
  url: string;
  /** The notification's tag: a newer push of the same topic replaces the shown one. */
  tag: string;
  /** The bell notification it tells of: a tap marks it read, as a click in the bell does. */
  key: number;
}

/** At most this many devices per user with push on (a refusal beyond: 409 hm_push_limit). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** A push service's URL is short (FCM's are about 190 characters, Mozilla's about 250). */
export const PUSH_ENDPOINT_MAX = 1000;
/** The cap on a subscription call's body (the browser's JSON is well under 1 kB). */
export const PUSH_BODY_MAX_BYTES = 4096;

/** base64url without padding, exactly `chars` long (RFC 8291 keys as PushSubscription.toJSON). */
const base64url = (chars: number, what: string) =>
  v.pipe(
    v.string('must be text'),
    v.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`), `must be ${what} in base64url`),
  );

/**
 * An absolute http(s) URL without spaces (the server checks the rest: https, a host name). A
 * regex, not v.url: valibot's URL check would join the home list's JavaScript (valibot is shared).
 */
export const PushEndpointSchema = v.pipe(
  safeString(PUSH_ENDPOINT_MAX),
  v.regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'must be an http(s) URL'),
);

export const PushKindsSchema = v.pipe(
  v.array(v.picklist(PUSH_KINDS, 'is not a push kind'), 'must be a list of push kinds'),
  v.maxLength(PUSH_KINDS.length, `must name at most ${PUSH_KINDS.length} kinds`),
  v.transform((kinds) => PUSH_KINDS.filter((k) => kinds.includes(k))),
);

export const PushSubscribeSchema = v.strictObject(
  {
    endpoint: PushEndpointSchema,
    /** PushSubscription.expirationTime: milliseconds since 1970, or null (most browsers). */
    expirationTime: v.optional(
      v.nullable(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0))),
    ),
    keys: v.strictObject(
      {
        /** The browser's P-256 public key, uncompressed: 65 bytes. */
        p256dh: base64url(87, 'a 65-byte P-256 key'),
        /** The auth secret: 16 bytes. */
        auth: base64url(22, 'a 16-byte secret'),
      },
      'is not a field of the keys',
    ),
    /** The kinds this device wants; all when left out. */
    kinds: v.optional(PushKindsSchema, [...PUSH_KINDS]),
  },
  'is not a field of this call',
);
export type PushSubscribe = v.InferOutput<typeof PushSubscribeSchema>;

export const PushUnsubscribeSchema = v.strictObject(
  { endpoint: PushEndpointSchema },
  'is not a field of this call',
);

/** One of the caller's devices with push on (GET /push/subscriptions, POST's answer). */
export const PushDeviceSchema = v.object({
  endpoint: v.string(),
  kinds: v.array(v.picklist(PUSH_KINDS)),
  /** ISO 8601: when push was turned on, and when the device last renewed it (every app start). */
  created: v.string(),
  updated: v.string(),
  /** The push service's host ("fcm.googleapis.com"), to tell the devices apart. */
  service: v.string(),
});
export type PushDevice = v.InferOutput<typeof PushDeviceSchema>;

export const PushKeySchema = v.object({ publicKey: v.string() });
