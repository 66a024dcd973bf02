// What is told on any page when nobody awaits an order write of issue 32 (its screen was closed):
// a purchase at the asking price that went through links to its payment step, one refused
// because another buyer was quicker says so plainly; a parcel's tracking that went through or
// was refused links to its order. The declarations are driven as the outbox drives them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../core/orders.ts';
import type { StoredEntry } from '../../local/outbox/entry.ts';
import type { OfflineNotice } from '../../local/outbox/notices.ts';
import orderCreate from './order-create.offline.ts';
import shipmentTracking from './shipment-tracking.offline.ts';

const shown: OfflineNotice[] = [];
vi.mock('../../local/outbox/notices.ts', () => ({
  showOfflineNotice: (notice: OfflineNotice) => void shown.push(notice),
  dismissOfflineNotice: () => undefined,
}));

const entry = (kind: string, payload: unknown): StoredEntry => ({
  seq: 7,
  userId: 11,
  kind,
  payload,
  key: 'key-7',
  dependsOn: [],
  state: 'queued',
  createdAt: 0,
  attempts: 0,
});
const buyNow = entry('order-create', {
  productId: 4242,
  input: '',
  productPriceCents: 40000,
  slug: 'apple-iphone-13-4242',
  name: 'Apple iPhone 13',
});
const refusal = (code: string, status: number) => ({ code, status, message: code });

beforeEach(() => void shown.splice(0));

describe('a purchase at the asking price nobody awaited', () => {
  it('sent: told, with the order’s payment step to open', async () => {
    const now = new Date().toISOString();
    const party = { name: 'P.', avatar: '' };
    const order: Order = {
      id: 901,
      status: 'on-hold',
      customer_id: 11,
      vendor: 7,
      product_id: 4242,
      role: 'customer',
      actions: ['pay'],
      proposal: { price: '400', by: 'vendor', date: now },
      proposals: { customer: 0, vendor: 0 },
      bounds: { min: '320.01', max: '400' },
      line_items: [
        {
          name: 'Apple iPhone 13',
          product_id: 4242,
          slug: 'a-4242',
          image: '',
          quantity: 1,
          price: '400',
          total: '400',
        },
      ],
      total: '400',
      currency: 'EUR',
      customer_info: { id: 11, ...party },
      vendor_info: { id: 7, ...party },
      payment_method: 'paypal',
      shipping: null,
      shipping_lines: [{ method_id: 'free_shipping', total: '0' }],
      expires_at: now,
      cancel_reason: null,
      decline_reason: null,
      date_created: now,
      date_modified: now,
      date_paid: null,
      date_completed: null,
    };
    await orderCreate.settled?.({
      userId: 11,
      kind: 'order-create',
      entries: [buyNow],
      outcome: { state: 'sent', result: order },
      awaited: false,
    });
    expect(shown.map((n) => [n.tone, n.message, n.link?.to])).toEqual([
      ['success', 'orders.notice.bought', '/order/901/accept'],
    ]);
  });

  it('refused as reserved for another buyer: said plainly', async () => {
    await orderCreate.settled?.({
      userId: 11,
      kind: 'order-create',
      entries: [buyNow],
      outcome: { state: 'refused', failure: refusal('hm_product_reserved', 409) },
      awaited: false,
    });
    expect(shown.map((n) => [n.tone, n.message])).toEqual([['error', 'orders.error.boughtByOther']]);
  });

  it('awaited by its screen: nothing told on the page', async () => {
    await orderCreate.settled?.({
      userId: 11,
      kind: 'order-create',
      entries: [buyNow],
      outcome: { state: 'refused', failure: refusal('hm_product_reserved', 409) },
      awaited: true,
    });
    expect(shown).toEqual([]);
  });
});

describe('a parcel’s tracking nobody awaited', () => {
  const tracking = entry('shipment-tracking', {
    orderId: 901,
    provider: 'DHL',
    number: '00340434161234567890',
  });

  it('sent or refused: told, with the order to open', async () => {
    await shipmentTracking.settled?.({
      userId: 11,
      kind: 'shipment-tracking',
      entries: [tracking],
      outcome: { state: 'sent', result: {} },
      awaited: false,
    });
    await shipmentTracking.settled?.({
      userId: 11,
      kind: 'shipment-tracking',
      entries: [tracking],
      outcome: { state: 'refused', failure: refusal('hm_invalid_tracking_number', 400) },
      awaited: false,
    });
    expect(shown.map((n) => [n.tone, n.message, n.link?.to])).toEqual([
      ['success', 'orders.shipment.sent', '/order/901/accept'],
      ['error', 'error.invalidTrackingNumber', '/order/901/accept'],
    ]);
  });
});
