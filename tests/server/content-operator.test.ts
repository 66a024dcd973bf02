// Issue 17: the static pages show their title once (no second heading in the content), the imprint
// names the operator configured by OPERATOR_* (and the demo operator without them, never a
// placeholder), the settings carry the same details, and the about page answers as about-en.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localStorage } from '../../server/adapters/storage.ts';
import { pages } from '../../server/db/schema.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { DEMO_OPERATOR } from '../../server/operator-config.ts';
import { PAGE_SLUGS, type Page, type Settings } from '../../src/core/content.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const PAGES = '/wp-json/wp/v2/pages';
const SETTINGS = '/wp-json/wp/v2/settings';

const OPERATOR_ENV = {
  OPERATOR_NAME: 'Nord & Söhne Handel GmbH',
  OPERATOR_ADDRESS: 'Hafenstraße 5, 20457 Hamburg',
  OPERATOR_EMAIL: 'recht@betreiber.example',
  OPERATOR_PHONE: '+49 40 123456',
  OPERATOR_REGISTER: 'Amtsgericht Hamburg, HRB 987654',
  OPERATOR_REPRESENTATIVE: 'Kai Nordmann',
  OPERATOR_VAT_ID: 'DE298765432',
};

describe('static pages', () => {
  it('does not repeat the title as the first heading of any page, in both languages', async () => {
    for (const slug of PAGE_SLUGS) {
      for (const lang of ['de', 'en']) {
        const [page] = (await server.get<Page[]>(PAGES, { slug, lang })).body;
        const firstHeading = /<h[1-6][^>]*>([^<]*)<\/h[1-6]>/.exec(page?.content.rendered ?? '')?.[1];
        expect(firstHeading, `${slug} ${lang}`).not.toBe(page?.title.rendered);
        expect(page?.content.rendered.startsWith('<h2>'), `${slug} ${lang}`).toBe(false);
      }
    }
  });

  it('names the configured operator in the imprint, escaped, with no placeholder left', async () => {
    const app = server.buildApp(OPERATOR_ENV);
    for (const lang of ['de', 'en']) {
      const [page] = (await server.get<Page[]>(PAGES, { slug: 'impressum', lang }, app)).body;
      const html = page?.content.rendered ?? '';

      expect(html).toContain('Nord &#38; Söhne Handel GmbH');
      for (const value of Object.values(OPERATOR_ENV).slice(1)) expect(html).toContain(value);
      expect(html).not.toMatch(/\{\{|Platzhalter|placeholder|Muster/i);
    }
  });

  it('names the demo operator without OPERATOR_* settings, in the imprint, terms and privacy policy', async () => {
    for (const slug of ['impressum', 'termsandconditions', 'privacy-policy']) {
      const [page] = (await server.get<Page[]>(PAGES, { slug, lang: 'de' })).body;
      expect(page?.content.rendered, slug).toContain(DEMO_OPERATOR.name);
      expect(page?.content.rendered, slug).not.toMatch(/\{\{|Platzhalter|Muster/);
    }
  });

  it('brings the pages of a database seeded by an earlier version to this version at start', async () => {
    await server.db
      .update(pages)
      .set({ content: '<h2>Impressum</h2><p>Max Mustermann (Platzhalter)</p>' })
      .where(eq(pages.slug, 'impressum'));

    await seedIfEmpty(server.db, localStorage(mkdtempSync(join(tmpdir(), 'hm-pages-'))), { demo: false });

    const [page] = (await server.get<Page[]>(PAGES, { slug: 'impressum', lang: 'de' })).body;
    expect(page?.content.rendered).toContain(DEMO_OPERATOR.name);
    expect(page?.content.rendered).not.toMatch(/Platzhalter|Muster/);
  });

  it('answers the English about page for slug=about-en (spec 7)', async () => {
    const res = await server.get<Page[]>(PAGES, { slug: 'about-en' });

    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      slug: 'about-en',
      lang: 'en',
      title: { rendered: 'About Handymarkt' },
    });
  });
});

describe('GET /wp/v2/settings: the operator', () => {
  it('refuses to start with markup or a line break in an operator field', () => {
    expect(() => server.buildApp({ OPERATOR_NAME: 'Evil <script>' })).toThrow(/OPERATOR_NAME/);
    expect(() => server.buildApp({ OPERATOR_EMAIL: 'kein-mail' })).toThrow(/OPERATOR_EMAIL/);
  });

  it('answers the configured operator details', async () => {
    const res = await server.get<Settings>(SETTINGS, {}, server.buildApp(OPERATOR_ENV));

    expect(res.body.operator).toEqual({
      name: OPERATOR_ENV.OPERATOR_NAME,
      address: OPERATOR_ENV.OPERATOR_ADDRESS,
      email: OPERATOR_ENV.OPERATOR_EMAIL,
      phone: OPERATOR_ENV.OPERATOR_PHONE,
      register: OPERATOR_ENV.OPERATOR_REGISTER,
      representative: OPERATOR_ENV.OPERATOR_REPRESENTATIVE,
      vat_id: OPERATOR_ENV.OPERATOR_VAT_ID,
    });
  });
});
