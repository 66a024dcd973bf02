// Header and footer: the logo goes home and resets the filters, the search button appears off
// home, the footer opens every content page with its title.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { listCount, openHome, productCards } from './support/home.ts';

const header = (page: Page) => page.getByRole('banner');
const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Fußzeile' });

test('the logo resets the filters and goes home', async ({ page, api }) => {
  const { total } = await api.liveProducts();
  await openHome(page, '?brand=apple&sort=low_to_high_price');
  await expect(page.getByRole('combobox', { name: 'Marke', exact: true })).toHaveValue('apple');
  await expect(listCount(page)).not.toHaveText(new RegExp(` von ${total}$`));

  await header(page).getByRole('link', { name: 'Handymarkt – zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('combobox', { name: 'Marke', exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('most_recent');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));

  const [ad] = (await api.liveProducts({ per_page: 1 })).products;
  await page.goto(`/product/${ad?.slug}`);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await header(page).getByRole('link', { name: 'Handymarkt – zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(productCards(page).first()).toBeVisible();
  await expect(page).toHaveTitle('Gebrauchte Smartphones kaufen und verkaufen – Handymarkt');
});

test('the search button appears on every page but home and leads to the search', async ({ page }) => {
  await openHome(page);
  const search = header(page).getByRole('link', { name: 'Suchen' });
  await expect(search).toHaveCount(0);

  await footerNav(page).getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/faq$/);
  await expect(search).toBeVisible();
  await search.click();
  await expect(page).toHaveURL(/\/#angebote$/);
  await expect(page.getByRole('searchbox', { name: 'Angebote durchsuchen' })).toBeVisible();
  await expect(search).toHaveCount(0);
});

test('the footer opens FAQ, AGB, Datenschutz, Hilfe and Impressum with content and title', async ({
  page,
  api,
}) => {
  const pages = [
    ['FAQ', 'faq'],
    ['AGB', 'termsandconditions'],
    ['Datenschutz', 'privacy-policy'],
    ['Hilfe', 'support'],
    ['Impressum', 'impressum'],
  ] as const;
  await openHome(page);
  for (const [link, slug] of pages) {
    const { title } = await api.page(slug, 'de');
    await footerNav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/page/${slug}$`));
    const content = page.getByTestId('plain-page');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(title);
    expect((await content.innerText()).length, `${link} has content`).toBeGreaterThan(300);
    await expect(page).toHaveTitle(`${title} – Handymarkt`);
  }
});

test('the footer opens the magazine with its articles', async ({ page, api }) => {
  const titles = await api.postTitles('de');
  expect(titles.length).toBeGreaterThan(0);
  await openHome(page);
  await footerNav(page).getByRole('link', { name: 'Magazin', exact: true }).click();
  await expect(page).toHaveURL(/\/magazin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magazin' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles);
  await expect(page).toHaveTitle('Magazin – Handymarkt');

  await page.getByRole('link', { name: titles[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
  await expect(page).toHaveTitle(`${titles[0]} – Handymarkt`);
});

test('the footer credits the sources of the radius search’s places, with links', async ({ page }) => {
  await openHome(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© OpenStreetMap-Mitwirkende (ODbL) und GeoNames (CC BY 4.0)');
  await expect(footer.getByRole('link', { name: 'OpenStreetMap-Mitwirkende' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(footer.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
    'href',
    'https://www.geonames.org/',
  );
});
