// A route that fails (here: its code cannot be fetched) shows a translated error screen with a
// retry, never the raw error text, and the retry brings the screen once the code is reachable.
import { expect, test } from './support/fixtures.ts';
import { openHome, productCards } from './support/home.ts';

// The service worker would serve the code from its cache, past the blocked request.
test.use({ serviceWorkers: 'block' });

const PRODUCT_CODE = /\/assets\/product\._productSlug\.index-[^/]*\.js$/;

test('a screen whose code cannot be fetched shows a translated error with a retry', async ({ page }) => {
  await page.route(PRODUCT_CODE, (route) => route.abort('internetdisconnected'));
  await openHome(page);
  await productCards(page).first().getByRole('link').click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Seite konnte nicht geladen werden' }),
  ).toBeVisible();
  await expect(page.getByText('Etwas ist schiefgelaufen. Bitte versuche es noch einmal.')).toBeVisible();
  await expect(page.getByText(/dynamically imported module|Failed to fetch|TypeError/)).toHaveCount(0);
  await expect(page).toHaveTitle('Diese Seite konnte nicht geladen werden – Handymarkt');
  // The frame stays: the header and its way home.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Handymarkt – zur Startseite' }),
  ).toBeVisible();

  await page.unroute(PRODUCT_CODE);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
});
