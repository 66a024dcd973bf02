// Issue 18, the console's content and catalogue: the demo admin edits a page in German and English
// and reads both on the public page, writes a magazine article with a picture and publishes it,
// adds a model that the ad form then offers; axe finds nothing serious on the console in either
// language. The page is put back at the end (other specs read every page's heading).
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { apiToken, DEMO_PASSWORD } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';
import { DEMO_ADMIN, signedInAdmin } from './support/admin.ts';

test.describe.configure({ timeout: 120_000 });

const ADMIN = DEMO_ADMIN;
const CONTENT = '/wp-json/hm/v1/admin/content';

interface Item {
  kind: 'pages' | 'posts';
  id: number;
  slug: string;
  lang: 'de' | 'en';
  title: string;
  markdown: string;
  status: 'publish' | 'draft';
}

async function pageItems(request: APIRequestContext, token: string, slug: string): Promise<Item[]> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(CONTENT, { headers })).json()) as Item[];
  const items = list.filter((i) => i.kind === 'pages' && i.slug === slug);
  return Promise.all(
    items.map(
      async (i) => (await (await request.get(`${CONTENT}/pages/${i.id}`, { headers })).json()) as Item,
    ),
  );
}

async function restore(request: APIRequestContext, token: string, items: readonly Item[]) {
  for (const i of items) {
    const res = await request.put(`${CONTENT}/pages/${i.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title: i.title, markdown: i.markdown, status: i.status },
    });
    expect(res.status()).toBe(200);
  }
}

test('an admin edits a page in German and English and reads both on the public page', async ({
  page,
  request,
}) => {
  const token = await signedInAdmin(page, request);
  const original = await pageItems(request, token, 'support');
  const stamp = Date.now();
  try {
    for (const lang of ['de', 'en'] as const) {
      const item = original.find((i) => i.lang === lang);
      if (!item) throw new Error(`no support page in ${lang}`);
      await page.goto(`/admin/content/pages/${item.id}`);
      const markdown = page.getByLabel(/^Text \(Markdown\)$/);
      await expect(markdown).toHaveValue(/\S/);
      await markdown.fill(`${item.markdown}\n\nKonsole ${lang} ${stamp} **fett**`);
      await expect(
        page.getByTestId('admin-content-preview').locator('strong', { hasText: 'fett' }),
      ).toBeVisible();
      await page.getByRole('button', { name: /^(Speichern|Save)$/ }).click();
      await expect(page.getByRole('status').filter({ hasText: /^(Gespeichert\.|Saved\.)$/ })).toBeVisible();
    }

    await page.goto('/page/support');
    await expect(page.getByText(`Konsole de ${stamp}`)).toBeVisible();
    await switchLanguage(page, 'English');
    await expect(page.getByText(`Konsole en ${stamp}`)).toBeVisible();
    await expect(page.getByText(`Konsole de ${stamp}`)).toHaveCount(0);
  } finally {
    await restore(request, token, original);
  }
});

test('an admin writes a magazine article with a picture and publishes it', async ({ page, request }) => {
  await signedInAdmin(page, request);
  const stamp = Date.now();
  const slug = `konsole-artikel-${stamp}`;
  // A title of its own: the article stays in the magazine, where other tests name articles by title.
  const title = `Akku-Tausch aus der Konsole ${stamp}`;
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Neuer Magazin-Artikel' }).click();
  await expect(page.getByRole('heading', { name: 'Neuer Magazin-Artikel' })).toBeVisible();

  await page.getByLabel('Adresse (Slug)').fill(slug);
  await page.getByLabel('Sprache des Textes', { exact: true }).selectOption('de');
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Text (Markdown)').fill('Wann sich ein neuer Akku **lohnt**.');
  await page.getByLabel('Bildbeschreibung (Alternativtext)').fill('Ein Handy mit offenem Akkufach');
  const picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3b7dd8' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await page.getByLabel('Bilddatei (JPEG oder PNG)').setInputFiles({
    name: 'akku.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  const preview = page.getByTestId('admin-content-preview');
  await expect(preview.getByRole('img', { name: 'Ein Handy mit offenem Akkufach' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue(
    /!\[Ein Handy mit offenem Akkufach\]\(\/\S+\)/,
  );

  await page.getByRole('radio', { name: 'Veröffentlicht' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: `„${title}“ bearbeiten` })).toBeVisible();

  await page.goto(`/magazin/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ein Handy mit offenem Akkufach' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ein Handy mit offenem Akkufach' })).toHaveJSProperty(
    'complete',
    true,
  );
});

test('a model added in the catalogue is offered in the ad form', async ({ page, request }) => {
  await signedInAdmin(page, request);
  const name = `Testfon ${Date.now()}`;
  await page.goto('/admin/catalogue');
  const form = page.getByRole('form', { name: 'Neues Modell' });
  await form.getByLabel('Marke').selectOption({ label: 'Motorola' });
  await form.getByLabel('Modellname').fill(name);
  await form.getByLabel('Erscheinungsdatum').fill('2026-03-01');
  await form.getByRole('button', { name: 'Modell hinzufügen' }).click();
  await expect(form.getByRole('status')).toHaveText(`„${name}“ ist im Katalog.`);

  await page.goto('/publish/new');
  await page.reload(); // a reload, too, offers it (the browser's copy of the catalogue was renewed)
  const adForm = page.getByRole('form', { name: 'Anzeige aufgeben' });
  await adForm.getByLabel('Betriebssystem', { exact: true }).selectOption({ label: 'Android' });
  await adForm.getByLabel('Marke', { exact: true }).selectOption({ label: 'Motorola' });
  await expect(adForm.getByLabel('Modell', { exact: true }).locator('option', { hasText: name })).toHaveCount(
    1,
  );
});

test('the console has no serious accessibility violations, in German and English', async ({
  page,
  request,
}) => {
  await signedInAdmin(page, request);
  const [support] = await pageItems(request, await apiToken(request, ADMIN, DEMO_PASSWORD), 'support');
  const screens = [
    '/admin',
    '/admin/content',
    `/admin/content/pages/${support?.id ?? 1}`,
    '/admin/catalogue',
    '/admin/settings',
  ];
  for (const language of ['Deutsch', 'English'] as const) {
    await page.goto('/admin');
    if (language === 'English') await switchLanguage(page, 'English');
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('.state--loading')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} (${language})`);
    }
  }
});
