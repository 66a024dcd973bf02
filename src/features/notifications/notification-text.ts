// A notification's words, built on the client from its `type` and `data` in the reader's language
// (the server sends facts, never text: docs/notifications.md): which message, with the amount as
// euro (src/core/money.ts), the ad's title and the other person's name; and when it happened, as
// "vor 5 Minuten" for the last week and as a date before that. Pure, so every type is tested in
// both languages (notification-text.test.ts).
import { apiAmountToCents, formatCents } from '../../core/money.ts';
import { EXPIRY_WARNING_DAYS, type Notification, type NotificationType } from '../../core/notifications.ts';
import type { MessageId } from '../../i18n/messages.ts';

/** One message per type; those with an amount say it when the notification has one. */
export const NOTIFICATION_MESSAGES: Record<NotificationType, MessageId> = {
  order_request: 'notifications.text.orderRequest',
  order_accepted: 'notifications.text.orderAccepted',
  order_declined: 'notifications.text.orderDeclined',
  order_completed: 'notifications.text.orderCompleted',
  product_status_publish: 'notifications.text.productStatusPublish',
  product_status_expired: 'notifications.text.productStatusExpired',
  review_received: 'notifications.text.reviewReceived',
  customer_proposal: 'notifications.text.customerProposal',
  vendor_proposal: 'notifications.text.vendorProposal',
  product_purchased: 'notifications.text.productPurchased',
  product_sold: 'notifications.text.productSold',
  product_payment: 'notifications.text.productPayment',
  new_message: 'notifications.text.newMessage',
  saved_search_match: 'notifications.text.savedSearchMatch',
  product_expiring: 'notifications.text.productExpiring',
  order_refunded: 'notifications.text.orderRefunded',
  order_party_inactive: 'notifications.text.orderPartyInactive',
  order_shipped: 'notifications.text.orderShipped',
  order_received: 'notifications.text.orderReceived',
  payout_released: 'notifications.text.payoutReleased',
  payout_refunded: 'notifications.text.payoutRefunded',
  problem_opened: 'notifications.text.problemOpened',
  problem_answered: 'notifications.text.problemAnswered',
  problem_decided: 'notifications.text.problemDecided',
  order_delivered: 'notifications.text.orderDelivered',
  ship_by_reminder: 'notifications.text.shipByReminder',
  order_cancelled_not_shipped: 'notifications.text.orderCancelledNotShipped',
  id_verified: 'notifications.text.idVerified',
  id_rejected: 'notifications.text.idRejected',
  moderation_decision: 'notifications.text.moderationDecision',
  report_outcome: 'notifications.text.reportOutcome',
  appeal_outcome: 'notifications.text.appealOutcome',
};

type Party = NonNullable<Notification['data']['vendor']>;

/** Said in place of a missing amount (the messages `select` on it). */
export const NO_AMOUNT = 'none';

/** A person or ad the notification does not name (an old or partial one). */
export interface Fallbacks {
  someone: string;
  anAd: string;
}

export interface NotificationMessage {
  id: MessageId;
  values: {
    name: string;
    product: string;
    amount: string;
    search: string;
    days: number;
    outcome: string;
    about: string;
    excerpt: string;
    count: number;
  };
}

/** The other side for the reader: the reviewer of a review, else whichever party is not them. */
function otherParty(n: Notification, readerId: number | undefined): Party | undefined {
  const { vendor, customer, reviewer } = n.data;
  if (n.type === 'review_received') return reviewer;
  if (vendor && vendor.id !== readerId) return vendor;
  return customer?.id !== readerId ? customer : undefined;
}

/** The amount as euro in the reader's locale ("de-DE", "en-GB"), or NO_AMOUNT. */
function amountText(amount: string | undefined, locale: string): string {
  const cents = amount === undefined ? undefined : apiAmountToCents(amount);
  return cents === undefined ? NO_AMOUNT : formatCents(cents, locale);
}

/** The message and its values for `n` as `readerId` reads it in `locale`. */
export function notificationMessage(
  n: Notification,
  readerId: number | undefined,
  locale: string,
  fallbacks: Fallbacks,
): NotificationMessage {
  const count = n.data.count ?? 1;
  return {
    // One notification per chat stands for its messages not read yet (issue 30).
    id:
      n.type === 'new_message' && count > 1
        ? 'notifications.text.newMessages'
        : NOTIFICATION_MESSAGES[n.type],
    values: {
      name: otherParty(n, readerId)?.name || fallbacks.someone,
      product: n.data.product?.name || fallbacks.anAd,
      amount: amountText(n.data.amount, locale),
      search: n.data.saved_search?.name ?? '',
      days: EXPIRY_WARNING_DAYS,
      // report_outcome and appeal_outcome `select` on it.
      outcome: n.data.outcome ?? 'none',
      // A moderation notice about a chat message, not an ad (issue 30), and the message's start.
      about: n.data.about ?? 'ad',
      excerpt: n.data.excerpt ?? '',
      count,
    },
  };
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relative = new Map<string, Intl.RelativeTimeFormat>();
const absolute = new Map<string, Intl.DateTimeFormat>();

/** The date and time in full, for a title and for anything older than a week. */
export function absoluteTime(timeSeconds: number, locale: string): string {
  let format = absolute.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    absolute.set(locale, format);
  }
  return format.format(new Date(timeSeconds * 1000));
}

/** "gerade eben"/"now", "vor 5 Minuten", "vor 3 Stunden", "gestern"; a date after a week. */
export function whenText(timeSeconds: number, nowMs: number, locale: string): string {
  const ago = Math.max(0, Math.round(nowMs / 1000 - timeSeconds));
  if (ago >= WEEK) return absoluteTime(timeSeconds, locale);
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relative.set(locale, format);
  }
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
