// The four sortings of the home list, checked against what the user reads on the cards
// (prices) and against the server's order (newest, most viewed).
import { expect, test } from './support/fixtures.ts';
import type { Sorting } from './support/api.ts';
import { cardPrices, cardSlugs, openHome } from './support/home.ts';

const LABELS: Record<Sorting, string> = {
  most_recent: 'Neueste zuerst',
  most_viewed: 'Meistgesehen',
  low_to_high_price: 'Preis aufsteigend',
  high_to_low_price: 'Preis absteigend',
};

test('the sort box offers the four sortings, newest first by default', async ({ page }) => {
  await openHome(page);
  const sort = page.getByRole('combobox', { name: 'Sortieren' });
  await expect(sort.getByRole('option')).toHaveText(Object.values(LABELS));
  await expect(sort).toHaveValue('most_recent');
});

for (const [sorting, direction] of [
  ['low_to_high_price', 1],
  ['high_to_low_price', -1],
] as const) {
  test(`"${LABELS[sorting]}" orders the cards by their price`, async ({ page, api, phone }) => {
    const perPage = phone ? 12 : 20;
    const all = (await api.allLiveProducts()).map((p) => Number(p.price));
    const expected = all.sort((a, b) => (a - b) * direction).slice(0, perPage);
    await openHome(page);
    await page.getByRole('combobox', { name: 'Sortieren' }).selectOption({ label: LABELS[sorting] });
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sorting}$`));
    // The cheapest (or dearest) ads of the whole marketplace, not just of the first page.
    await expect.poll(() => cardPrices(page)).toEqual(expected);
  });
}

for (const sorting of ['most_recent', 'most_viewed'] as const) {
  test(`"${LABELS[sorting]}" shows the ads in the server's ${sorting} order`, async ({
    page,
    api,
    phone,
  }) => {
    const perPage = phone ? 12 : 20;
    const { products } = await api.liveProducts({ per_page: perPage, sorting });
    // The server's order itself is right: list dates (publication or the last move to the top)
    // or views never increase down the list.
    const keys = products.map((p) => (sorting === 'most_recent' ? Date.parse(p.date_order) : p.views));
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    // Start from another sorting so that choosing this one is a real change.
    await openHome(page, `?sort=${sorting === 'most_recent' ? 'low_to_high_price' : 'most_recent'}`);
    await page.getByRole('combobox', { name: 'Sortieren' }).selectOption({ label: LABELS[sorting] });
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sorting}$`));
    await expect.poll(() => cardSlugs(page)).toEqual(products.map((p) => p.slug));
  });
}
