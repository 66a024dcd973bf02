// The words of a push (issue 16, docs/push.md), built on the server in the recipient's language
// (German by default, English for an account set to English): a push must show a notification
// the moment it arrives, with the app closed, so it cannot wait for the client's catalogue. The
// title says what happened and to what, the body who did it; e.g. the seller of an iPhone 13
// reads "Neuer Preisvorschlag: 340 € für dein iPhone 13" / "Ben K. wartet auf deine Antwort."
// The words are `push.*` in src/i18n/server.*.json; tested per type in both languages (texts.test.ts).
import type { Locale } from '../../../src/core/constants.ts';
import { apiAmountToCents } from '../../../src/core/money.ts';
import { notificationTarget } from '../../../src/core/notification-routes.ts';
import {
  EXPIRY_WARNING_DAYS,
  type Notification,
  type NotificationType,
} from '../../../src/core/notifications.ts';
import { pushTopic, type PushPayload } from '../../../src/core/push.ts';
import { moneyText, say } from '../../lib/texts.ts';

interface Words {
  title: string;
  body: string;
  /** The body ends with a name: its full stop is added here, unless the name has one ("Ben K."). */
  stop?: true;
}

const WORDS: Record<NotificationType, Words> = {
  order_request: { title: 'push.orderRequest.title', body: 'push.waiting.body' },
  customer_proposal: { title: 'push.customerProposal.title', body: 'push.waiting.body' },
  vendor_proposal: { title: 'push.vendorProposal.title', body: 'push.waiting.body' },
  order_accepted: { title: 'push.orderAccepted.title', body: 'push.orderAccepted.body' },
  order_declined: { title: 'push.orderDeclined.title', body: 'push.orderDeclined.body' },
  order_party_inactive: { title: 'push.orderPartyInactive.title', body: 'push.orderPartyInactive.body' },
  order_shipped: { title: 'push.orderShipped.title', body: 'push.orderShipped.body' },
  order_received: { title: 'push.orderReceived.title', body: 'push.orderReceived.body' },
  payout_released: { title: 'push.payoutReleased.title', body: 'push.payoutReleased.body' },
  payout_refunded: { title: 'push.payoutRefunded.title', body: 'push.payoutRefunded.body' },
  problem_opened: { title: 'push.problemOpened.title', body: 'push.problemOpened.body' },
  problem_answered: { title: 'push.problemAnswered.title', body: 'push.problemAnswered.body' },
  problem_decided: { title: 'push.problemDecided.title', body: 'push.problemDecided.body' },
  order_delivered: { title: 'push.orderDelivered.title', body: 'push.orderDelivered.body' },
  ship_by_reminder: { title: 'push.shipByReminder.title', body: 'push.shipByReminder.body' },
  order_cancelled_not_shipped: {
    title: 'push.orderCancelledNotShipped.title',
    body: 'push.orderCancelledNotShipped.body',
  },
  order_refunded: { title: 'push.orderRefunded.title', body: 'push.orderRefunded.body', stop: true },
  product_purchased: { title: 'push.productPurchased.title', body: 'push.productPurchased.body', stop: true },
  product_sold: { title: 'push.productSold.title', body: 'push.productSold.body', stop: true },
  product_payment: { title: 'push.productPayment.title', body: 'push.productPayment.body' },
  order_completed: { title: 'push.orderCompleted.title', body: 'push.orderCompleted.body', stop: true },
  new_message: { title: 'push.newMessage.title', body: 'push.newMessage.body' },
  saved_search_match: { title: 'push.savedSearchMatch.title', body: 'push.savedSearchMatch.body' },
  product_expiring: { title: 'push.productExpiring.title', body: 'push.productExpiring.body' },
  product_status_expired: { title: 'push.productStatusExpired.title', body: 'push.ad.body' },
  product_status_publish: { title: 'push.productStatusPublish.title', body: 'push.ad.body' },
  review_received: { title: 'push.reviewReceived.title', body: 'push.reviewReceived.body' },
  id_verified: { title: 'push.idVerified.title', body: 'push.idVerified.body' },
  id_rejected: { title: 'push.idRejected.title', body: 'push.idRejected.body' },
  moderation_decision: { title: 'push.moderationDecision.title', body: 'push.moderationDecision.body' },
  report_outcome: { title: 'push.reportOutcome.title', body: 'push.reportOutcome.body' },
  appeal_outcome: { title: 'push.appealOutcome.title', body: 'push.appealOutcome.body' },
};

const withStop = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** The other side for the reader: the reviewer of a review, else whichever party is not them. */
function otherName(n: Notification, readerId: number): string | undefined {
  const { vendor, customer, reviewer } = n.data;
  if (n.type === 'review_received') return reviewer?.name;
  if (vendor && vendor.id !== readerId) return vendor.name;
  return customer && customer.id !== readerId ? customer.name : undefined;
}

/** Where a tap on the push leads: where the bell's click leads (src/core/notification-routes.ts). */
export function pushUrl(n: Notification, readerId: number): string {
  return notificationTarget(n, readerId).path;
}

/** The payload the service worker shows for `n`, sent to `readerId` who reads `locale`. */
export function pushPayload(n: Notification, readerId: number, locale: Locale): PushPayload {
  const cents = n.data.amount === undefined ? undefined : apiAmountToCents(n.data.amount);
  // An old notification may name nobody or no ad ("für dein Handy" reads as a sentence).
  const values = {
    name: otherName(n, readerId) || say(locale, 'notifications.someone'),
    product: n.data.product?.name || say(locale, 'push.anAd'),
    amount: cents === undefined ? 'none' : moneyText(locale, cents),
    search: n.data.saved_search?.name ?? '',
    about: n.data.about === 'message' ? 'message' : 'other',
    excerpt: n.data.excerpt ?? '',
    days: EXPIRY_WARNING_DAYS,
  };
  const words = WORDS[n.type];
  const body = say(locale, words.body, values);
  return {
    type: n.type,
    title: say(locale, words.title, values),
    body: words.stop ? withStop(body) : body,
    url: pushUrl(n, readerId),
    tag: pushTopic(n),
    key: n.key,
  };
}
