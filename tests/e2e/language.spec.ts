// The EN/DE switch in the footer: visible texts change, the choice survives a reload, and no
// message id is ever shown raw, in either language.
import { expect, test } from './support/fixtures.ts';
import { termsOf } from './support/api.ts';
import { openHome, productCards } from './support/home.ts';
import { rawMessageIds, switchLanguage } from './support/i18n.ts';
import { LOCATION, NEARBY, showMap } from './support/map.ts';

test('English translates the home page, survives a reload, and German comes back', async ({
  page,
  phone,
}) => {
  await openHome(page);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await switchLanguage(page, 'English');
  const english = async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Used smartphones. Fair, safe, from private sellers.' }),
    ).toBeVisible();
    for (const name of ['System', 'Brand', 'Model']) {
      await expect(page.getByRole('combobox', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'More filters' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort' }).getByRole('option')).toHaveText([
      'Newest first',
      'Most viewed',
      'Price: low to high',
      'Price: high to low',
    ]);
    await expect(page.getByTestId('list-count')).toHaveText(new RegExp(`^${phone ? 12 : 20} of \\d+$`));
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link'),
    ).toHaveText(['FAQ', 'Terms', 'Privacy', 'Support', 'Imprint', 'Ads', 'Magazine']);
    await expect(page).toHaveTitle('Buy and sell used smartphones – Handymarkt');
  };
  await english();
  await page.reload();
  await expect(productCards(page).first()).toBeVisible();
  await english();

  await switchLanguage(page, 'Deutsch');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gebrauchte Smartphones. Fair, sicher, von privat.' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Marke', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sortieren' }).getByRole('option').first()).toHaveText(
    'Neueste zuerst',
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Gebrauchte Smartphones/ })).toBeVisible();
  await expect(page).toHaveTitle('Gebrauchte Smartphones kaufen und verkaufen – Handymarkt');
});

test('English translates the facts, badges and sections of an ad', async ({ page, api }) => {
  const ad = await api.adWithRelated();
  await page.goto(`/product/${ad.slug}`);
  await expect(page.getByTestId('product-facts').getByRole('term').first()).toHaveText('Marke');
  await switchLanguage(page, 'English');
  const facts = page.getByTestId('product-facts');
  await expect(facts.getByRole('term')).toHaveText([
    'Brand',
    'Model',
    'Storage',
    'Colour',
    'Condition',
    'Age',
    'System',
  ]);
  const colour = termsOf(ad, 'pa_color')[0];
  await expect(facts.getByRole('definition').nth(3)).toHaveText(colour?.name_en ?? '');
  await expect(page.getByRole('heading', { name: 'Accessories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related phones' })).toBeVisible();
  await expect(page.getByTestId('seller-box').getByRole('listitem')).toHaveText([
    /^Phone/,
    /^Payment account/,
    /^Social media/,
    /^ID/,
  ]);
  await expect(page.getByRole('link', { name: 'Propose a price' })).toBeVisible();
  await expect(page).toHaveTitle(`${ad.name} – Handymarkt`);
});

for (const language of ['Deutsch', 'English'] as const) {
  test(`no raw message id on the home and ad pages (${language})`, async ({ page, api }) => {
    await openHome(page);
    if (language === 'English') await switchLanguage(page, 'English');
    // Everything the home page can show: the count, all filters, the ad slot, the map.
    await expect(
      page.getByRole('region', { name: /^(Gebrauchte Smartphones|Used smartphones)/ }).getByText(/^\d+$/),
    ).toBeVisible();
    await page.getByRole('button', { name: /^(Mehr Filter|More filters)$/ }).click();
    await expect(page.getByRole('button', { name: /^(Weniger Filter|Fewer filters)$/ })).toBeVisible();
    await showMap(page, NEARBY);
    expect(await rawMessageIds(page), 'message ids on the home page').toEqual([]);

    await page.goto(`/product/${(await api.adWithRelated()).slug}`);
    await expect(page.getByTestId('seller-box')).toBeVisible();
    await expect(page.getByRole('region', { name: /^(Ähnliche Handys|Related phones)$/ })).toBeVisible();
    await showMap(page, LOCATION);
    expect(await rawMessageIds(page), 'message ids on the ad page').toEqual([]);
  });
}
