// Where a click on a notification leads and what it reloads (spec 4, "Notification click"): the
// table as data, and one pure function that reads it for a notification and its reader. Pure on
// purpose (it imports only types from src/core), so a push notification's click can use the same
// table.
//
// The rows of spec 4 are kept as they are. Where a row depends on who reads (order_declined says
// so; order_accepted and order_refunded reach either side here, docs/notifications.md), the
// seller goes to their side of the same section: the orders section's "sales" tab, My ads'
// refunded tab. The three types of ours (not in spec 4) go where their subject is: an ad about to
// end to the active ads, a saved search's match to the ad, a refund to the refunded tab.
import { decisionPath } from './moderation.ts';
import type { Notification, NotificationType } from './notifications.ts';

/** The chat of a new_message (the chat screen's address; aligned with the chat screen's route). */
export const chatRoute = (chatId: string): string => `/dashboard/messages/${encodeURIComponent(chatId)}`;

/** The reader's side of the notification's order: the seller of its ad, or anyone else. */
export type Side = 'vendor' | 'customer';

/** What a click reloads: the reader's orders, or their ads (and the ad pages showing them). */
export type Reload = 'orders' | 'products';

export interface TargetRow {
  /** Where the click leads: one path, or one per side of the order. */
  to: string | Record<Side, string> | ((n: Notification) => string);
  reload: readonly Reload[];
}

const ORDERS: readonly Reload[] = ['orders'];
const PRODUCTS: readonly Reload[] = ['products'];
const BOTH: readonly Reload[] = ['orders', 'products'];

/** Spec 4's table, one row per type (the compiler insists on every type). */
export const NOTIFICATION_TARGETS: Record<NotificationType, TargetRow> = {
  product_status_expired: { to: '/dashboard/products/expired', reload: PRODUCTS },
  product_status_publish: { to: '/dashboard/products/active', reload: PRODUCTS },
  review_received: { to: '/dashboard/reviews', reload: [] },
  order_request: { to: '/dashboard/products/active', reload: BOTH },
  order_declined: {
    to: { vendor: '/dashboard/products', customer: '/dashboard/orders/cancelled' },
    reload: BOTH,
  },
  order_completed: { to: '/dashboard/products/sold', reload: BOTH },
  product_sold: { to: '/dashboard/products/sold', reload: BOTH },
  product_payment: { to: '/dashboard/products/sold', reload: BOTH },
  order_accepted: {
    to: { customer: '/dashboard/orders', vendor: '/dashboard/orders/sales' },
    reload: ORDERS,
  },
  vendor_proposal: { to: '/dashboard/orders', reload: ORDERS },
  customer_proposal: { to: '/dashboard/products', reload: BOTH },
  product_purchased: { to: '/dashboard/orders/purchased', reload: ORDERS },
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
  const path =
    typeof row.to === 'string'
      ? row.to
      : typeof row.to === 'function'
        ? row.to(n)
        : row.to[sideOf(n, readerId)];
  return { path, reload: row.reload };
}
