// "In der Nähe" on the home list (docs/near-me.md): a town or a postcode and a radius narrow the
// list to the ads around it; the address keeps the choice across a reload, reset brings all back;
// the map opens on the place.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { listCount, openHome, productCards, settledCards } from './support/home.ts';
import { NEARBY, showMap } from './support/map.ts';

/** On a phone the control is behind "Mehr Filter" until a place is chosen. */
async function openNear(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Mehr Filter' }).click();
}

test('a town and a radius keep only the ads around it, in the URL and after a reload', async ({
  page,
  api,
  phone,
}) => {
  const [{ total: all }, { total: berlin }, { total: wide }] = await Promise.all([
    api.liveProducts(),
    api.liveProducts({ place: 'Berlin', radiusKm: 25 }),
    api.liveProducts({ place: '10999', radiusKm: 100 }),
  ]);
  expect(berlin).toBeGreaterThan(0);
  expect(berlin).toBeLessThan(all);

  await openHome(page);
  await openNear(page, phone);
  const place = page.getByRole('combobox', { name: 'PLZ oder Ort' });
  await place.fill('berlin');
  await place.press('Enter');
  await expect(page).toHaveURL(/\?place=Berlin&radius=25$/);
  await expect(place).toHaveValue('Berlin');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${berlin}$`));
  const cards = await settledCards(
    page,
    (p) => productCards(p).allInnerTexts(),
    (text) => text.includes('Berlin'),
  );
  for (const text of cards) expect(text).toContain('Berlin');

  await page.reload();
  await expect(listCount(page)).toHaveText(new RegExp(` von ${berlin}$`));
  await expect(page.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('25');
  await expect(page.getByRole('combobox', { name: 'PLZ oder Ort' })).toHaveValue('Berlin');

  // A postcode works as well, and the radius widens the search.
  await place.fill('10999');
  await place.press('Enter');
  await expect(page).toHaveURL(/\?place=%2210999%22&radius=25$/);
  await page.getByRole('combobox', { name: 'Umkreis' }).selectOption('100');
  // The router quotes a string that reads as a number: "10999".
  await expect(page).toHaveURL(/\?place=%2210999%22&radius=100$/);
  await expect(listCount(page)).toHaveText(new RegExp(` von ${wide}$`));

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/$/);
  // On a phone the control goes back behind "Mehr Filter" with its place.
  if (phone) await expect(place).toBeHidden();
  else await expect(place).toHaveValue('');
  await expect(listCount(page)).toHaveText(new RegExp(` von ${all}$`));
});

test('a place nobody knows is said so and changes nothing', async ({ page, phone }) => {
  await openHome(page);
  await openNear(page, phone);
  const place = page.getByRole('combobox', { name: 'PLZ oder Ort' });
  await place.fill('Atlantis');
  await place.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Diese PLZ oder diesen Ort kennen wir nicht.');
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);
});

test('the map opens on the chosen place, showing its radius', async ({ page, api }) => {
  const { total: munich } = await api.liveProducts({ place: 'München', radiusKm: 10 });
  expect(munich).toBeGreaterThan(0);
  await page.goto('/?place=M%C3%BCnchen&radius=10');
  await showMap(page, NEARBY);
  const map = page.getByRole('region', { name: NEARBY }).getByRole('group', { name: /^Karte/ });
  // Only Munich's ads are in view (the next demo town is 150 km away), not Germany's.
  await expect(map).toHaveAttribute('aria-label', new RegExp(`mit ${munich} Angebot`));
});
