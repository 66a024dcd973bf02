// A problem with a protected purchase (issue 32): the buyer reports it on a parcel shipped or
// delivered, before receipt (201, fulfilment `problem`, the money held, the seller told); the
// seller answers with a refund, a return (a DHL return label for the buyer, the refund once the
// return is delivered) or a dispute. A problem against a receipt at once: exactly one outcome.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from '../../server/adapters/mail.ts';
import { notifications, users } from '../../server/db/schema.ts';
import { awayMailService } from '../../server/services/away-mail.ts';
import { tokenService } from '../../server/services/tokens.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { parcelProvider } from '../../server/adapters/dhl.ts';
import { sandboxProvider } from '../../server/adapters/payments.ts';
import { trackReturns } from '../../server/services/fulfilment/problem-rounds.ts';
import { fulfilmentKit } from './support/fulfilment.ts';
import { ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { appWithParcels, problemKit, REPORT } from './support/problems.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const p = problemKit(server);
const bell = async (token: string) =>
  (await server.request<{ type: string }[]>('GET', '/wp-json/hm/v1/notifications', { token })).body.map(
    (n) => n.type,
  );

async function shipped() {
  const deal = await f.paid();
  await f.ship(deal);
  return deal;
}

describe('POST /hm/v1/orders/{id}/problem', () => {
  it('the buyer reports one: 201, on the order, fulfilment problem, money held, the seller told', async () => {
    const deal = await shipped();
    const photo = await p.photo(deal.buyer);
    const res = await p.open(deal.buyer, deal.order.id, { ...REPORT, photos: [photo] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reason: 'locked',
      text: REPORT.text,
      status: 'open',
      answer: null,
      decision: null,
      return: null,
    });
    expect(res.body.photos).toEqual([{ id: photo, src: expect.stringContaining('problem-') }]);
    for (const who of [deal.buyer, deal.seller]) {
      const order = await ok(kit.get(who, deal.order.id));
      expect(order.fulfilment).toMatchObject({ status: 'problem', payout: { status: 'held' } });
      expect(order.fulfilment?.problem?.id).toBe(res.body.id);
    }
    expect(await bell(deal.seller.token)).toContain('problem_opened');
    // The receipt is no longer possible while the problem is open.
    expect((await f.received(deal.buyer, deal.order.id)).body.code).toBe('hm_order_not_allowed');
  });

  it('a seller away is mailed about it once, the link opening the order', async () => {
    const deal = await shipped();
    await p.open(deal.buyer, deal.order.id, REPORT);
    await server.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - make_interval(mins => 20)` })
      .where(eq(notifications.userId, deal.seller.id));
    const away = awayMailService({
      db: server.db,
      mailer: outboxMailer(server.db),
      tokens: tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 1 }),
    });
    expect(await away.sweep('https://handymarkt.example')).toBe(1);
    const [mail] = await server.mails(deal.seller.email);
    expect(mail?.subject).toMatch(/^Problem gemeldet: /);
    expect(mail?.text).toContain(`https://handymarkt.example/order/${deal.order.id}/accept`);
  });

  it('is the buyer’s: the seller and strangers 403, no token 401', async () => {
    const deal = await shipped();
    for (const who of [deal.seller, await kit.buyer()]) {
      const res = await p.open(who, deal.order.id, REPORT);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('hm_order_forbidden');
    }
    expect((await p.open(undefined, deal.order.id, REPORT)).status).toBe(401);
  });

  it('needs a parcel on its way and no receipt yet; once per order', async () => {
    const deal = await f.paid();
    expect((await p.open(deal.buyer, deal.order.id, REPORT)).body.code).toBe('hm_order_not_allowed');
    await f.ship(deal);
    expect((await p.open(deal.buyer, deal.order.id, REPORT)).status).toBe(201);
    const again = await p.open(deal.buyer, deal.order.id, REPORT);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_order_not_allowed');
    const done = await f.paid();
    await f.receive(done);
    expect((await p.open(done.buyer, done.order.id, REPORT)).body.code).toBe('hm_order_not_allowed');
  });

  it('checks the body: reason, text length, photos of the buyer only', async () => {
    const deal = await shipped();
    const bad = [
      { ...REPORT, reason: 'broken' },
      { ...REPORT, text: 'kurz' },
      { ...REPORT, text: 'x'.repeat(2001) },
      { ...REPORT, extra: 1 },
      { ...REPORT, photos: [await p.photo(deal.seller)] },
    ];
    for (const body of bad) {
      const res = await p.open(deal.buyer, deal.order.id, body);
      expect(res.status).toBe(400);
      expect(res.body.data.status).toBe(400);
    }
    expect((await kit.get(deal.buyer, deal.order.id)).body.fulfilment?.status).toBe('shipped');
  });

  it('against a receipt at once: exactly one outcome', async () => {
    const deal = await shipped();
    const [problem, receipt] = await Promise.all([
      p.open(deal.buyer, deal.order.id, REPORT),
      f.received(deal.buyer, deal.order.id),
    ]);
    const won = [problem.status === 201, receipt.status === 200].filter(Boolean);
    expect(won).toHaveLength(1);
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    if (problem.status === 201) {
      expect(order.fulfilment).toMatchObject({ status: 'problem', payout: { status: 'held' } });
    } else {
      expect(order.fulfilment).toMatchObject({ status: 'received', payout: { status: 'released' } });
      expect(order.fulfilment?.problem).toBeUndefined();
    }
  });
});

describe('POST /hm/v1/orders/{id}/problem/answer', () => {
  it('refund: the money back at once, fulfilment returned, the buyer told', async () => {
    const deal = await shipped();
    await p.open(deal.buyer, deal.order.id, REPORT);
    const res = await p.answer(deal.seller, deal.order.id, { action: 'refund', text: 'Tut mir leid.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'resolved',
      answer: { action: 'refund', text: 'Tut mir leid.' },
    });
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    expect(order.fulfilment).toMatchObject({ status: 'returned', payout: { status: 'refunded' } });
    expect(await bell(deal.buyer.token)).toContain('problem_answered');
    // Answered once: a second answer is refused.
    expect((await p.answer(deal.seller, deal.order.id, { action: 'dispute' })).status).toBe(400);
    // The money is back with the buyer: the seller's own refund of the sale is neither offered
    // nor taken (it would ask PayPal for the same money a second time).
    const sellerView = await ok(kit.get(deal.seller, deal.order.id));
    expect(sellerView.actions).not.toContain('refund');
    const again = await server.request<{ code: string }>(
      'POST',
      `/wp-json/wc/v3/orders/${deal.order.id}/refund`,
      {
        token: deal.seller.token,
      },
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_order_not_allowed');
  });

  it('is the seller’s: the buyer and strangers 403; an order without a problem 400', async () => {
    const deal = await shipped();
    expect((await p.answer(deal.seller, deal.order.id, { action: 'refund' })).body.code).toBe(
      'hm_order_not_allowed',
    );
    await p.open(deal.buyer, deal.order.id, REPORT);
    for (const who of [deal.buyer, await kit.buyer()]) {
      const res = await p.answer(who, deal.order.id, { action: 'refund' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('hm_order_forbidden');
    }
    expect((await p.answer(deal.seller, deal.order.id, { action: 'maybe' })).status).toBe(400);
  });

  it('accept_return: a return label for the buyer only; the refund once DHL delivered the return', async () => {
    const parcels = parcelProvider({ dhl: undefined });
    const { provider, standIn } = parcels;
    const payments = sandboxProvider(undefined);
    const q = problemKit(server, appWithParcels(server, parcels));
    const deal = await shipped();
    await q.open(deal.buyer, deal.order.id, REPORT);
    expect((await q.answer(deal.seller, deal.order.id, { action: 'accept_return' })).body.code).toBe(
      'hm_return_address_missing',
    );
    await q.address(deal.seller);
    const res = await q.answer(deal.seller, deal.order.id, { action: 'accept_return' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('returning');
    const back = res.body.return;
    expect(back?.label_url).toBe(`/wp-json/hm/v1/orders/${deal.order.id}/return-label.pdf`);
    const label = await q.label(deal.buyer, deal.order.id);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect((await q.label(deal.seller, deal.order.id)).status).toBe(403);
    // Not yet delivered: the money stays held.
    expect(await trackReturns(server.db, provider, payments, new Date())).toBe(0);
    expect((await ok(kit.get(deal.buyer, deal.order.id))).fulfilment?.payout.status).toBe('held');
    expect(standIn?.deliver(back?.tracking_number ?? '')).toBe(true);
    expect(await trackReturns(server.db, provider, payments, new Date())).toBe(1);
    const order = await ok(kit.get(deal.seller, deal.order.id));
    expect(order.fulfilment).toMatchObject({ status: 'returned', payout: { status: 'refunded' } });
    expect(order.fulfilment?.problem).toMatchObject({ status: 'resolved' });
    expect(order.fulfilment?.problem?.return?.delivered_at).toBeTruthy();
    expect(await bell(deal.buyer.token)).toContain('problem_decided');
    expect(await trackReturns(server.db, provider, payments, new Date())).toBe(0);
  });
  it('accept_return: the return goes back to the address the seller’s label came from (billing)', async () => {
    const parcels = parcelProvider({ dhl: undefined });
    const booked: Parameters<typeof parcels.provider.bookReturnLabel>[0][] = [];
    const provider = {
      ...parcels.provider,
      bookReturnLabel: (input: (typeof booked)[number]) => {
        booked.push(input);
        return parcels.provider.bookReturnLabel(input);
      },
    };
    const q = problemKit(server, appWithParcels(server, { provider, standIn: parcels.standIn }));
    const deal = await shipped();
    // Only a billing address, as the label's sender takes it first (label.ts: senderAddress).
    const billing = {
      first_name: 'Svenja',
      last_name: 'Verkauf',
      address_1: 'Lindenweg 12',
      postcode: '50667',
      city: 'Köln',
      country: 'DE',
      phone: '',
      email: '',
    };
    await server.db.update(users).set({ billing, shipping: null }).where(eq(users.id, deal.seller.id));
    await q.open(deal.buyer, deal.order.id, REPORT);
    const res = await q.answer(deal.seller, deal.order.id, { action: 'accept_return' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('returning');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.recipient).toEqual({
      name: 'Svenja Verkauf',
      street: 'Lindenweg 12',
      postalCode: '50667',
      city: 'Köln',
    });
    expect(booked[0]?.sender).toMatchObject({ street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' });
  });
});
