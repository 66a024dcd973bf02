// Issue 18, the console's catalogue and settings sections: a new model or colour is in the
// attribute list the ad form and filters are built from at once, duplicates and unreal dates are
// refused; saved settings override the environment in the public settings and the imprint; each
// change is audited in its own transaction.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { terms } from '../../server/db/schema.ts';
import type { AdminSettings } from '../../src/core/admin-settings.ts';
import type { AttributeCatalogue, ModelTerm } from '../../src/core/catalogue.ts';
import type { Page, Settings } from '../../src/core/content.ts';
import { auditEntries, makeAdmin } from './support/admin.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const ENV = {
  ...ACCOUNT_ENV,
  ADVERTISE_URL: 'https://werbung.example/env',
  OPERATOR_NAME: 'Env Betreiber GmbH',
};
const server = setupTestServer({ env: ENV });
const A = '/wp-json/hm/v1/admin';
const ADDED = ['testfon-9-pro', 'apple-testfon-9-pro', 'testlila'];

let token = '';
let adminId = 0;
beforeEach(async () => {
  const admin = await server.register();
  await makeAdmin(server, admin);
  token = admin.token;
  adminId = admin.user_id;
});

// The catalogue is kept from file to file (a shared PostgreSQL): take the additions out again.
afterAll(async () => {
  await server.db.delete(terms).where(inArray(terms.slug, ADDED));
});

const attributes = async () =>
  (await server.get<AttributeCatalogue>('/wp-json/wc/v3/products/attributes')).body;

