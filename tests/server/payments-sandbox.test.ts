// A whole purchase with the sandbox provider and no browser (issue 10): link the seller's payment
// account, propose, accept, save the shipping address, start the payment, approve it on the local
// page (a form POST), capture, and the ad is sold; plus the refusals on the way.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/orders.ts';
import { domainEvents, orders, products, sandboxPayments, users } from '../../server/db/schema.ts';
import { created, ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { paymentKit, WEBHOOK_KEY } from './support/payments.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: { ...ORDER_ENV, PAYPAL_WEBHOOK_ID: WEBHOOK_KEY } });
const kit = orderKit(server);
const pay = paymentKit(server, kit);
const AUTHORIZE = '/wp-json/wc/v3/customers/me/paypal_authorize';

describe('a purchase with the sandbox provider', () => {
  it('runs from linking the seller to a sold ad, without a browser', async () => {
    // The seller links a payment account: a `sandback-` code is refused, a `sandbox-` one links.
    const seller = await kit.buyer({ firstName: 'Sophie' });
    const refused = await server.request<{ code: string }>('POST', AUTHORIZE, {
      token: seller.token,
      body: { code: 'not-a-sandbox-code', email: 'sophie@example.test' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('hm_paypal_authorization_failed');
    const linked = await server.request('POST', AUTHORIZE, {
      token: seller.token,
      body: { code: 'sandbox-123', email: 'sophie.paypal@example.test' },
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ status: true, email: 'sophie.paypal@example.test' });
    const [account] = await server.db.select().from(users).where(eq(users.id, seller.id));
    expect(account?.paypalEmail).toBe('sophie.paypal@example.test');
    expect(account?.paymentVerifiedAt).toBeInstanceOf(Date);
    // Linking another address keeps the date the badge was first earned.
    await server.request('POST', AUTHORIZE, {
      token: seller.token,
      body: { code: 'sandbox-456', email: 'sophie.neu@example.test' },
    });
    const [relinked] = await server.db.select().from(users).where(eq(users.id, seller.id));
    expect(relinked?.paypalEmail).toBe('sophie.neu@example.test');
    expect(relinked?.paymentVerifiedAt).toEqual(account?.paymentVerifiedAt);

    // Two buyers propose; the seller accepts the first.
    const ad = await kit.ad(seller, { price: 300 });
    const [ben, other] = [await kit.buyer(), await kit.buyer()];
    const order = await created(kit.propose(ben, ad.id, '290'));
    const second = await created(kit.propose(other, ad.id, '280'));
    await ok(kit.act(seller, order.id, { action: 'accept' }));

    // No shipping address yet: refused in plain words.
    const early = await pay.start(ben, order.id);
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('hm_shipping_required');
    await ok(kit.act(ben, order.id, { shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin' } }));

    const start = await pay.start(ben, order.id);
    expect(start.status).toBe(200);
    expect(start.body.provider).toBe('sandbox');
    expect(start.body.provider_order_id).toMatch(/^[A-Z0-9]{20,}$/);
    expect(start.body.approve_url).toBe(`/sandbox/pay/${start.body.provider_order_id}`);
    // A repeat answers the same payment, not a second one.
    const again = await pay.start(ben, order.id);
    expect(again.body.provider_order_id).toBe(start.body.provider_order_id);
    expect(await pay.payments(order.id)).toHaveLength(1);

    // Capturing before the buyer approved: "payment not received", nothing changes.
    const unapproved = await pay.capture(ben, order.id);
    expect(unapproved.status).toBe(400);
    expect(unapproved.body.code).toBe('hm_payment_declined');
    expect(await kit.status(order.id)).toBe('on-hold');

    // The local approval page: the amount in euro, in German or English, its own strict policy.
    const pageDe = await server.request<string>('GET', start.body.approve_url, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(pageDe.status).toBe(200);
    expect(pageDe.body).toContain('290,00');
    expect(pageDe.body).toContain('Zahlung bestätigen');
    expect(pageDe.body).toContain('keine echte Zahlung');
    expect(pageDe.body).toContain(`href="/order/${order.id}/pay"`);
    const csp = pageDe.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(pageDe.body).not.toContain('<script');
    const pageEn = await server.request<string>('GET', `${start.body.approve_url}?lang=en`);
    expect(pageEn.body).toContain('€290.00');
    expect(pageEn.body).toContain('Approve payment');

    // The approve button: a form POST to the same URL, then back to the pay screen (303).
    const wrongOrder = await pay.approve(start.body.provider_order_id, second.id);
    expect(wrongOrder.status).toBe(400);
    const approved = await pay.approve(start.body.provider_order_id, order.id);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `/order/${order.id}/pay?approved=${start.body.provider_order_id}`,
    );

    const captured = await pay.capture(ben, order.id);
    expect(captured.status).toBe(200);
    expect(captured.body.status).toBe('completed');
    expect(captured.body.date_paid).not.toBeNull();
    // Paid: now the seller sees where to send the phone.
    expect((await ok(kit.get(seller, order.id))).shipping).toMatchObject({ street: 'Hauptstraße 1' });

    const [sold] = await server.db.select().from(products).where(eq(products.id, ad.id));
    expect(sold?.stockStatus).toBe('outofstock');
    const [lost] = await server.db.select().from(orders).where(eq(orders.id, second.id));
    expect(lost?.status).toBe('cancelled');
    expect(lost?.cancelReason).toBe('sold_to_other');
    const [book] = await server.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, start.body.provider_order_id));
    expect(book?.status).toBe('COMPLETED');
    const [payment] = await pay.payments(order.id);
    expect(payment?.status).toBe('captured');
    expect(payment?.captureId).toBe(book?.captureId);

    // The page is closed now; a second capture answers the same completed order.
    expect((await server.request('GET', start.body.approve_url)).status).toBe(400);
    const repeat = await pay.capture(ben, order.id);
    expect(repeat.status).toBe(200);
    expect(repeat.body.status).toBe('completed');
  });

  it('20 parallel captures of one order: one capture, one completed order, never a 500', async () => {
    const deal = await pay.deal();
    const start = await pay.start(deal.buyer, deal.order.id);
    expect((await pay.approve(start.body.provider_order_id, deal.order.id)).status).toBe(303);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay.capture(deal.buyer, deal.order.id)),
    );
    for (const a of answers) expect([200, 400]).toContain(a.status);
    const completed = answers.filter((a) => a.status === 200).map((a) => a.body as Order);
    expect(completed.length).toBeGreaterThan(0);
    for (const o of completed) expect(o.status).toBe('completed');

    const rows = await pay.payments(deal.order.id);
    expect(rows.filter((p) => p.status === 'captured')).toHaveLength(1);
    const books = await server.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, start.body.provider_order_id));
    expect(books).toHaveLength(1);
    const events = await server.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.orderId, deal.order.id), eq(domainEvents.type, 'order_completed')));
    expect(events).toHaveLength(1);
  });

  it('a payment deadline that lapsed refuses the capture and charges nothing', async () => {
    const deal = await pay.deal();
    const start = await pay.start(deal.buyer, deal.order.id);
    await pay.approve(start.body.provider_order_id, deal.order.id);
    await kit.age(deal.order.id, 49);
    const late = await pay.capture(deal.buyer, deal.order.id);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('hm_order_expired');
    expect((await pay.payments(deal.order.id)).filter((p) => p.status === 'captured')).toHaveLength(0);
    const [book] = await server.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, start.body.provider_order_id));
    expect(book?.status).not.toBe('COMPLETED');
  });

  it('the approval page of an unknown payment is a 404 page, not the app', async () => {
    const res = await server.request<string>('GET', '/sandbox/pay/SBDOESNOTEXIST0000');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Diese Zahlung gibt es nicht.');
    const post = await pay.approve('SBDOESNOTEXIST0000', 1);
    expect(post.status).toBe(404);
  });
});
