// Flagged ads (issue 18, src/core/moderation-flags.ts, docs/admin.md "Flagged ads"): ordinary ads
// publish at once; an ad with a scam phrase, a price far below its model's median or the 4th ad
// of a new account within an hour waits as `pending`, hidden from the public, visible to its
// seller with why; the flags are for the seller and admins only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { products, users } from '../../server/db/schema.ts';
import { adBody, makeMedia, PRODUCTS, productPath, seller, type Seller } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
type Answer = Product & ApiErrorBody;

async function create(who: Seller, overrides: Parameters<typeof adBody>[3] = {}, app?: App) {
  const photos = await makeMedia(server, who.id, 1);
  return server.request<Answer>('POST', PRODUCTS, {
    ...(app ? { app } : {}),
    token: who.token,
    body: adBody(
      server,
      photos.map((p) => p.id),
      {},
      overrides,
    ),
  });
}

/** A seller whose account is older than a week (the hourly rule is for new accounts). */
async function oldSeller(): Promise<Seller> {
  const me = await seller(server);
  await server.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) })
    .where(eq(users.id, me.id));
  return me;
}

/** Live iPhone 13 ads of other sellers at these prices (euro). */
async function marketAt(...prices: number[]) {
  for (const price of prices) await server.makeAd({ model: 'iphone-13', price });
}

const publicList = () =>
  server
    .request<Product[]>('GET', PRODUCTS, { query: { per_page: 100 } })
    .then((r) => r.body.map((p) => p.id));

