// Saved search alerts (issue 16): when an ad goes live, the owner of each saved search it matches
// is told once (saved_search_match, with the search and the ad), never its own seller, nobody
// whose search it does not match, and nobody a second time when the ad is published again.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/core/products.ts';
import savedSearchAlerts from '../../server/jobs/saved-search-alerts.ts';
import { adBody, makeMedia, PRODUCTS, productPath, type AdBodyTerms } from './support/ad-writes.ts';
import { notificationKit } from './support/notifications.ts';
import { orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { startJobRunner } from './support/jobs.ts';
import { savedSearchKit } from './support/saved-searches.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const people = orderKit(server);
const bell = notificationKit(server);
const kit = savedSearchKit(server);

/** POST /wc/v3/products: a live iPhone 13 (128 GB, blue, good, 87 % battery) at `price` euro. */
async function publish(
  who: Party,
  price = '349',
  terms: AdBodyTerms = {},
  location?: { address: string; lat: number; lng: number },
): Promise<Product> {
  const photos = await makeMedia(server, who.id, 1);
  const body = adBody(
    server,
    photos.map((p) => p.id),
    terms,
    { regular_price: price, ...(location ? { location } : {}) },
  );
  const res = await server.request<Product>('POST', PRODUCTS, { token: who.token, body });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function save(who: Party, name: string, query: Record<string, unknown>): Promise<number> {
  const res = await kit.create(who, { name, query });
  if (res.status !== 201) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

const alerts = async (who: Party) => (await bell.inbox(who)).filter((n) => n.type === 'saved_search_match');

describe('saved search alerts', () => {
  it('tells the owner of a matching search once, with the search and the ad', async () => {
    const seller = await people.seller();
    const buyer = await people.buyer();
    const apple = server.termId('pa_brand', 'apple');
    const searchId = await save(buyer, 'iPhone bis 400 €', {
      attributes: [{ taxonomy: 'pa_brand', term_ids: [apple] }],
      models: [server.termId('pa_model', 'iphone-13')],
      max_price: '400',
      min_battery_health: 85,
      activation_lock_removed: true,
    });

    const ad = await publish(seller);
    await kit.settle();

    const told = await alerts(buyer);
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toEqual({
      product: { id: ad.id, name: ad.name, slug: ad.slug },
      saved_search: { id: searchId, name: 'iPhone bis 400 €' },
    });
    expect(told[0]?.read).toBe(false);
  });

  it('tells by itself right after the publication, without waiting in the publishing call', async () => {
    const seller = await people.seller();
    const buyer = await people.buyer();
    await save(buyer, 'Alles', {});
    // The matcher's job as a server runs it (server/jobs/saved-search-alerts.ts).
    const jobs = await startJobRunner(server, [savedSearchAlerts]);
    try {
      await publish(seller);

      // Nobody drains the queue here: the matcher woken after the commit does it.
      const deadline = Date.now() + 5000;
      while ((await alerts(buyer)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await alerts(buyer)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it('tells nobody whose search the ad does not match, and never the seller', async () => {
    const seller = await people.seller();
    const pricey = await people.buyer();
    const otherBrand = await people.buyer();
    const battery = await people.buyer();
    const storage = await people.buyer();
    await save(pricey, 'Günstig', { max_price: '348.99' });
    await save(otherBrand, 'Samsung', {
      attributes: [{ taxonomy: 'pa_brand', term_ids: [server.termId('pa_brand', 'samsung')] }],
    });
    await save(battery, 'Guter Akku', { min_battery_health: 90 });
    await save(storage, '256 GB', {
      attributes: [{ taxonomy: 'pa_storage', term_ids: [server.termId('pa_storage', '256-gb')] }],
    });
    // The seller's own search matches every ad, theirs too.
    await save(seller, 'Alles', {});

    await publish(seller, '349');
    await kit.settle();

    for (const who of [pricey, otherBrand, battery, storage, seller]) expect(await alerts(who)).toEqual([]);
  });

  it('tells each matching search of several users, and each search of one user', async () => {
    const seller = await people.seller();
    const a = await people.buyer();
    const b = await people.buyer();
    await save(a, 'Alles', {});
    await save(a, 'Apple', {
      attributes: [{ taxonomy: 'pa_brand', term_ids: [server.termId('pa_brand', 'apple')] }],
    });
    await save(b, 'Ab 349 €', { min_price: '349' });

    await publish(seller, '349');
    await kit.settle();

    expect((await alerts(a)).map((n) => n.data.saved_search?.name).sort()).toEqual(['Alles', 'Apple']);
    expect(await alerts(b)).toHaveLength(1);
  });

  it('does not tell again when the ad is paused and published again, or edited', async () => {
    const seller = await people.seller();
    const buyer = await people.buyer();
    await save(buyer, 'Alles', {});
    const ad = await publish(seller);
    await kit.settle();

    const change = (body: Record<string, unknown>) =>
      server.request('PUT', productPath(ad.id), { token: seller.token, body });
    expect((await change({ status: 'private' })).status).toBe(200);
    expect((await change({ status: 'publish' })).status).toBe(200);
    expect((await change({ regular_price: '299' })).status).toBe(200);
    await kit.settle();

    expect(await alerts(buyer)).toHaveLength(1);
    // Also when the notification was deleted meanwhile: the search was told of this ad.
    const [first] = await alerts(buyer);
    await bell.remove(buyer, first?.key ?? 0);
    await change({ status: 'private' });
    await change({ status: 'publish' });
    await kit.settle();
    expect(await alerts(buyer)).toEqual([]);
  });

  it('tells of an ad published hidden only once it goes live', async () => {
    const seller = await people.seller();
    const buyer = await people.buyer();
    await save(buyer, 'Alles', {});
    const photos = await makeMedia(server, seller.id, 1);
    const hidden = await server.request<Product>('POST', PRODUCTS, {
      token: seller.token,
      body: adBody(
        server,
        photos.map((p) => p.id),
        {},
        { status: 'private' },
      ),
    });
    await kit.settle();
    expect(await alerts(buyer)).toEqual([]);

    await server.request('PUT', productPath(hidden.body.id), {
      token: seller.token,
      body: { status: 'publish' },
    });
    await kit.settle();
    expect(await alerts(buyer)).toHaveLength(1);
  });

  it('tells nobody of an ad that a search saved after its publication would match', async () => {
    const seller = await people.seller();
    const buyer = await people.buyer();
    await publish(seller);
    await kit.settle();
    await save(buyer, 'Zu spät', {});
    await kit.settle();
    expect(await alerts(buyer)).toEqual([]);
  });

  it('tells of ads around the search’s place only, by town or postcode, as the home list finds them', async () => {
    const seller = await people.seller();
    const berliner = await people.buyer();
    const munich = await people.buyer();
    await save(berliner, 'Rund um Berlin', { place: 'Berlin', radius_km: 25 });
    await save(munich, 'Rund um München', { place: '80331', radius_km: 100 });

    await publish(seller); // in Berlin (10178)
    await publish(seller, '299', {}, { address: '20095 Hamburg', lat: 53.5503, lng: 10.0006 });
    await kit.settle();

    expect((await alerts(berliner)).map((n) => n.data.product?.name)).toHaveLength(1);
    expect(await alerts(munich)).toHaveLength(0);
  });
});
