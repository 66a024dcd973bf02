// Browsing the home page: landing intro with the live count, the first page of ads, the ad slot
// and "Mehr laden" until the end of the list.
import { expect, test } from './support/fixtures.ts';
import { cardSlugs, listCount, openHome, productCards, productList } from './support/home.ts';

test('the landing intro names the live ad count', async ({ page, api }) => {
  const [{ total_products }, { total }] = await Promise.all([api.settings(), api.liveProducts()]);
  expect(total_products).toBe(total);
  await openHome(page);
  const intro = page.getByRole('region', { name: 'Gebrauchte Smartphones. Fair, sicher, von privat.' });
  await expect(intro.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(intro.getByText(`${total} gebrauchte iPhones und Android-Handys`)).toBeVisible();
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));
  await expect(page).toHaveTitle('Gebrauchte Smartphones kaufen und verkaufen – Handymarkt');
});

test('the first page shows 20 ads on desktop and 12 on a phone, newest first', async ({
  page,
  api,
  phone,
}) => {
  const perPage = phone ? 12 : 20;
  const { products, total } = await api.liveProducts({ per_page: perPage });
  expect(total, 'the demo marketplace has more than one page').toBeGreaterThan(perPage);
  await openHome(page);
  await expect(productCards(page)).toHaveCount(perPage);
  await expect(listCount(page)).toHaveText(`${perPage} von ${total}`);
  expect(await cardSlugs(page)).toEqual(products.map((p) => p.slug));
});

test('the ad slot is the 4th item of the list, once per 12 ads', async ({ page, phone }) => {
  await openHome(page);
  const items = productList(page).getByRole('listitem');
  for (const i of [0, 1, 2]) await expect(items.nth(i).getByTestId('product-card')).toBeVisible();
  const fourth = items.nth(3);
  await expect(fourth.getByTestId('ad-slot')).toBeVisible();
  await expect(fourth.getByTestId('product-card')).toHaveCount(0);
  await expect(fourth.getByRole('link', { name: /Dein altes Handy ist Geld wert/ })).toHaveAttribute(
    'href',
    '/publish',
  );
  // 20 ads: slots before the 4th and the 16th; 12 ads: before the 4th only.
  await expect(productList(page).getByTestId('ad-slot')).toHaveCount(phone ? 1 : 2);
});

test('"Mehr laden" appends the next page until the list is complete', async ({ page, api, phone }) => {
  const perPage = phone ? 12 : 20;
  const all = (await api.allLiveProducts()).map((p) => p.slug);
  await openHome(page);
  const more = page.getByRole('button', { name: 'Mehr laden' });
  let shown = perPage;
  let before = await cardSlugs(page);
  while (shown < all.length) {
    await more.click();
    shown = Math.min(shown + perPage, all.length);
    await expect(productCards(page)).toHaveCount(shown);
    await expect(listCount(page)).toHaveText(`${shown} von ${all.length}`);
    const after = await cardSlugs(page);
    expect(after.slice(0, before.length), 'the earlier ads stay in place').toEqual(before);
    expect(new Set(after).size, 'no ad is shown twice').toBe(after.length);
    before = after;
  }
  expect(before).toEqual(all);
  await expect(more).toBeHidden();
});
