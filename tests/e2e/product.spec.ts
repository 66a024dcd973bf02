// The ad page: opened from the list, with photos, price, facts, accessories, description, seller
// badges and related phones; a visit counts once; unknown ads and paths end on the 404 page.
import type { Page } from '@playwright/test';
import { termsOf, type ApiProduct } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { formatEuro, openHome, productCards } from './support/home.ts';
import { createUser } from './support/account.ts';
import { browserDateFormat } from './support/dates.ts';

const detail = (page: Page) => page.getByTestId('product-detail');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The live ad with the most to show: accessories, a description and a mix of seller badges, among
 * those with several photos (the demo ads have two; the one-photo ads other tests publish are
 * cheap, so the list sorted by price, highest first, starts with demo ads).
 */
async function richestAd(products: ApiProduct[]): Promise<ApiProduct> {
  const score = (p: ApiProduct) =>
    (termsOf(p, 'pa_accesories').length > 0 ? 2 : 0) +
    (p.description ? 1 : 0) +
    (new Set(Object.values(p.vendor.verified)).size === 2 ? 1 : 0);
  const best = products.filter((p) => p.images.length > 1).sort((a, b) => score(b) - score(a))[0];
  if (!best) throw new Error('no live ad with several photos on the first page');
  return best;
}

