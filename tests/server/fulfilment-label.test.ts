// The seller's DHL label (issue 32): POST /hm/v1/orders/{id}/label books a parcel through the
// DHL stand-in (no DHL_* settings) from the seller's address to the buyer's, answers 201 with the
// number and where the PDF is, adds the tracking (the order shipped) and books once per order.
// GET …/label.pdf serves the PDF to the seller alone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { users } from '../../server/db/schema.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);

interface Label {
  tracking_provider: string;
  tracking_number: string;
  label_url: string;
}
const label = (who: Party | undefined, id: number, key?: string) =>
  server.request<Label & ApiErrorBody>('POST', `/wp-json/hm/v1/orders/${id}/label`, {
    token: who?.token,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
const withAddress = async (who: Party) => {
  await server.db
    .update(users)
    .set({
      billing: {
        first_name: 'Sophie',
        last_name: 'Verkauf',
        address_1: 'Lindenweg 12',
        postcode: '50667',
        city: 'Köln',
        country: 'DE',
        phone: '',
        email: '',
      },
    })
    .where(eq(users.id, who.id));
};

describe('POST /hm/v1/orders/{id}/label', () => {
  it('books a DHL parcel: 201, the tracking added, the order shipped, the PDF for the seller only', async () => {
    const deal = await f.paid();
    await withAddress(deal.seller);
    const res = await label(deal.seller, deal.order.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      tracking_provider: 'DHL',
      tracking_number: expect.stringMatching(/^\d{20}$/) as unknown as string,
      label_url: `/wp-json/hm/v1/orders/${deal.order.id}/label.pdf`,
    });
    const seen = await ok(kit.get(deal.buyer, deal.order.id));
    expect(seen.fulfilment?.status).toBe('shipped');
    expect(seen.fulfilment?.trackings.map((t) => [t.tracking_provider, t.tracking_number])).toEqual([
      ['DHL', res.body.tracking_number],
    ]);
    expect((await kit.events(deal.order.id)).map((e) => e.type)).toContain('order_shipped');

    const pdf = await server.app.request(res.body.label_url, {
      headers: { authorization: `Bearer ${deal.seller.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store, private');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const who of [deal.buyer, await kit.buyer()]) {
      const refused = await server.request<ApiErrorBody>('GET', res.body.label_url, { token: who.token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('hm_order_forbidden');
    }
  });

  it('a second call answers the same label, never a second booking (also two at once)', async () => {
    const deal = await f.paid();
    await withAddress(deal.seller);
    const [a, b] = await Promise.all([label(deal.seller, deal.order.id), label(deal.seller, deal.order.id)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.tracking_number).toBe(a.body.tracking_number);
    const again = await label(deal.seller, deal.order.id);
    expect(again.body.tracking_number).toBe(a.body.tracking_number);
    expect((await f.trackings(deal.seller, deal.order.id)).body).toHaveLength(1);
  });

  it('is the seller’s: the buyer and strangers get 403, no token 401', async () => {
    const deal = await f.paid();
    await withAddress(deal.seller);
    for (const who of [deal.buyer, await kit.buyer()]) {
      const res = await label(who, deal.order.id);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('hm_order_forbidden');
    }
    expect((await label(deal.seller, 999_999)).status).toBe(403);
    expect((await label(undefined, deal.order.id)).status).toBe(401);
  });

  it('needs the seller’s address (400 hm_sender_address_required); no label, no PDF (404)', async () => {
    const deal = await f.paid();
    const res = await label(deal.seller, deal.order.id);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hm_sender_address_required');
    const pdf = await server.request<ApiErrorBody>(
      'GET',
      `/wp-json/hm/v1/orders/${deal.order.id}/label.pdf`,
      {
        token: deal.seller.token,
      },
    );
    expect(pdf.status).toBe(404);
    expect(pdf.body.code).toBe('hm_label_not_found');
  });

  it('needs a paid order not yet delivered: unpaid and received are 400 hm_order_not_allowed', async () => {
    const seller = await kit.seller();
    await withAddress(seller);
    const ad = await kit.ad(seller, { price: 300 });
    const unpaid = (await f.buyNow(await kit.buyer(), ad.id)).body;
    expect((await label(seller, unpaid.id)).body.code).toBe('hm_order_not_allowed');
    const deal = await f.paid();
    await withAddress(deal.seller);
    await f.receive(deal);
    const late = await label(deal.seller, deal.order.id);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('hm_order_not_allowed');
  });
});
