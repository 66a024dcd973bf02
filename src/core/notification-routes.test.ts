// Where a click on each type of notification (in the bell or its push) leads its reader and what
// it reloads, row by row: the screen where the reader acts on it (issue 30), spec 4's list when
// the notification names no order.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from './notifications.ts';
import { chatRoute, notificationTarget } from './notification-routes.ts';

const SELLER = 31;
const BUYER = 12;

function notification(type: NotificationType, data: Notification['data'] = {}): Notification {
  return {
    key: 812,
    type,
    time: 1767225600,
    read: false,
    data: {
      product: { id: 977, name: 'Apple iPhone 13', slug: 'apple-iphone-13-128-gb-blau-gut' },
      order: { id: 40 },
      customer: { id: BUYER, name: 'Ben K.', avatar: '' },
      vendor: { id: SELLER, name: 'Sophie H.', avatar: '' },
      amount: '340',
      ...data,
    },
  };
}

/** [type, reader, path, reloads] */
const ROWS: [NotificationType, number, string, string[]][] = [
  ['product_status_expired', SELLER, '/dashboard/products/expired', ['products']],
  ['product_status_publish', SELLER, '/dashboard/products/active', ['products']],
  ['review_received', BUYER, '/dashboard/reviews', []],
  ['order_request', SELLER, '/order/40/offer', ['orders', 'products']],
  ['order_declined', SELLER, '/dashboard/products', ['orders', 'products']],
  ['order_declined', BUYER, '/dashboard/orders/cancelled', ['orders', 'products']],
  ['order_completed', SELLER, '/order/40/accept', ['orders', 'products']],
  ['product_sold', SELLER, '/order/40/accept', ['orders', 'products']],
  ['product_payment', SELLER, '/order/40/accept', ['orders', 'products']],
  ['order_accepted', BUYER, '/order/40/pay', ['orders']],
  ['order_accepted', SELLER, '/order/40/accept', ['orders']],
  ['vendor_proposal', BUYER, '/order/40/offer', ['orders']],
  ['customer_proposal', SELLER, '/order/40/offer', ['orders', 'products']],
  ['product_purchased', BUYER, '/order/40/accept', ['orders']],
  ['new_message', BUYER, '/dashboard/messages/12_31_977', []],
  ['product_expiring', SELLER, '/dashboard/products/active', ['products']],
  ['saved_search_match', BUYER, '/product/apple-iphone-13-128-gb-blau-gut', []],
  ['order_refunded', BUYER, '/dashboard/orders/refund', ['orders', 'products']],
  ['order_refunded', SELLER, '/dashboard/products/refund', ['orders', 'products']],
  ['order_party_inactive', BUYER, '/order/40/offer', ['orders', 'products']],
  ['order_shipped', BUYER, '/order/40/accept', ['orders']],
  ['order_received', SELLER, '/order/40/accept', ['orders', 'products']],
  ['payout_released', SELLER, '/order/40/accept', ['orders', 'products']],
  ['payout_refunded', BUYER, '/order/40/accept', ['orders', 'products']],
  ['payout_refunded', SELLER, '/order/40/accept', ['orders', 'products']],
  ['problem_opened', SELLER, '/order/40/accept', ['orders', 'products']],
  ['problem_answered', BUYER, '/order/40/accept', ['orders']],
  ['problem_decided', BUYER, '/order/40/accept', ['orders', 'products']],
  ['problem_decided', SELLER, '/order/40/accept', ['orders', 'products']],
  ['order_delivered', BUYER, '/order/40/accept', ['orders', 'products']],
  ['order_delivered', SELLER, '/order/40/accept', ['orders', 'products']],
  ['ship_by_reminder', SELLER, '/order/40/accept', ['orders', 'products']],
  ['order_cancelled_not_shipped', BUYER, '/order/40/accept', ['orders', 'products']],
  ['order_cancelled_not_shipped', SELLER, '/order/40/accept', ['orders', 'products']],
  ['order_party_inactive', SELLER, '/order/40/offer', ['orders', 'products']],
  ['id_verified', SELLER, '/dashboard/settings', []],
  ['id_rejected', SELLER, '/dashboard/settings', []],
  // Without a decision in its data (an old one), the home page; with one, its statement (below).
  ['moderation_decision', SELLER, '/', ['products']],
  ['appeal_outcome', SELLER, '/', ['products']],
  ['report_outcome', BUYER, '/product/apple-iphone-13-128-gb-blau-gut', []],
];

describe('the notification click table', () => {
  it.each(ROWS)('sends %s (read by user %i) to %s', (type, reader, path, reloads) => {
    const target = notificationTarget(notification(type, { chatId: '12_31_977' }), reader);
    expect(target.path).toBe(path);
    expect([...target.reload]).toEqual(reloads);
  });

  it('has a row for every type', () => {
    const covered = new Set(ROWS.map(([type]) => type));
    expect(NOTIFICATION_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it('opens the chat of a new message, and the chat list when it names none', () => {
    expect(chatRoute('12_31_977')).toBe('/dashboard/messages/12_31_977');
    expect(notificationTarget(notification('new_message'), BUYER).path).toBe('/dashboard/messages');
  });

  it('sends a decline to the cancelled orders when the reader is not known', () => {
    expect(notificationTarget(notification('order_declined'), undefined).path).toBe(
      '/dashboard/orders/cancelled',
    );
  });

  it('sends a saved search’s match of a deleted ad home', () => {
    const gone = notification('saved_search_match', {
      product: { id: 977, name: 'Apple iPhone 13', slug: '' },
    });
    expect(notificationTarget(gone, BUYER).path).toBe('/');
  });

  it('opens the list spec 4 names when a notification names no order', () => {
    const noOrder = (type: NotificationType) => {
      const n = notification(type);
      delete n.data.order;
      return n;
    };
    expect(notificationTarget(noOrder('customer_proposal'), SELLER).path).toBe('/dashboard/products');
    expect(notificationTarget(noOrder('order_request'), SELLER).path).toBe('/dashboard/products/active');
    expect(notificationTarget(noOrder('vendor_proposal'), BUYER).path).toBe('/dashboard/orders');
    expect(notificationTarget(noOrder('order_accepted'), BUYER).path).toBe('/dashboard/orders');
    expect(notificationTarget(noOrder('order_accepted'), SELLER).path).toBe('/dashboard/orders/sales');
    expect(notificationTarget(noOrder('product_purchased'), BUYER).path).toBe('/dashboard/orders/purchased');
  });
});
