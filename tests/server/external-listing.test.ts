// The external listing flow (issue 10, /wc/v3/products/advertise_to_extern): a buyer pastes the
// link of a phone on another site with what they see there and the price they would pay; the
// claim link shows the offer without naming them; the seller who completes an ad claims it, and
// the proposal becomes an order in confirmation they answer like any other. Only http(s) links,
// one pending external ad per buyer and link (also under parallel posts), and nobody but the
// buyer and a seller with their own live ad can act on it.
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import {
  ExternalAdSchema,
  ExternalOfferSchema,
  type ExternalAd,
  type ExternalOffer,
} from '../../src/core/external-listing.ts';
import { OrderSchema, type Order } from '../../src/core/orders.ts';
import { externalListings, orders } from '../../server/db/schema.ts';
import { ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const EXTERN = '/wp-json/wc/v3/products/advertise_to_extern';
const LINK = 'https://www.kleinanzeigen.de/s-anzeige/iphone-13-128gb/2871234567';

type Answer<T> = T & ApiErrorBody;

const payload = (o: Record<string, unknown> = {}) => ({
  source_url: LINK,
  brand_id: server.termId('pa_brand', 'apple'),
  model_id: server.termId('pa_model', 'iphone-13'),
  storage_id: server.termId('pa_storage', '128-gb'),
  price: '400',
  proposal: { price: '350' },
  ...o,
});

const create = (who: Party | undefined, body: unknown) =>
  server.request<Answer<ExternalAd>>('POST', EXTERN, { token: who?.token, body });
const offer = (token: string) => server.request<Answer<ExternalOffer>>('GET', `${EXTERN}/${token}`);
const claim = (who: Party | undefined, token: string, productId: unknown) =>
  server.request<Answer<Order>>('POST', `${EXTERN}/${token}/claim`, {
    token: who?.token,
    body: { product_id: productId },
  });
const withdraw = (who: Party, id: number | string) =>
  server.request<Answer<ExternalAd>>('DELETE', `${EXTERN}/${id}`, { token: who.token });
const mine = (who: Party) => server.request<Answer<ExternalAd>[]>('GET', EXTERN, { token: who.token });

async function created(who: Party, body: unknown = payload()): Promise<ExternalAd & { token: string }> {
  const res = await create(who, body);
  if (res.status !== 201) throw new Error(`external create: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, token: res.body.claim_url.split('/').pop() ?? '' };
}

describe('from a link to an answered proposal', () => {
  it('creates the external ad, shows the offer anonymously, and the claim makes an order the seller answers', async () => {
    const buyer = await kit.buyer({ firstName: 'Bernd', lastName: 'Geheim' });
    const vendor = await kit.seller();

    const res = await create(buyer, payload({ source_url: `  ${LINK}  `, proposal: { price: 350.5 } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(v.safeParse(ExternalAdSchema, res.body).issues).toBeUndefined();
    const ad = res.body;
    expect(ad).toMatchObject({
      status: 'pending',
      name: 'Apple iPhone 13',
      price: '400',
      proposal: { price: '350.50' },
      source_url: LINK,
      order_id: null,
    });
    expect(ad.claim_url).toMatch(/^http:\/\/localhost\/claim\/[A-Za-z0-9_-]{43}$/);
    const token = ad.claim_url.split('/').pop() ?? '';
    const days = (new Date(ad.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Only the token's SHA-256 is stored.
    const [row] = await server.db.select().from(externalListings).where(eq(externalListings.id, ad.id));
    expect(row?.claimTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    // Whoever has the link sees the offer, never who made it.
    const seen = await offer(token);
    expect(seen.status).toBe(200);
    expect(v.safeParse(v.strictObject(ExternalOfferSchema.entries), seen.body).issues).toBeUndefined();
    expect(seen.body).toMatchObject({
      status: 'pending',
      name: 'Apple iPhone 13',
      proposal: { price: '350.50' },
    });
    const text = JSON.stringify(seen.body);
    for (const secret of ['Bernd', 'Geheim', buyer.email, `"id":${buyer.id}`])
      expect(text).not.toContain(secret);

    // The seller completes an ad of their own and claims the proposal with it.
    const own = await kit.ad(vendor, { price: 420 });
    const claimed = await claim(vendor, token, own.id);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(v.safeParse(OrderSchema, claimed.body).issues).toBeUndefined();
    const order = claimed.body;
    expect(order).toMatchObject({
      status: 'confirmation',
      customer_id: buyer.id,
      vendor: vendor.id,
      product_id: own.id,
      role: 'vendor',
      proposal: { price: '350.50', by: 'customer' },
      proposals: { customer: 1, vendor: 0 },
    });
    expect(order.actions).toEqual(['accept', 'counter', 'decline']);

    // The external ad is closed and points at the order; the buyer sees it in their list.
    const [closed] = await server.db.select().from(externalListings).where(eq(externalListings.id, ad.id));
    expect(closed).toMatchObject({ status: 'claimed', productId: own.id, orderId: order.id });
    const list = await mine(buyer);
    expect(list.body).toEqual([
      expect.objectContaining({ id: ad.id, status: 'claimed', order_id: order.id }),
    ]);
    expect((await offer(token)).body.status).toBe('claimed');

    // From here it is an ordinary negotiation: the seller counters, the buyer accepts.
    const buyerView = await ok(kit.get(buyer, order.id));
    expect(buyerView).toMatchObject({ role: 'customer', actions: ['cancel'] });
    const countered = await ok(kit.act(vendor, order.id, { action: 'counter', proposal: { price: '380' } }));
    expect(countered).toMatchObject({ status: 'pending', proposal: { price: '380', by: 'vendor' } });
    const accepted = await ok(kit.act(buyer, order.id, { action: 'accept' }));
    expect(accepted.status).toBe('on-hold');
  });

  it('lets the seller accept the claimed proposal straight away', async () => {
    const buyer = await kit.buyer();
    const vendor = await kit.seller();
    const { token } = await created(buyer);
    const own = await kit.ad(vendor, { price: 360 });
    const order = (await claim(vendor, token, own.id)).body;
    expect((await ok(kit.act(vendor, order.id, { action: 'accept' }))).status).toBe('on-hold');
  });

  it('closes the link after the first claim: a second claim is refused, also by another seller', async () => {
    const buyer = await kit.buyer();
    const [first, second] = [await kit.seller(), await kit.seller()];
    const { token } = await created(buyer);
    const [a, b] = [await kit.ad(first), await kit.ad(second)];

    const answers = await Promise.all([claim(first, token, a.id), claim(second, token, b.id)]);

    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(answers.find((r) => r.status === 400)?.body.code).toBe('hm_external_closed');
    expect((await claim(first, token, a.id)).body.code).toBe('hm_external_closed');
    expect((await server.db.select({ n: count() }).from(orders))[0]?.n).toBe(1);
  });
});

describe('the payload', () => {
  it('takes only http(s) links with a host', async () => {
    const buyer = await kit.buyer();
    for (const source_url of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/phone',
      'https:///no-host',
      'https://localhost/x',
      'https://user:secret@example.com/',
      'https://example.com/a b',
      '',
    ]) {
      const res = await create(buyer, payload({ source_url }));
      expect([res.status, res.body.code, res.body.data.params?.source_url], source_url).toEqual([
        400,
        'rest_invalid_param',
        expect.any(String),
      ]);
    }
    expect((await server.db.select({ n: count() }).from(externalListings))[0]?.n).toBe(0);
  });

  it('checks the catalogue: a model of the brand, a storage size', async () => {
    const buyer = await kit.buyer();
    const cases: [Record<string, unknown>, string][] = [
      [{ brand_id: server.termId('pa_model', 'iphone-13') }, 'brand_id'],
      [{ model_id: server.termId('pa_brand', 'apple') }, 'model_id'],
      [{ brand_id: server.terms('pa_brand').find((t) => t.slug !== 'apple')!.id }, 'model_id'],
      [{ storage_id: server.terms('pa_color')[0]!.id }, 'storage_id'],
      [{ storage_id: 999999 }, 'storage_id'],
      [{ price: 'vierhundert' }, 'price'],
      [{ price: '0' }, 'price'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [change, param] of cases) {
      const res = await create(buyer, payload(change));
      expect([res.status, res.body.code, Object.keys(res.body.data.params ?? {})], param).toEqual([
        400,
        'rest_invalid_param',
        [param],
      ]);
    }
  });

  it('keeps the proposal within the bounds of the price asked there', async () => {
    const buyer = await kit.buyer();
    const low = await create(buyer, payload({ proposal: { price: '320' } }));
    expect([low.status, low.body.code]).toEqual([400, 'hm_proposal_out_of_range']);
    expect(low.body.data).toMatchObject({ min: '320.01', max: '400' });
    const high = await create(buyer, payload({ proposal: { price: '400.01' } }));
    expect([high.status, high.body.code]).toEqual([400, 'hm_proposal_out_of_range']);
    const nan = await create(buyer, payload({ proposal: { price: 'abc' } }));
    expect([nan.status, nan.body.code]).toEqual([400, 'hm_proposal_invalid']);
    expect((await create(buyer, payload({ proposal: { price: '320,01' } }))).status).toBe(201);
  });

  it('needs a bearer token', async () => {
    expect((await create(undefined, payload())).status).toBe(401);
    expect((await server.request('GET', EXTERN)).status).toBe(401);
  });
});

describe('one pending external ad per buyer and link', () => {
  it('answers the open one to parallel duplicates, and allows another buyer the same link', async () => {
    const buyer = await kit.buyer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(buyer, payload())));

    const made = answers.filter((r) => r.status === 201);
    expect(made).toHaveLength(1);
    const id = made[0]!.body.id;
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expect([refused.status, refused.body.code, refused.body.data.id]).toEqual([
        400,
        'hm_external_exists',
        String(id),
      ]);
    }
    expect((await server.db.select({ n: count() }).from(externalListings))[0]?.n).toBe(1);

    expect((await create(await kit.buyer(), payload())).status).toBe(201);
    expect((await create(buyer, payload({ source_url: `${LINK}?ref=2` }))).status).toBe(201);
  });

  it('answers a replayed create (same Idempotency-Key) with the first answer and its claim link', async () => {
    const buyer = await kit.buyer();
    const send = () =>
      server.request<Answer<ExternalAd>>('POST', EXTERN, {
        token: buyer.token,
        body: payload(),
        headers: { 'Idempotency-Key': 'external-replay-1' },
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.claim_url).toBe(first.body.claim_url);
    expect((await server.db.select({ n: count() }).from(externalListings))[0]?.n).toBe(1);
  });

  it('allows a new one once the old one was withdrawn or expired', async () => {
    const buyer = await kit.buyer();
    const first = await created(buyer);
    const withdrawn = await withdraw(buyer, first.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: first.id, status: 'withdrawn', claim_url: '' });
    expect((await offer(first.token)).status).toBe(200);
    expect((await offer(first.token)).body.status).toBe('withdrawn');

    const second = await created(buyer);
    await server.db
      .update(externalListings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(externalListings.id, second.id));
    const third = await created(buyer);
    expect(third.id).not.toBe(second.id);
    const statuses = (await mine(buyer)).body.map((a) => [a.id, a.status]);
    expect(statuses).toEqual([
      [third.id, 'pending'],
      [second.id, 'expired'],
      [first.id, 'withdrawn'],
    ]);
  });

  it('allows ten a day per buyer', async () => {
    const buyer = await kit.buyer();
    for (let i = 0; i < 10; i++) await created(buyer, payload({ source_url: `${LINK}/${i}` }));
    const res = await create(buyer, payload({ source_url: `${LINK}/10` }));
    expect([res.status, res.body.code]).toEqual([429, 'too_many_requests']);
  });
});

describe('who may do what', () => {
  it('refuses unknown, malformed and expired links with 404', async () => {
    const buyer = await kit.buyer();
    const vendor = await kit.seller();
    const own = await kit.ad(vendor);
    const { id, token } = await created(buyer);
    const unknown = 'A'.repeat(43);
    for (const t of [unknown, 'short', `${token}x`]) {
      expect((await offer(t)).status, t).toBe(404);
      expect((await claim(vendor, t, own.id)).status, t).toBe(404);
    }
    await server.db
      .update(externalListings)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(externalListings.id, id));
    expect((await offer(token)).status).toBe(404);
    expect((await claim(vendor, token, own.id)).status).toBe(404);
    expect((await withdraw(buyer, id)).body.code).toBe('hm_external_closed');
  });

  it("claims only with the caller's own live ad, never by the buyer, never without a token", async () => {
    const buyer = await kit.buyer();
    const vendor = await kit.seller();
    const other = await kit.seller();
    const { token } = await created(buyer);
    const othersAd = await kit.ad(other);
    const buyersAd = await kit.ad(buyer);

    const cases: [Party | undefined, unknown, number, string][] = [
      [undefined, (await kit.ad(vendor)).id, 401, 'rest_forbidden'],
      [vendor, othersAd.id, 400, 'rest_invalid_param'],
      [vendor, 999999, 400, 'rest_invalid_param'],
      [vendor, '5', 400, 'rest_invalid_param'],
      [buyer, buyersAd.id, 400, 'hm_own_product'],
      [vendor, (await kit.ad(vendor, { status: 'private' })).id, 400, 'hm_product_unavailable'],
      [vendor, (await kit.ad(vendor, { stockStatus: 'outofstock' })).id, 400, 'hm_product_unavailable'],
    ];
    for (const [who, productId, status, code] of cases) {
      const res = await claim(who, token, productId);
      expect([res.status, res.body.code], `${who?.id} ${String(productId)}`).toEqual([status, code]);
    }
    expect((await offer(token)).body.status).toBe('pending');
    expect((await server.db.select({ n: count() }).from(orders))[0]?.n).toBe(0);
  });

  it('refuses a claim with an ad reserved for another buyer', async () => {
    const buyer = await kit.buyer();
    const other = await kit.buyer();
    const vendor = await kit.seller();
    const own = await kit.ad(vendor, { price: 400 });
    const direct = (await kit.propose(other, own.id, '390')).body;
    await ok(kit.act(vendor, direct.id, { action: 'accept' }));
    const { token } = await created(buyer);

    const res = await claim(vendor, token, own.id);

    expect([res.status, res.body.code]).toEqual([400, 'hm_product_reserved']);
    expect((await offer(token)).body.status).toBe('pending');
  });

  it('lets only the buyer see and withdraw their external ads, and only while pending', async () => {
    const buyer = await kit.buyer();
    const stranger = await kit.buyer();
    const vendor = await kit.seller();
    const ad = await created(buyer);

    expect((await mine(stranger)).body).toEqual([]);
    expect((await withdraw(stranger, ad.id)).status).toBe(404);
    expect((await withdraw(stranger, 'abc')).status).toBe(400);
    // The buyer can copy the same link again later: it is derived, not stored.
    expect((await mine(buyer)).body.map((a) => [a.id, a.claim_url.split('/').pop()])).toEqual([
      [ad.id, ad.token],
    ]);

    await claim(vendor, ad.token, (await kit.ad(vendor)).id);
    const late = await withdraw(buyer, ad.id);
    expect([late.status, late.body.code]).toEqual([400, 'hm_external_closed']);
  });
});
