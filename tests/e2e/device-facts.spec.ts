// Device facts buyers ask for (issue 9): battery health and whether the activation lock is
// removed, on the list card and the ad (a lock still on as a warning), repairs on the ad; and the
// two home filters (battery health at least, activation lock removed only) with the URL and reset.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { listCount, openHome, productCards, settledCards } from './support/home.ts';

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const unlockedOnly = (page: Page) =>
  page.getByRole('checkbox', { name: 'Nur mit entfernter Aktivierungssperre', exact: true });

/** The battery health each card shows ("Akku 91 %"); every card must show one. */
async function cardBatteries(page: Page): Promise<number[]> {
  const cards = await productCards(page).allInnerTexts();
  return cards.map((text) => {
    const match = /Akku\s(\d+)\s%/.exec(text);
    if (!match) throw new Error(`no battery health on the card "${text}"`);
    return Number(match[1]);
  });
}

test('battery health and "activation lock removed only" narrow the list and the URL; reset clears them', async ({
  page,
  api,
}) => {
  const [{ total: all }, { total: battery90 }, { total: unlocked }, { total: both }] = await Promise.all([
    api.liveProducts(),
    api.liveProducts({ minBattery: 90 }),
    api.liveProducts({ unlockedOnly: true }),
    api.liveProducts({ minBattery: 90, unlockedOnly: true }),
  ]);
  expect(battery90, 'some demo phones have 90 % or more').toBeGreaterThan(0);
  expect(battery90).toBeLessThan(all);
  expect(unlocked, 'a few demo phones are still locked').toBeLessThan(all);

  await openHome(page);
  await page.getByRole('button', { name: 'Mehr Filter' }).click();
  await expect(select(page, 'Akku mindestens').getByRole('option')).toHaveText([
    'Alle',
    '70 %',
    '80 %',
    '90 %',
    '95 %',
  ]);
  await select(page, 'Akku mindestens').selectOption('90');
  await expect(page).toHaveURL(/\?battery=90$/);
  await expect(listCount(page)).toHaveText(new RegExp(` von ${battery90}$`));
  const batteries = await settledCards(page, cardBatteries, (value) => value >= 90);
  for (const value of batteries) expect(value).toBeGreaterThanOrEqual(90);

  await unlockedOnly(page).check();
  await expect(page).toHaveURL(/[?&]unlocked=true\b/);
  await expect(listCount(page)).toHaveText(new RegExp(` von ${both}$`));
  await expect(productCards(page).getByText('Aktivierungssperre NICHT entfernt')).toHaveCount(0);

  // A shared link keeps both filters.
  await page.reload();
  await expect(listCount(page)).toHaveText(new RegExp(` von ${both}$`));
  await expect(select(page, 'Akku mindestens')).toHaveValue('90');
  await expect(unlockedOnly(page)).toBeChecked();

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(listCount(page)).toHaveText(new RegExp(` von ${all}$`));
  await expect(select(page, 'Akku mindestens')).toHaveValue('');
  await expect(unlockedOnly(page)).not.toBeChecked();
});

test('a malformed battery filter in the URL is dropped, not an error', async ({ page, api }) => {
  const { total: all } = await api.liveProducts();
  await openHome(page, '?battery=12&unlocked=maybe');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${all}$`));
});

test('a phone still locked is flagged on its card and its ad; battery and repairs are shown', async ({
  page,
  api,
}) => {
  const ads = await api.allLiveProducts();
  const locked = ads.find((p) => !p.activation_lock_removed);
  if (!locked) throw new Error('the demo marketplace has no locked phone');
  const unlockedWithBattery = ads.find((p) => p.activation_lock_removed && p.battery_health !== null);
  if (!unlockedWithBattery) throw new Error('no unlocked demo phone with a battery health');

  // On the cards: a warning line on the locked phone's (found by a search for its name), a badge
  // "Sperre entfernt" on the photo of every other.
  await openHome(page, `?q=${encodeURIComponent(locked.name)}`);
  const card = productCards(page).filter({ has: page.locator(`a[href="/product/${locked.slug}"]`) });
  await expect(card.locator('.device-facts__item--warning')).toHaveText(/Aktivierungssperre NICHT entfernt/);
  await expect(card.getByText('Sperre entfernt', { exact: true })).toHaveCount(0);
  await openHome(page);
  const shown = await productCards(page).count();
  const locks = await productCards(page).locator('.device-facts__item--warning').count();
  await expect(productCards(page).getByText('Sperre entfernt', { exact: true })).toHaveCount(shown - locks);

  await page.goto(`/product/${locked.slug}`);
  const facts = page.getByTestId('device-facts');
  const warning = facts.locator('.device-facts__item--warning');
  await expect(warning).toHaveText(/Aktivierungssperre NICHT entfernt/);
  // Shown as a warning: a red text on its own tinted background.
  const colours = await warning.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(colours.color).toMatch(/^rgb\(1[0-9]{2}, /);

  await page.goto(`/product/${unlockedWithBattery.slug}`);
  await expect(page.getByTestId('device-facts')).toContainText(
    `Akku ${unlockedWithBattery.battery_health} %`,
  );
  await expect(page.getByTestId('device-facts')).toContainText('Aktivierungssperre entfernt');
  await expect(page.getByTestId('device-facts').locator('.device-facts__item--warning')).toHaveCount(0);

  const repaired = ads.find((p) => p.repairs !== '');
  if (repaired) {
    await page.goto(`/product/${repaired.slug}`);
    const repairs = page.getByTestId('product-repairs');
    await expect(repairs.getByRole('term')).toHaveText('Reparaturen');
    await expect(repairs.getByRole('definition')).toHaveText(repaired.repairs);
  }
});
