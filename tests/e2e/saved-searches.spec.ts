// Saved searches (issue 16) as a buyer meets them: save the home list's filters under a name, find
// the search in settings and rename it, hear of a matching ad another user publishes (through the
// API) in the bell, whose click opens the ad, and delete the search.
import { createAd } from './support/ads.ts';
import { expect, test } from './support/fixtures.ts';
import { party, signedInContext } from './support/sale.ts';

test('a saved search tells of a new matching ad in the bell, and is renamed and deleted', async ({
  browser,
  request,
  baseURL,
}) => {
  const buyer = await party(request, 'saved-buyer', 'Sina');
  const seller = await party(request, 'saved-seller', 'Otto');
  const context = await signedInContext(
    () => browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 900 } }),
    buyer,
  );
  const page = await context.newPage();

  // A price range no demo ad has, so the one published below is the only match.
  await page.goto('/?min=1234&max=1236');
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
  await dialog.getByRole('textbox', { name: 'Name des Suchauftrags' }).fill('Teures Handy');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('status')).toContainText('„Teures Handy“ ist gespeichert');
  await dialog.getByRole('link', { name: 'Suchaufträge verwalten' }).click();

  const saved = page.getByTestId('saved-searches');
  await expect(saved.getByText('Teures Handy')).toBeVisible();
  await saved.getByRole('button', { name: 'Umbenennen' }).click();
  await saved.getByRole('textbox', { name: 'Neuer Name' }).fill('Sehr teures Handy');
  await saved.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(saved.getByText('Sehr teures Handy')).toBeVisible();

  const ad = await createAd(request, seller.token, '1235');

  // Told within a minute; the realtime connection refreshes the bell by itself.
  const bell = page.getByRole('banner').getByRole('button', { name: /Benachrichtigungen, 1 ungelesen/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const item = page.getByTestId('notification');
  await expect(item).toContainText('Sehr teures Handy');
  await item.getByRole('button', { name: /Suchauftrag/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${ad.slug}$`));

  await page.goto('/dashboard/settings');
  await saved.getByRole('button', { name: 'Löschen' }).click();
  await expect(saved.getByText(/noch keine Suche gespeichert/)).toBeVisible();
  await context.close();
});

test('a search saved with "In der Nähe" keeps the place and its radius, and names them', async ({
  browser,
  request,
  baseURL,
}) => {
  const buyer = await party(request, 'saved-near', 'Mia');
  const context = await signedInContext(
    () => browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 900 } }),
    buyer,
  );
  const page = await context.newPage();
  await page.goto('/?brand=apple&place=M%C3%BCnchen&radius=25');
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
  const name = dialog.getByRole('textbox', { name: 'Name des Suchauftrags' });
  await expect(name).toHaveValue('Apple, München 25 km');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('status')).toContainText('„Apple, München 25 km“ ist gespeichert');

  // Its alerts are for ads around Munich, not for one in Hamburg.
  const res = await request.get('/wp-json/hm/v1/saved-searches', {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  const [saved] = (await res.json()) as { name: string; query: { place?: string; radius_km?: number } }[];
  expect(saved?.query).toMatchObject({ place: 'München', radius_km: 25 });
  await context.close();
});
