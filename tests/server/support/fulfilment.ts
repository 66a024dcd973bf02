// Protected purchase fixtures (issue 32): a paid deal through the API (buy now or a proposal,
// then the sandbox payment), the Shipment Tracking extension's calls, the receipt and a review.
import { eq, sql } from 'drizzle-orm';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { Tracking } from '../../../src/core/fulfilment.ts';
import type { Order } from '../../../src/core/orders.ts';
import { orderFulfilments } from '../../../server/db/schema.ts';
import type { ApiResponse } from './http.ts';
import { ORDERS, type OrderKit, type Party } from './orders.ts';
import { paymentKit, SHIPPING, type Deal } from './payments.ts';
import type { TestServer } from './test-server.ts';

export const TRACKING_BASE = '/wp-json/wc-shipment-tracking/v3/orders';
export const trackingsPath = (id: number, base = TRACKING_BASE) => `${base}/${id}/shipment-trackings`;
export const receivedPath = (id: number) => `/wp-json/hm/v1/orders/${id}/received`;
/** A well-formed DHL parcel number (20 digits). */
export const DHL_NUMBER = '00340434161234567890';
export const DAY_MS = 24 * 3600 * 1000;

export function fulfilmentKit(server: TestServer, kit: OrderKit) {
  const pay = paymentKit(server, kit);
  const api = {
    pay,
    /** POST /wc/v3/orders without a proposal: buy now. */
    buyNow: (who: Party, adId: number, key?: string) =>
      server.request<Order & ApiErrorBody>('POST', ORDERS, {
        token: who.token,
        body: { line_items: [{ product_id: adId }], shipping: SHIPPING },
        headers: key ? { 'Idempotency-Key': key } : undefined,
      }),
    /** A seller, a buyer and a paid order (bought now at `price`). */
    async paid(price = 300): Promise<Deal & { paid: Order }> {
      const seller = await kit.seller();
      const buyer = await kit.buyer();
      const ad = await kit.ad(seller, { price });
      const res = await api.buyNow(buyer, ad.id);
      if (res.status !== 201) throw new Error(`buy now: ${res.status} ${JSON.stringify(res.body)}`);
      const deal = { seller, buyer, order: res.body, adId: ad.id };
      return { ...deal, paid: await pay.pay(deal) };
    },
    addTracking: (who: Party | undefined, id: number, body: Record<string, unknown>, base?: string) =>
      server.request<Tracking & ApiErrorBody>('POST', trackingsPath(id, base), { token: who?.token, body }),
    trackings: (who: Party | undefined, id: number, base?: string) =>
      server.request<Tracking[] & ApiErrorBody>('GET', trackingsPath(id, base), { token: who?.token }),
    tracking: (who: Party | undefined, id: number, trackingId: string, method = 'GET') =>
      server.request<Tracking & ApiErrorBody>(method, `${trackingsPath(id)}/${trackingId}`, {
        token: who?.token,
      }),
    received: (who: Party | undefined, id: number, key?: string) =>
      server.request<Order & ApiErrorBody>('POST', receivedPath(id), {
        token: who?.token,
        headers: key ? { 'Idempotency-Key': key } : undefined,
      }),
    /** The seller ships with a DHL number: fails the test unless it answers 201. */
    async ship(deal: Deal): Promise<Tracking> {
      const res = await api.addTracking(deal.seller, deal.order.id, {
        tracking_provider: 'DHL',
        tracking_number: DHL_NUMBER,
      });
      if (res.status !== 201) throw new Error(`tracking: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** Shipped and received: the reviews are open. */
    async receive(deal: Deal): Promise<Order> {
      await api.ship(deal);
      const res = await api.received(deal.buyer, deal.order.id);
      if (res.status !== 200) throw new Error(`received: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** POST /wp/v2/review of `who` about `reviewee` for the deal's ad. */
    review: (who: Party, deal: Deal, reviewee: Party) =>
      server.request<ApiErrorBody>('POST', '/wp-json/wp/v2/review', {
        token: who.token,
        body: {
          content: 'Alles bestens.',
          meta: { review_ad: deal.adId, review_rating: 5, review_reviewee: reviewee.id },
        },
      }),
    /** Move the fulfilment's times back by `days` (the protection's end passes). */
    async age(orderId: number, days: number): Promise<void> {
      const shift = sql`make_interval(secs => ${days * 24 * 3600})`;
      await server.db
        .update(orderFulfilments)
        .set({ protectionEndsAt: sql`${orderFulfilments.protectionEndsAt} - ${shift}` })
        .where(eq(orderFulfilments.orderId, orderId));
    },
  };
  return api;
}

export type FulfilmentKit = ReturnType<typeof fulfilmentKit>;
export type { ApiResponse };
