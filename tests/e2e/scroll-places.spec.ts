// Where a navigation leaves the reader (spec 2.1): back from an ad to a long list restores the
// list as it was (every page loaded with "Mehr laden") and the place in it; from an ad to the
// dashboard the page stands at 450 px.
import type { Page } from '@playwright/test';
import { createUser, loginViaUi, profileMenuButton } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { cardSlugs, listCount, openHome, productCards, readCount } from './support/home.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('back from an ad restores every loaded page of the list and the place in it', async ({
  page,
  phone,
}) => {
  const perPage = phone ? 12 : 20;
  await openHome(page);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(productCards(page)).toHaveCount(2 * perPage);
  const { total } = await readCount(page);
  const slugs = await cardSlugs(page);

  // Deep in the second page: the ad the reader opens is near the top of the screen.
  const opened = productCards(page).nth(perPage + 2);
  const top = await opened.evaluate((card) => Math.round(card.getBoundingClientRect().top + window.scrollY));
  await page.evaluate((y) => window.scrollTo(0, y), top - 80);
  await expect.poll(() => scrollY(page)).toBe(top - 80);
  const before = top - 80;
  expect(before).toBeGreaterThan(1500);
  await opened.getByRole('link').click();
  await expect(page.getByTestId('product-detail')).toBeVisible();

  await page.goBack();
  await expect(listCount(page)).toHaveText(`${2 * perPage} von ${total}`);
  expect(await cardSlugs(page), 'the same ads in the same order').toEqual(slugs);
  await expect.poll(() => scrollY(page), 'the place in the list').toBeGreaterThan(before - 5);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(5);
  await expect(opened).toBeInViewport();
});

test('a fresh visit of the home page starts with the first page again', async ({ page, phone }) => {
  const perPage = phone ? 12 : 20;
  await openHome(page);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(productCards(page)).toHaveCount(2 * perPage);
  await productCards(page).nth(0).getByRole('link').click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Handymarkt – zur Startseite' }).click();
  await expect(productCards(page)).toHaveCount(perPage);
  expect(await scrollY(page)).toBe(0);
});

test('from an ad to the dashboard the page stands at 450 px (spec 2.1)', async ({ page, request, api }) => {
  const user = await createUser(request, 'scroll');
  const [ad] = (await api.liveProducts({ per_page: 1 })).products;
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto(`/product/${ad?.slug}`);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await profileMenuButton(page, user.firstName).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(450);

  // Elsewhere to the dashboard: the top, as every other navigation.
  await page.goto('/page/faq');
  await expect(page.getByTestId('plain-page')).toBeVisible();
  await profileMenuButton(page, user.firstName).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => scrollY(page)).toBe(0);
});