describe('flagging rules at publish', () => {
  it('flag nothing when the operator switched them off (AUTO_MODERATION=off): the ad goes live', async () => {
    const me = await seller(server);
    const off = server.buildApp({ ...ACCOUNT_ENV, AUTO_MODERATION: 'off' });

    const res = await create(me, { description: 'Zahlung nur Vorkasse, Kontakt per WhatsApp.' }, off);

    expect(res.status).toBe(201);
    expect(res.body.status).toBe('publish');
    expect(await publicList()).toContain(res.body.id);
  });

  it('publishes an ordinary ad at once, with no flags', async () => {
    const me = await seller(server);
    await marketAt(300, 320, 340, 360, 380);

    const res = await create(me);

    expect(res.status).toBe(201);
    expect(res.body.status).toBe('publish');
    expect(res.body).not.toHaveProperty('moderation_flags');
    expect(await publicList()).toContain(res.body.id);
  });

  it('holds an ad with a scam phrase back as pending, whatever its case, and tells the seller why', async () => {
    const me = await seller(server);

    const res = await create(me, {
      description: 'Top Zustand. Zahlung NUR   Vorkasse, Kontakt per WhatsApp.',
    });

    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(res.body.moderation_flags).toEqual([
      { rule: 'scam_phrase', phrases: ['nur vorkasse', 'whatsapp'] },
    ]);
    expect(await publicList()).not.toContain(res.body.id);
    // Not public: a stranger's read answers as for a missing ad.
    expect((await server.request('GET', productPath(res.body.id))).status).toBe(404);
    // Its seller sees it (My ads' "all" tab) with the flags.
    const mine = await server.request<Product[]>('GET', PRODUCTS, {
      token: me.token,
      query: { vendor: 'me', status: 'publish,private,expired,pending,rejected,trash' },
    });
    expect(mine.body.find((p) => p.id === res.body.id)).toMatchObject({
      status: 'pending',
      moderation_flags: [{ rule: 'scam_phrase' }],
    });
  });

  it('holds back an ad under 40 % of its model’s median price once the model has 5 live ads', async () => {
    const me = await oldSeller();
    await marketAt(300, 320, 340, 360, 380);

    const cheap = await create(me, { regular_price: '135' });
    const fair = await create(me, { regular_price: '137' });

    expect(cheap.body).toMatchObject({
      status: 'pending',
      moderation_flags: [{ rule: 'low_price', median_cents: 34000, ads: 5 }],
    });
    expect(fair.body.status).toBe('publish');
    expect(fair.body).not.toHaveProperty('moderation_flags');
  });

  it('does not judge a price by a median of fewer than 5 live ads', async () => {
    const me = await oldSeller();
    await marketAt(300, 320, 340, 360);
    // Ads that are not live do not count.
    await server.makeAd({ model: 'iphone-13', price: 350, status: 'private' });
    await server.makeAd({ model: 'iphone-13', price: 350, expiresAt: new Date(Date.now() - 1000) });

    const res = await create(me, { regular_price: '10' });

    expect(res.body.status).toBe('publish');
    expect(res.body).not.toHaveProperty('moderation_flags');
  });

  it('holds back the 4th ad within an hour of an account younger than 7 days, not of an older one', async () => {
    const young = await seller(server);
    const old = await oldSeller();

    const youngStatuses: string[] = [];
    const oldStatuses: string[] = [];
    for (let i = 0; i < 5; i++) youngStatuses.push((await create(young)).body.status);
    for (let i = 0; i < 5; i++) oldStatuses.push((await create(old)).body.status);

    expect(youngStatuses).toEqual(['publish', 'publish', 'publish', 'pending', 'pending']);
    expect(oldStatuses).toEqual(['publish', 'publish', 'publish', 'publish', 'publish']);
    const [fourth] = await server.db
      .select({ flags: products.moderationFlags })
      .from(products)
      .where(eq(products.status, 'pending'))
      .orderBy(products.id)
      .limit(1);
    expect(fourth?.flags).toEqual([{ rule: 'new_account_burst', ads_in_hour: 4 }]);
  });

  it('holds back exactly one of 4 parallel publishes of a new account: the rule counts each in turn', async () => {
    const young = await seller(server);
    const photos = await makeMedia(server, young.id, 4);

    const answers = await Promise.all(
      photos.map((p) =>
        server.request<Answer>('POST', PRODUCTS, { token: young.token, body: adBody(server, [p.id]) }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['pending', 'publish', 'publish', 'publish']);
    // The one held back is the last one created.
    const rows = await server.db.select().from(products).orderBy(products.id);
    expect(rows.map((r) => r.status)).toEqual(['publish', 'publish', 'publish', 'pending']);
  });

  it('holds back a live ad edited to contain a scam phrase, and a restored one', async () => {
    const me = await oldSeller();
    const live = await create(me);
    const paused = await create(me, { status: 'private' });
    await server.db
      .update(products)
      .set({ description: 'Versand aus dem Ausland, nur Überweisung.' })
      .where(eq(products.id, paused.body.id));

    const edited = await server.request<Answer>('PUT', productPath(live.body.id), {
      token: me.token,
      body: { description: 'Bitte nur Western Union.' },
    });
    const restored = await server.request<Answer>('PUT', productPath(paused.body.id), {
      token: me.token,
      body: { status: 'publish' },
    });

    expect(edited.body).toMatchObject({ status: 'pending', moderation_flags: [{ rule: 'scam_phrase' }] });
    expect(restored.body).toMatchObject({
      status: 'pending',
      moderation_flags: [{ rule: 'scam_phrase', phrases: ['nur überweisung', 'versand aus dem ausland'] }],
    });
    // The seller cannot publish a pending ad themselves.
    const self = await server.request<Answer>('PUT', productPath(edited.body.id), {
      token: me.token,
      body: { status: 'publish' },
    });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('product_invalid_transition');
  });

  it('never shows the flags to anyone but the seller', async () => {
    const me = await oldSeller();
    const ad = await create(me, { description: 'Nur Vorkasse.' });
    await server.db.update(products).set({ status: 'publish' }).where(eq(products.id, ad.body.id));
    const other = await seller(server);

    const anonymous = await server.request<Product>('GET', productPath(ad.body.id));
    const stranger = await server.request<Product>('GET', productPath(ad.body.id), { token: other.token });
    const list = await server.request<Product[]>('GET', PRODUCTS, { token: other.token });

    expect(anonymous.status).toBe(200);
    expect(list.body[0]?.id).toBe(ad.body.id);
    expect(anonymous.body).not.toHaveProperty('moderation_flags');
    expect(stranger.body).not.toHaveProperty('moderation_flags');
    expect(list.body[0]).not.toHaveProperty('moderation_flags');
  });
});