test('an ad opened from the list shows photos, price, facts, accessories, description and seller', async ({
  page,
  api,
  phone,
}) => {
  const sorting = 'high_to_low_price';
  const { products } = await api.liveProducts({ per_page: phone ? 12 : 20, sorting });
  const ad = await richestAd(products);
  await openHome(page, `?sort=${sorting}`);
  await productCards(page)
    .filter({ has: page.locator(`a[href="/product/${ad.slug}"]`) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(`/product/${ad.slug}`);
  await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(ad.name);
  await expect(page).toHaveTitle(new RegExp(`^${escape(ad.name)} – Handymarkt$`));

  // Photos: next / previous and the thumbnails change the large photo.
  const gallery = detail(page).getByRole('group', { name: ad.name });
  const [first, second] = ad.images as [ApiProduct['images'][0], ApiProduct['images'][0]];
  await expect(gallery.getByRole('img', { name: first.alt })).toBeVisible();
  await gallery.getByRole('button', { name: 'Nächstes Foto' }).click();
  await expect(gallery.getByRole('img', { name: second.alt })).toBeVisible();
  await expect(gallery.getByRole('img', { name: first.alt })).toHaveCount(0);
  await expect(gallery.getByRole('button', { name: `Foto 2 von ${ad.images.length}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await gallery.getByRole('button', { name: 'Vorheriges Foto' }).click();
  await expect(gallery.getByRole('img', { name: first.alt })).toBeVisible();
  await gallery.getByRole('button', { name: `Foto 2 von ${ad.images.length}` }).click();
  await expect(gallery.getByRole('img', { name: second.alt })).toBeVisible();
  const large = gallery.getByRole('img', { name: second.alt });
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Price in euro, next to the name.
  const summary = detail(page).getByRole('heading', { level: 1 }).locator('xpath=..');
  await expect(summary.getByText(formatEuro(Number(ad.price)), { exact: true })).toBeVisible();
  await expect(summary.getByText(formatEuro(Number(ad.price)), { exact: true })).toHaveText(/^[\d.,]+\s€$/);

  // Facts: label and value of each attribute, in German.
  const facts = page.getByTestId('product-facts');
  const expectedFacts = (
    [
      ['Marke', 'pa_brand'],
      ['Modell', 'pa_model'],
      ['Speicher', 'pa_storage'],
      ['Farbe', 'pa_color'],
      ['Zustand', 'pa_condition'],
      ['Alter', 'pa_age'],
      ['System', 'pa_system'],
    ] as const
  ).filter(([, taxonomy]) => termsOf(ad, taxonomy).length > 0);
  expect(expectedFacts.map(([label]) => label)).toEqual(
    expect.arrayContaining(['Marke', 'Modell', 'Speicher']),
  );
  await expect(facts.getByRole('term')).toHaveText(expectedFacts.map(([label]) => label));
  await expect(facts.getByRole('definition')).toHaveText(
    expectedFacts.map(([, taxonomy]) =>
      termsOf(ad, taxonomy)
        .map((t) => t.name)
        .join(', '),
    ),
  );

  const accessories = termsOf(ad, 'pa_accesories').map((t) => t.name);
  const accessoriesRegion = page.getByRole('region', { name: 'Zubehör' });
  if (accessories.length > 0) {
    await expect(accessoriesRegion.getByRole('listitem')).toHaveText(accessories);
  } else {
    await expect(accessoriesRegion).toContainText('Kein Zubehör angegeben.');
  }
  await expect(page.getByRole('region', { name: 'Beschreibung' })).toContainText(ad.description.trim());

  // The seller with the four verification badges.
  const seller = page.getByTestId('seller-box');
  await expect(seller).toContainText(ad.vendor.name);
  const badges = seller.getByRole('listitem');
  await expect(badges).toHaveCount(4);
  // An earned badge shows since when (month and year); the date is the one the API gives.
  const monthYear = browserDateFormat({ month: 'short', year: 'numeric' });
  const state = (at: string | null) =>
    at ? ` verifiziert seit ${monthYear.format(new Date(at))}` : ' nicht verifiziert';
  const at = ad.vendor.verified_at;
  await expect(badges.nth(0)).toHaveText(`Telefon${state(at.phone)}`);
  await expect(badges.nth(1)).toHaveText(`Zahlungskonto${state(at.payment)}`);
  await expect(badges.nth(2)).toHaveText(`Social Media${state(at.social)}`);
  await expect(badges.nth(3)).toHaveText(`Ausweis${state(at.id)}`);
});

test('related phones are other ads of the same brand', async ({ page, api }) => {
  const ad = await api.adWithRelated();
  const brand = termsOf(ad, 'pa_brand')[0]?.name ?? '';
  await page.goto(`/product/${ad.slug}`);
  const related = page.getByRole('region', { name: 'Ähnliche Handys' });
  const cards = related.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  for (const title of await cards.getByRole('heading').allTextContents()) {
    expect(title.startsWith(`${brand} `), `"${title}" is a ${brand}`).toBe(true);
  }
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).not.toContain(`/product/${ad.slug}`);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/product/(?!${escape(ad.slug)}$)`));
  await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${escape(brand)} `));
});

test('the first visit of an ad counts one view; a reload, or another visit that day, does not', async ({
  page,
  request,
  browser,
  api,
}) => {
  // The server counts a view once per client, ad and day; a new signed-in user is a new client,
  // so the phone and desktop runs (both from 127.0.0.1) each count their own first visit.
  const user = await createUser(request, 'views');
  const login = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: user.email, password: user.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('hm.token', t), token);
  const ad = await api.adWithRelated();
  const before = (await api.product(ad.slug)).views;
  const viewCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/views')) viewCalls.push(r.url());
  });

  await page.goto(`/product/${ad.slug}`);
  await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(ad.name);
  await expect.poll(async () => (await api.product(ad.slug)).views).toBe(before + 1);

  await page.reload();
  await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(ad.name);
  // The related phones load after the visit would have been counted.
  await expect(page.getByRole('region', { name: 'Ähnliche Handys' })).toBeVisible();
  expect(viewCalls).toHaveLength(1);
  expect((await api.product(ad.slug)).views).toBe(before + 1);

  // A new browser session of the same user the same day asks again; the server does not count it.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.addInitScript((t) => localStorage.setItem('hm.token', t), token);
  await second.goto(page.url());
  await expect(detail(second).getByRole('heading', { level: 1 })).toHaveText(ad.name);
  await expect(second.getByRole('region', { name: 'Ähnliche Handys' })).toBeVisible();
  await again.close();
  expect((await api.product(ad.slug)).views).toBe(before + 1);
});

test('an unknown ad shows the 404 content', async ({ page }) => {
  await page.goto('/product/gibt-es-nicht-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByTestId('product-detail')).toHaveCount(0);
  await expect(page).toHaveTitle('Seite nicht gefunden – Handymarkt');
  await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(productCards(page).first()).toBeVisible();
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden – Handymarkt');
});
