// Where a click on a notification leads and what it reloads: the table as data, and one pure
// function that reads it for a notification and its reader. Pure on purpose (it imports only
// src/core), so the bell, a push's address (server/services/push*.ts through
// server/services/push/texts.ts) and its click in the service worker all read this one table.
//
// Spec 4's "Notification click" sent every order notification to a list (My ads, the orders), where
// the reader had to find what to do; issue 30 sends each to the screen where its reader acts on it
// (the negotiation, the payment, the order), keeping spec 4's list as the fallback for a
// notification that names no order. Where a row depends on who reads (order_declined,
// order_accepted, order_refunded), the seller goes to their side. The types of ours (not in spec
// 4) go where their subject is: an ad about to end to the active ads, a saved search's match to
// the ad, a refund to the refunded tab.
import { decisionPath } from './moderation.ts';
import type { Notification, NotificationType } from './notifications.ts';

/** The chat of a new_message (the chat screen's address; aligned with the chat screen's route). */
export const chatRoute = (chatId: string): string => `/dashboard/messages/${encodeURIComponent(chatId)}`;

/** The reader's side of the notification's order: the seller of its ad, or anyone else. */
export type Side = 'vendor' | 'customer';

/** What a click reloads: the reader's orders, or their ads (and the ad pages showing them). */
export type Reload = 'orders' | 'products';

/** A path, or one read from the notification (its order, its chat). */
type Path = string | ((n: Notification) => string);

export interface TargetRow {
  /** Where the click leads: one path, or one per side of the order. */
  to: Path | Record<Side, Path>;
  reload: readonly Reload[];
}

const ORDERS: readonly Reload[] = ['orders'];
const PRODUCTS: readonly Reload[] = ['products'];
const BOTH: readonly Reload[] = ['orders', 'products'];

/** The order's own screen, or `fallback` for a notification that names no order (an old one). */
const orderScreen =
  (screen: 'offer' | 'accept' | 'pay', fallback: string) =>
  (n: Notification): string =>
    n.data.order ? `/order/${n.data.order.id}/${screen}` : fallback;

/**
 * One row per type (the compiler insists on every type). Issue 30: a notification leads to the
 * screen where its reader acts on it, not to a list they must search: a proposal or a counter
 * opens the negotiation, an acceptance the buyer's payment (the seller's order waiting for it), a
 * payment or a purchase the order (the seller ships from there, the buyer reviews).
 */
export const NOTIFICATION_TARGETS: Record<NotificationType, TargetRow> = {
  product_status_expired: { to: '/dashboard/products/expired', reload: PRODUCTS },
  product_status_publish: { to: '/dashboard/products/active', reload: PRODUCTS },
  review_received: { to: '/dashboard/reviews', reload: [] },
  order_request: { to: orderScreen('offer', '/dashboard/products/active'), reload: BOTH },
  order_declined: {
    to: { vendor: '/dashboard/products', customer: '/dashboard/orders/cancelled' },
    reload: BOTH,
  },
  order_completed: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  product_sold: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  product_payment: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  order_accepted: {
    to: {
      customer: orderScreen('pay', '/dashboard/orders'),
      vendor: orderScreen('accept', '/dashboard/orders/sales'),
    },
    reload: ORDERS,
  },
  vendor_proposal: { to: orderScreen('offer', '/dashboard/orders'), reload: ORDERS },
  customer_proposal: { to: orderScreen('offer', '/dashboard/products'), reload: BOTH },
  product_purchased: { to: orderScreen('accept', '/dashboard/orders/purchased'), reload: ORDERS },
  new_message: {
    to: (n) => (n.data.chatId ? chatRoute(n.data.chatId) : '/dashboard/messages'),
    reload: [],
  },
  // Ours (issue 16): not in spec 4's table.
  product_expiring: { to: '/dashboard/products/active', reload: PRODUCTS },
  saved_search_match: {
    to: (n) => (n.data.product?.slug ? `/product/${encodeURIComponent(n.data.product.slug)}` : '/'),
    reload: [],
  },
  order_refunded: {
    to: { customer: '/dashboard/orders/refund', vendor: '/dashboard/products/refund' },
    reload: BOTH,
  },
  // Issue 32: the purchase page, where the timeline shows the step.
  order_shipped: { to: orderScreen('accept', '/dashboard/orders/purchased'), reload: ORDERS },
  order_received: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  payout_released: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  payout_refunded: {
    to: {
      customer: orderScreen('accept', '/dashboard/orders/refund'),
      vendor: orderScreen('accept', '/dashboard/products/refund'),
    },
    reload: BOTH,
  },
  problem_opened: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  problem_answered: { to: orderScreen('accept', '/dashboard/orders/purchased'), reload: ORDERS },
  problem_decided: {
    to: {
      customer: orderScreen('accept', '/dashboard/orders/purchased'),
      vendor: orderScreen('accept', '/dashboard/products/sold'),
    },
    reload: BOTH,
  },
  order_delivered: { to: orderScreen('accept', '/dashboard/orders/purchased'), reload: BOTH },
  ship_by_reminder: { to: orderScreen('accept', '/dashboard/products/sold'), reload: BOTH },
  order_cancelled_not_shipped: { to: orderScreen('accept', '/dashboard/orders/refund'), reload: BOTH },
  // Issue 30: the ended negotiation's own page (the reader sees it ended and why).
  order_party_inactive: { to: orderScreen('offer', '/dashboard/orders/cancelled'), reload: BOTH },
  // Issue 17: the settings' verification section shows the outcome (and a retry after a rejection).
  id_verified: { to: '/dashboard/settings', reload: [] },
  id_rejected: { to: '/dashboard/settings', reload: [] },
  // Issue 18: the statement of reasons, where the decision can be appealed and its appeal followed.
  moderation_decision: {
    to: (n) => (n.data.decision ? decisionPath(n.data.decision.id) : '/'),
    reload: PRODUCTS,
  },
  appeal_outcome: { to: (n) => (n.data.decision ? decisionPath(n.data.decision.id) : '/'), reload: PRODUCTS },
  // The reporter's ad page (a removed ad answers as gone; a kept one shows as it was).
  report_outcome: {
    to: (n) => (n.data.product?.slug ? `/product/${encodeURIComponent(n.data.product.slug)}` : '/'),
    reload: [],
  },
};

/** The reader is the seller when the notification names them as its vendor. */
export const sideOf = (n: Notification, readerId: number | undefined): Side =>
  readerId !== undefined && n.data.vendor?.id === readerId ? 'vendor' : 'customer';

export interface Target {
  path: string;
  reload: readonly Reload[];
}

/** Where a click on `n` leads its reader, and what it reloads. */
export function notificationTarget(n: Notification, readerId: number | undefined): Target {
  const row = NOTIFICATION_TARGETS[n.type];
  const to = typeof row.to === 'object' ? row.to[sideOf(n, readerId)] : row.to;
  const path = typeof to === 'function' ? to(n) : to;
  return { path, reload: row.reload };
}
