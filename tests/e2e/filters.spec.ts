// Filtering the home list: system, brand and the recent models of that brand, more/less filters,
// price range, reset, and the empty state.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  cardPrices,
  cardTitles,
  listCount,
  openHome,
  productCards,
  readCount,
  settledCards,
} from './support/home.ts';

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** The visible labels of a select's options, without the "Alle" entry. */
async function choices(page: Page, name: string): Promise<string[]> {
  const labels = await select(page, name).getByRole('option').allTextContents();
  return labels.filter((label) => label !== 'Alle');
}

/** yyyymmdd today minus about three years (spec 9: 30000 on the yyyymmdd scale). */
function earliestRelease(today = new Date()): number {
  const yyyymmdd = today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return yyyymmdd - 30000;
}

test('the model select opens for a system or brand and offers only recent models of it', async ({
  page,
  api,
}) => {
  const catalogue = await api.catalogue();
  const brandId = (slug: string) => catalogue.brands.find((b) => b.slug === slug)?.id;
  const recentModels = (brandIds: (number | undefined)[]) =>
    catalogue.models
      .filter((m) => brandIds.includes(m.tax_id) && m.release_date >= earliestRelease())
      .map((m) => m.name)
      .sort();
  await openHome(page);

  const model = select(page, 'Modell');
  await expect(model).toBeDisabled();
  await expect(model.getByRole('option')).toHaveText(['Marke zuerst']);

  await select(page, 'System').selectOption({ label: 'iOS' });
  await expect(page).toHaveURL(/[?&]system=ios\b/);
  await expect.poll(() => choices(page, 'Marke'), 'iOS phones are made by Apple only').toEqual(['Apple']);
  await expect(model).toBeEnabled();
  await expect
    .poll(async () => (await choices(page, 'Modell')).sort())
    .toEqual(recentModels([brandId('apple')]));

  await select(page, 'System').selectOption({ label: 'Alle' });
  await expect(model).toBeDisabled();
  await select(page, 'Marke').selectOption({ label: 'Samsung' });
  await expect(model).toBeEnabled();
  await expect
    .poll(async () => (await choices(page, 'Modell')).sort())
    .toEqual(recentModels([brandId('samsung')]));
  const samsung = await choices(page, 'Modell');
  const old = catalogue.models.filter(
    (m) => m.tax_id === brandId('samsung') && m.release_date < earliestRelease(),
  );
  expect(old.length, 'the catalogue also knows older Samsung models').toBeGreaterThan(0);
  for (const m of old) expect(samsung).not.toContain(m.name);
});

