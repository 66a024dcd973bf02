// The notification centre (spec sections 3 "Notification", 4 "Notification click"; issue 16) and
// the ad page's product notices (spec 2.5), shared by the server and the client.
//
//   GET    /hm/v1/notifications           ?per_page=30&before=<key> -> Notification[] newest first,
//                                         x-wp-total (all of the caller's), x-hm-unread (unread)
//   PUT    /hm/v1/notifications/read      NotificationReadSchema {keys} -> {keys}: those of the
//                                         caller's own that are now read; other keys are ignored
//   DELETE /hm/v1/notifications/{key}     -> {deleted: true, previous}; another user's or a
//                                         missing key: 404 hm_notification_not_found
//   GET    /hm/v1/products/{id}/notices   (public) -> ProductNotices (src/core/product-notices.ts);
//                                         404 for an ad that is not public
//
// A notification carries facts, never text: the client builds the words from `type` and `data`
// in the reader's language. `amount` is the API's decimal price string ("340", "340.50"), as every
// other amount the API answers (an order's proposal.price, an ad's price), so the client has one
// way to show money (apiAmountToCents + formatCents); cents stay inside the server. `time` is in
// seconds, as spec section 3 says.
import * as v from 'valibot';
import { IdSchema, intString, MAX_ID } from './boundaries.ts';

/**
 * The 13 types of spec section 3, then the two issue 16 adds, then a refund (issue 16 asks every
 * event to tell, and spec 3 has no type for the money going back to the buyer).
 */
export const NOTIFICATION_TYPES = [
  'order_request',
  'order_accepted',
  'order_declined',
  'order_completed',
  'product_status_publish',
  'product_status_expired',
  'review_received',
  'customer_proposal',
  'vendor_proposal',
  'product_purchased',
  'product_sold',
  'product_payment',
  'new_message',
  'saved_search_match',
  'product_expiring',
  'order_refunded',
  // Issue 17: a reviewer's decision on the user's ID document.
  'id_verified',
  'id_rejected',
  // Issue 18: a decision against the user's content (with its statement of reasons), what came of
  // the user's report, and of their appeal.
  'moderation_decision',
  'report_outcome',
  'appeal_outcome',
  // Issue 30: a negotiation ended because the other account is no longer active (suspended or
  // deleted; the reader is never told which).
  'order_party_inactive',
  // Issue 32: the protected purchase after the payment.
  'order_shipped', // to the buyer: the seller sent the phone
  'order_received', // to the seller: the buyer has it
  'payout_released', // to the seller: the held money is on its way
  'payout_refunded', // to both: the held money is back with the buyer (sent after the decision)
  'problem_opened', // to the seller: the buyer reported a problem
  'problem_answered', // to the buyer: the seller answered it
  'problem_decided', // to both: the case ended (an admin's decision, or the return delivered)
  'order_delivered', // to both: the carrier delivered the parcel
  'ship_by_reminder', // to the seller: 3 days since the payment, please ship
  'order_cancelled_not_shipped', // to both: not shipped in time, the buyer cancelled and is refunded
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One page of the bell's list (spec 9: like the chats, 30). */
export const NOTIFICATIONS_PER_PAGE = 30;
export const NOTIFICATIONS_PER_PAGE_MAX = 100;
/** At most this many keys in one PUT /notifications/read. */
export const NOTIFICATION_READ_MAX = 100;
/** product_expiring is told this many days before an ad's end (once per end date). */
export const EXPIRY_WARNING_DAYS = 3;

/** The ad as it was when the notification was written (it may be renamed or deleted since). */
export const NotificationProductSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() });
/** A person as orders show them; the name as it is now ("Gelöschtes Konto" after a deletion). */
export const NotificationPartySchema = v.object({ id: v.number(), name: v.string(), avatar: v.string() });

export const NotificationDataSchema = v.object({
  product: v.optional(NotificationProductSchema),
  order: v.optional(v.object({ id: v.number() })),
  /** The buyer of the order (or the other member of a chat who is not the ad's seller). */
  customer: v.optional(NotificationPartySchema),
  /** The seller of the ad. */
  vendor: v.optional(NotificationPartySchema),
  /** Who wrote the review (review_received). */
  reviewer: v.optional(NotificationPartySchema),
  /** The chat of new_message (spec 3: the two sorted member ids, then the product id). */
  chatId: v.optional(v.string()),
  /** An unread new_message: how many messages of the chat its reader has not read (2 or more). */
  count: v.optional(v.number()),
  /** The proposal, counter or price paid, as the API writes prices ("340.50"). */
  amount: v.optional(v.string()),
  /** The saved search a new ad matched (saved_search_match). */
  saved_search: v.optional(v.object({ id: v.number(), name: v.string() })),
  /** The statement of reasons (moderation_decision, appeal_outcome): /decision/{id}. */
  decision: v.optional(v.object({ id: v.number() })),
  /** report_outcome: removed | dismissed; appeal_outcome: upheld | reversed. */
  outcome: v.optional(v.picklist(['removed', 'dismissed', 'upheld', 'reversed'])),
  /**
   * moderation_decision, report_outcome: what was decided on when it is not an ad, a chat message
   * (issue 30); `product` is then the chat's ad. `excerpt` is the start of the removed message,
   * for its author only (plain text, shown as text).
   */
  about: v.optional(v.picklist(['message'])),
  excerpt: v.optional(v.string()),
});
export type NotificationData = v.InferOutput<typeof NotificationDataSchema>;

export const NotificationSchema = v.object({
  /** Ascending in the order the notifications were written; pages go `before` a key. */
  key: v.number(),
  type: v.picklist(NOTIFICATION_TYPES),
  /** Unix time in seconds. */
  time: v.number(),
  read: v.boolean(),
  data: NotificationDataSchema,
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

const optionalQuery = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.union([v.undefined(), schema]),
    ),
  );

export const NotificationListQuerySchema = v.object({
  per_page: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => (s === '' ? String(NOTIFICATIONS_PER_PAGE) : s)),
    intString(1, NOTIFICATIONS_PER_PAGE_MAX),
  ),
  /** Only notifications older than this key (the last key of the page before). */
  before: optionalQuery(intString(1, MAX_ID)),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

export const NotificationReadSchema = v.strictObject(
  {
    keys: v.pipe(
      v.array(IdSchema, 'must be a list of keys'),
      v.minLength(1, 'must name at least one key'),
      v.maxLength(NOTIFICATION_READ_MAX, `must name at most ${NOTIFICATION_READ_MAX} keys`),
    ),
  },
  'is not a field of this call',
);
export type NotificationRead = v.InferOutput<typeof NotificationReadSchema>;

/**
 * The bell shows one notification per chat, the newest (issue 30): the server keeps only the
 * latest, and a list that met an older one (a page cached before, one written before that rule)
 * leaves it out. `items` newest first.
 */
export function collapseChatNotices<N extends Pick<Notification, 'type' | 'data'>>(items: readonly N[]): N[] {
  const chats = new Set<string>();
  return items.filter((n) => {
    const chatId = n.type === 'new_message' ? n.data.chatId : undefined;
    if (chatId === undefined) return true;
    if (chats.has(chatId)) return false;
    chats.add(chatId);
    return true;
  });
}