describe('POST /hm/v1/admin/catalogue/models', () => {
  it('adds a model that the attribute list answers at once, audited', async () => {
    const samsung = server.termId('pa_brand', 'samsung');
    await attributes(); // the server's copy is read before the addition

    const res = await server.request<ModelTerm>('POST', `${A}/catalogue/models`, {
      token,
      body: { brand_id: samsung, name: 'Testfon 9 Pro', release_date: 20260301 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: 'testfon-9-pro', tax_id: samsung, release_date: 20260301 });

    const model = (await attributes()).models.find((m) => m.id === res.body.id);
    expect(model).toMatchObject({ name: 'Testfon 9 Pro', name_en: 'Testfon 9 Pro', tax_id: samsung });
    const [entry] = await auditEntries(server);
    expect(entry).toMatchObject({
      actorId: adminId,
      action: 'catalogue.model_add',
      objectId: String(res.body.id),
    });
  });

  it('refuses a name the brand has (409, any case), but takes it for another brand', async () => {
    const apple = server.termId('pa_brand', 'apple');
    const iphone = await server.request<{ code: string }>('POST', `${A}/catalogue/models`, {
      token,
      body: { brand_id: apple, name: 'iphone 13', release_date: 20260301 },
    });
    expect(iphone.status).toBe(409);
    expect(iphone.body.code).toBe('hm_catalogue_exists');

    const samsung = server.termId('pa_brand', 'samsung');
    const body = { name: 'Testfon 9 Pro', release_date: 20260301 };
    await server.request('POST', `${A}/catalogue/models`, { token, body: { ...body, brand_id: samsung } });
    const again = await server.request('POST', `${A}/catalogue/models`, {
      token,
      body: { ...body, brand_id: samsung },
    });
    expect(again.status).toBe(409);
    const other = await server.request<ModelTerm>('POST', `${A}/catalogue/models`, {
      token,
      body: { ...body, brand_id: apple },
    });
    expect(other.status).toBe(201);
    expect(other.body.slug).toBe('apple-testfon-9-pro');
  });

  it('refuses unreal dates, an unknown brand and markup with 400, adding nothing', async () => {
    const samsung = server.termId('pa_brand', 'samsung');
    for (const body of [
      { brand_id: samsung, name: 'X1', release_date: 20250231 },
      { brand_id: samsung, name: 'X1', release_date: 19991231 },
      { brand_id: samsung, name: 'X1', release_date: 20991231 },
      { brand_id: samsung, name: 'X1', release_date: '20250101' },
      { brand_id: server.termId('pa_system', 'ios'), name: 'X1', release_date: 20250101 },
      { brand_id: samsung, name: '<b>X1</b>', release_date: 20250101 },
      { brand_id: samsung, name: '', release_date: 20250101 },
    ]) {
      const res = await server.request('POST', `${A}/catalogue/models`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditEntries(server)).toEqual([]);
  });
});

describe('POST /hm/v1/admin/catalogue/colors', () => {
  it('adds a colour to the attribute list and refuses its name again', async () => {
    const res = await server.request<{ id: number }>('POST', `${A}/catalogue/colors`, {
      token,
      body: { name: 'Testlila', name_en: 'Test purple', hex: '#8a2be2' },
    });
    expect(res.status).toBe(201);
    expect((await attributes()).colors.find((c) => c.id === res.body.id)).toMatchObject({
      slug: 'testlila',
      name_en: 'Test purple',
      hex: '#8a2be2',
    });
    const again = await server.request('POST', `${A}/catalogue/colors`, {
      token,
      body: { name: 'Other', name_en: 'test PURPLE' },
    });
    expect(again.status).toBe(409);
  });
});

describe('/hm/v1/admin/settings', () => {
  const settings = async () => (await server.get<Settings>('/wp-json/wp/v2/settings')).body;

  it('answers the environment defaults while nothing is saved, the tile URL read-only', async () => {
    const res = await server.request<AdminSettings>('GET', `${A}/settings`, { token });
    expect(res.status).toBe(200);
    expect(res.body.values.advertise_url).toBe(ENV.ADVERTISE_URL);
    expect(res.body.stored.advertise_url).toBeNull();
    expect(res.body.defaults.operator_name).toBe(ENV.OPERATOR_NAME);
    expect(typeof res.body.map_tile_url).toBe('string');
  });

  it('saved values win over the environment in the public settings and the imprint, null goes back', async () => {
    const res = await server.request<AdminSettings>('PUT', `${A}/settings`, {
      token,
      body: { advertise_url: 'https://werbung.example/neu', operator_name: 'Konsole & Co. KG' },
    });
    expect(res.status).toBe(200);
    expect(res.body.values.operator_name).toBe('Konsole & Co. KG');

    const now = await settings();
    expect(now.advertise_url).toBe('https://werbung.example/neu');
    expect(now.operator?.name).toBe('Konsole & Co. KG');
    const [imprint] = (await server.get<Page[]>('/wp-json/wp/v2/pages', { slug: 'impressum' })).body;
    expect(imprint?.content.rendered).toContain('Konsole &#38; Co. KG');

    await server.request('PUT', `${A}/settings`, { token, body: { advertise_url: '' } });
    expect((await settings()).advertise_url).toBeNull();
    await server.request('PUT', `${A}/settings`, {
      token,
      body: { advertise_url: null, operator_name: null },
    });
    expect(await settings()).toMatchObject({
      advertise_url: ENV.ADVERTISE_URL,
      operator: { name: ENV.OPERATOR_NAME },
    });
  });

  it('audits each change with the changed keys before and after, and nothing for no change', async () => {
    await server.request('PUT', `${A}/settings`, { token, body: { operator_phone: '+49 40 1' } });
    await server.request('PUT', `${A}/settings`, { token, body: { operator_phone: '+49 40 1' } });
    await server.request('PUT', `${A}/settings`, { token, body: { operator_phone: null } });
    const entries = await auditEntries(server);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['settings.update', { operator_phone: null }, { operator_phone: '+49 40 1' }],
      ['settings.update', { operator_phone: '+49 40 1' }, { operator_phone: null }],
    ]);
  });

  it('makes no change when its audit entry cannot be written (one transaction)', async () => {
    await server.db.execute(
      sql`ALTER TABLE audit_log ADD CONSTRAINT test_no_settings_audit CHECK (action <> 'settings.update')`,
    );
    try {
      const res = await server.request('PUT', `${A}/settings`, { token, body: { operator_vat_id: 'DE1' } });
      expect(res.status).toBe(500);
    } finally {
      await server.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT test_no_settings_audit`);
    }
    expect((await settings()).operator?.vat_id).not.toBe('DE1');
  });

  it('refuses markup, a bad e-mail, a non-http advertiser and unknown keys with 400', async () => {
    for (const body of [
      { operator_name: '<script>x</script>' },
      { operator_address: 'Zeile 1\nZeile 2' },
      { operator_email: 'kein-mail' },
      { advertise_url: 'javascript:alert(1)' },
      { map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png' },
    ]) {
      const res = await server.request('PUT', `${A}/settings`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditEntries(server)).toEqual([]);
  });
});