test('choosing a brand narrows the list and the URL; reset brings everything back', async ({ page, api }) => {
  const catalogue = await api.catalogue();
  const apple = catalogue.brands.find((b) => b.slug === 'apple');
  if (!apple) throw new Error('the catalogue has no Apple');
  const [{ total: all }, { total: apples }] = await Promise.all([
    api.liveProducts(),
    api.liveProducts({ brandId: apple.id }),
  ]);
  expect(apples).toBeGreaterThan(0);
  expect(apples).toBeLessThan(all);

  await openHome(page);
  await select(page, 'Marke').selectOption({ label: 'Apple' });
  await expect(page).toHaveURL(/\?brand=apple$/);
  await expect(listCount(page)).toHaveText(new RegExp(` von ${apples}$`));
  const titles = await settledCards(page, cardTitles, (title) => title.startsWith('Apple '));
  for (const title of titles) expect(title).toMatch(/^Apple /);

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(select(page, 'Marke')).toHaveValue('');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${all}$`));
  await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeHidden();
});

test('a brand chosen in the URL is applied when the page opens', async ({ page, api }) => {
  const samsung = (await api.catalogue()).brands.find((b) => b.slug === 'samsung');
  const { total } = await api.liveProducts({ brandId: samsung?.id });
  await openHome(page, '?brand=samsung');
  await expect(select(page, 'Marke')).toHaveValue('samsung');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));
  const titles = await settledCards(page, cardTitles, (title) => title.startsWith('Samsung '));
  for (const title of titles) expect(title).toMatch(/^Samsung /);
});

test('"Mehr Filter" shows storage, colour, condition and age; "Weniger Filter" hides them', async ({
  page,
  api,
}) => {
  const catalogue = await api.catalogue();
  const storage = catalogue.storage.find((s) => s.slug === '256-gb');
  if (!storage) throw new Error('the catalogue has no 256 GB');
  const { total } = await api.liveProducts({ storageId: storage.id });
  await openHome(page);
  const extra = ['Speicher', 'Farbe', 'Zustand', 'Alter'];
  for (const name of extra) await expect(select(page, name)).toBeHidden();

  const more = page.getByRole('button', { name: 'Mehr Filter' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  for (const name of extra) await expect(select(page, name)).toBeVisible();
  const less = page.getByRole('button', { name: 'Weniger Filter' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');

  await select(page, 'Speicher').selectOption({ label: '256 GB' });
  await expect(page).toHaveURL(/\?storage=256-gb$/);
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));
  const cards = await settledCards(
    page,
    (p) => productCards(p).allInnerTexts(),
    (text) => text.includes('256 GB'),
  );
  for (const text of cards) expect(text).toContain('256 GB');

  await less.click();
  for (const name of extra) await expect(select(page, name)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mehr Filter' })).toBeVisible();
});

test('the price range keeps only ads between min and max', async ({ page, api }) => {
  const [min, max] = [200, 400];
  const [{ total: all }, { total }] = await Promise.all([api.liveProducts(), api.liveProducts({ min, max })]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(all);

  await openHome(page);
  await page.getByRole('spinbutton', { name: 'von', exact: true }).fill(String(min));
  await page.getByRole('spinbutton', { name: 'von', exact: true }).press('Enter');
  await page.getByRole('spinbutton', { name: 'bis', exact: true }).fill(String(max));
  await page.getByRole('spinbutton', { name: 'bis', exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?min=${min}&max=${max}$`));
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));
  const prices = await settledCards(page, cardPrices, (price) => price >= min && price <= max);
  expect(prices.length).toBe((await readCount(page)).shown);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(min);
    expect(price).toBeLessThanOrEqual(max);
  }
});

test('filters that match nothing show the empty state, which can reset them', async ({ page }) => {
  await openHome(page);
  await select(page, 'Marke').selectOption({ label: 'Apple' });
  const max = page.getByRole('spinbutton', { name: 'bis', exact: true });
  await max.fill('1');
  await max.press('Enter');
  await expect(page.getByText('Keine Angebote passen zu deinen Filtern.')).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
  await expect(listCount(page)).toHaveText(/^0 von 0$/);

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).last().click();
  await expect(page.getByText('Keine Angebote passen zu deinen Filtern.')).toBeHidden();
  await expect(productCards(page).first()).toBeVisible();
  await expect(max).toHaveValue('');
});

test('a price range given the wrong way round is applied and shown in order, in the URL too', async ({
  page,
  api,
}) => {
  const { total } = await api.liveProducts({ min: 100, max: 500 });
  await openHome(page, '?min=500&max=100');
  await expect(page).toHaveURL(/\?min=100&max=500$/);
  await expect(page.getByRole('spinbutton', { name: 'von', exact: true })).toHaveValue('100');
  await expect(page.getByRole('spinbutton', { name: 'bis', exact: true })).toHaveValue('500');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));

  // Typed the wrong way round: the same.
  const min = page.getByRole('spinbutton', { name: 'von', exact: true });
  await min.fill('700');
  await min.press('Enter');
  await expect(page).toHaveURL(/\?min=500&max=700$/);
  await expect(min).toHaveValue('500');
  await expect(page.getByRole('spinbutton', { name: 'bis', exact: true })).toHaveValue('700');
});
