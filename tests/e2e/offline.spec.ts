// Offline: the installed app opens without a connection, says so, shows the ads seen before and
// an ad opened before; back online the banner goes and the list is fetched again. A first visit
// that went offline before the app was installed installs it once back online.
import { expect, test } from './support/fixtures.ts';
import { cardTitles, openHome, productCards } from './support/home.ts';
import { waitForDeviceCopy } from './support/device-copy.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// What the service worker does is this file's subject (support/fixtures.ts, testWithServiceWorker).
test.use({ serviceWorkers: 'allow' });

test('the app opens offline with the saved listings and ad, and refreshes back online', async ({
  page,
  context,
}) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await expect(productCards(page).first()).toBeVisible();
  const onlineTitles = await cardTitles(page);

  await productCards(page).first().getByRole('link').click();
  const detail = page.getByTestId('product-detail');
  const name = (await detail.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const adUrl = page.url();
  await expect(detail.getByRole('region', { name: 'Beschreibung' })).toBeVisible();
  await page.goBack();
  await expect(productCards(page).first()).toBeVisible();
  // What was read is saved on the device a few seconds after it was shown.
  await waitForDeviceCopy(page, 'lists');

  const banner = page.getByRole('status').filter({ hasText: 'Du bist offline' });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  expect(await cardTitles(page)).toEqual(onlineTitles);

  await page.goto(adUrl);
  await expect(page.getByTestId('product-detail').getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('seller-box')).toBeVisible();
  await expect(banner).toBeVisible();

  await page.goBack();
  await expect(productCards(page).first()).toBeVisible();
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/wp-json/wc/v3/products?') && r.url().includes('sorting=most_recent') && r.ok(),
  );
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await refreshed;
  expect(await cardTitles(page)).toEqual(onlineTitles);
});

test('a first visit gone offline before the app was installed installs it once back online', async ({
  page,
  context,
}) => {
  // The service worker's code is on its way when the browser goes offline, and fails, as it does
  // for a visitor who loses the connection a second after the page opened.
  const WORKER_CODE = /\/assets\/workbox-window[^/]*\.js$/;
  let asked = () => {};
  const workerAsked = new Promise<void>((resolve) => (asked = resolve));
  let goneOffline = () => {};
  const offline = new Promise<void>((resolve) => (goneOffline = resolve));
  await page.route(WORKER_CODE, async (route) => {
    asked();
    await offline;
    await route.abort('internetdisconnected');
  });
  await openHome(page);
  await workerAsked;
  await context.setOffline(true);
  goneOffline();
  await page.waitForEvent('requestfailed', (request) => WORKER_CODE.test(request.url()));
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
  ).toBeNull();

  // Back online the app installs itself, and then opens offline.
  await page.unroute(WORKER_CODE);
  await context.setOffline(false);
  await waitForServiceWorker(page);
  await expect(productCards(page).first()).toBeVisible();
  await waitForDeviceCopy(page, 'lists');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Du bist offline' })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
});
