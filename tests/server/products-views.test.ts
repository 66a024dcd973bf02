// POST /wc/v3/products/{id}/views counts a view once per client, ad and day (issue 8, point 11):
// the client is the signed-in user, else the IP address, stored only as an HMAC.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deleteOldProductViews } from '../../server/db/repositories/product-views.ts';
import { productViews } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const views = (id: number, o: { ip?: string; token?: string } = {}) =>
  server.request<{ views: number }>('POST', `/wp-json/wc/v3/products/${id}/views`, o);

describe('POST /wc/v3/products/{id}/views', () => {
  it('counts 100 anonymous calls from one address as one view', async () => {
    const ad = await server.makeAd({ views: 7 });

    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await views(ad.id, { ip: '203.0.113.77' }));

    expect(answers.map((r) => r.body.views)).toEqual(Array(100).fill(8));
  });

  it('counts 100 parallel calls from one address as one view', async () => {
    const ad = await server.makeAd({ views: 0 });

    await Promise.all(Array.from({ length: 100 }, () => views(ad.id, { ip: '203.0.113.78' })));

    expect((await views(ad.id, { ip: '203.0.113.78' })).body.views).toBe(1);
  });

  it('counts each address and each ad on its own', async () => {
    const ad = await server.makeAd();
    const other = await server.makeAd();

    await views(ad.id, { ip: '203.0.113.1' });
    await views(ad.id, { ip: '203.0.113.2' });
    const third = await views(ad.id, { ip: '2001:db8::3' });
    const otherAd = await views(other.id, { ip: '203.0.113.1' });

    expect(third.body.views).toBe(3);
    expect(otherAd.body.views).toBe(1);
  });

  it('counts a signed-in user once from every address', async () => {
    const ad = await server.makeAd();
    const user = await server.register();

    await views(ad.id, { token: user.token, ip: '203.0.113.10' });
    const fromElsewhere = await views(ad.id, { token: user.token, ip: '198.51.100.10' });

    expect(fromElsewhere.body.views).toBe(1);
  });

  it('stores no IP address, only a keyed hash of the client', async () => {
    const ad = await server.makeAd();

    await views(ad.id, { ip: '203.0.113.99' });

    const rows = await server.db.select().from(productViews);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.99');
  });

  it('answers 404 for an ad that is not public, and records nothing', async () => {
    const ad = await server.makeAd({ status: 'pending' });

    const res = await views(ad.id, { ip: '203.0.113.5' });

    expect(res.status).toBe(404);
    expect(await server.db.select().from(productViews)).toEqual([]);
  });

  it('forgets the records of days before yesterday in the sweep, and counts those clients again', async () => {
    const ad = await server.makeAd();
    await views(ad.id, { ip: '203.0.113.6' });
    await server.db.update(productViews).set({ day: sql`current_date - 2` });
    await views(ad.id, { ip: '203.0.113.7' });

    await deleteOldProductViews(server.db);

    expect(await server.db.select().from(productViews)).toHaveLength(1);
    expect((await views(ad.id, { ip: '203.0.113.6' })).body.views).toBe(3);
  });
});
