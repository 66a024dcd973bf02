// A route that fails (here: its code cannot be fetched) shows a translated error screen with a
// retry, never the raw error text, and the retry brings the screen once the code is reachable. The
// parts fetched after the first screen never take a page down when they cannot be fetched.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openHome, productCards } from './support/home.ts';
import { createAd } from './support/ads.ts';
import { linkSandboxPayment, party, type Party } from './support/sale.ts';
import {
  createUser,
  expectLoggedIn,
  expectLoggedOut,
  headerLogin,
  loginDialog,
  loginViaUi,
  submitLogin,
} from './support/account.ts';

// The service worker would serve the code from its cache, past the blocked request.
test.use({ serviceWorkers: 'block' });

// The ad page's screen (its own chunk, scripts/app-chunk.ts).
const PRODUCT_CODE = /\/assets\/ad-page-[^/]*\.js$/;

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

// The parts of the page fetched once the first screen is shown (src/features/layout/deferred.tsx):
// the update prompt, the cookie banner, the queues' boots (these three in one chunk with the error
// screen, scripts/app-chunk.ts), the map, the video, "Suche speichern".
const AFTER_FIRST_SCREEN_CODE =
  /\/assets\/(after-first-screen|nearby-map|product-video|save-search-button|near-filter)-[^/]*\.js$/;

test('going offline before the page has fetched its later parts keeps the page, and brings them back online', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, 'deferred', { firstName: 'Dora' });
  // Those parts' requests wait until the browser is offline and then fail, as they do for a
  // visitor who loses the connection a second after the page opened (no service worker yet).
  let goneOffline = () => {};
  const offline = new Promise<void>((resolve) => (goneOffline = resolve));
  let failed = 0;
  page.on('requestfailed', (request) => {
    if (AFTER_FIRST_SCREEN_CODE.test(request.url())) failed += 1;
  });
  await page.route(AFTER_FIRST_SCREEN_CODE, async (route) => {
    await offline;
    await route.abort('internetdisconnected');
  });
  await openHome(page);
  await context.setOffline(true);
  goneOffline();
  // The chunk of the header's update prompt, the cookie banner and the offline writes' notices,
  // and the home page's own parts (the map, the video, the place filter).
  await expect.poll(() => failed).toBeGreaterThanOrEqual(4);

  // The page stays as it was, without those parts.
  await expect(productCards(page).first()).toBeVisible();
  await expectLoggedOut(page);
  await expect(page.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' })).toHaveCount(0);
  const video = page.getByRole('region', { name: 'So funktioniert Handymarkt' });
  await expect(video).toHaveCount(0);

  // Back online they arrive, and the page works on.
  await page.unroute(AFTER_FIRST_SCREEN_CODE);
  await context.setOffline(false);
  await expect(video).toBeAttached();
  await loginViaUi(page, user);
  await expectLoggedIn(page, user.firstName);
  await expect(page.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' })).toHaveCount(0);
});

test('live updates whose code failed offline after the login start once back online', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, 'live-offline', { firstName: 'Lia' });
  // The live updates' code is fetched once someone is logged in (src/app.tsx): here it waits until
  // the browser is offline and then fails, as on a first visit that loses the network.
  const LIVE_CODE = /\/assets\/live-updates-[^/]*\.js$/;
  let goneOffline = () => {};
  const offline = new Promise<void>((resolve) => (goneOffline = resolve));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(LIVE_CODE, async (route) => {
    await offline;
    await route.abort('internetdisconnected');
  });
  await openHome(page);
  const failed = page.waitForEvent('requestfailed', (r) => LIVE_CODE.test(r.url()));
  await loginViaUi(page, user);
  await expectLoggedIn(page, user.firstName);
  await context.setOffline(true);
  goneOffline();
  await failed;
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' })).toHaveCount(0);

  // Back online the code arrives and the realtime connection opens, with no failure left behind.
  await page.unroute(LIVE_CODE);
  const connected = page.waitForEvent('websocket', (ws) => ws.url().includes('/hm/v1/realtime'));
  await context.setOffline(false);
  await connected;
  expect(errors).toEqual([]);
});

test('"Anmelden" tapped offline before its form ever loaded opens the form once back online', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, 'offline-form', { firstName: 'Olga' });
  await openHome(page);
  await context.setOffline(true);
  const formFailed = page.waitForEvent('requestfailed', (failed) =>
    /\/assets\/auth-modal-host-[^/]*\.js$/.test(failed.url()),
  );
  await headerLogin(page).click();
  await formFailed;

  // Nothing opens, and nothing else goes.
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(loginDialog(page)).toBeVisible();
  await submitLogin(page, user.email, user.password);
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
});

test('the login form’s code answering 404 while online shows the error screen with its retry', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'gone-form', { firstName: 'Gina' });
  // A chunk gone after a deploy: online, no 'online' event will ever come to try it again.
  const FORM_CODE = /\/assets\/auth-modal-host-[^/]*\.js$/;
  await page.route(FORM_CODE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await openHome(page);
  await headerLogin(page).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Seite konnte nicht geladen werden' }),
  ).toBeVisible();
  await expect(page.getByText('Etwas ist schiefgelaufen. Bitte versuche es noch einmal.')).toBeVisible();

  // The retry loads the page again, which fetches the code once it is there.
  await page.unroute(FORM_CODE);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(productCards(page).first()).toBeVisible();
  await loginViaUi(page, user);
  await expectLoggedIn(page, user.firstName);
});

// The device database's code (Dexie, fetched on first use): what the outbox keeps a proposal or an
// answer in (its modern build, vite.config.ts: the chunk is named after it). (The outbox's own
// module comes with the order screens' code.)
const DEVICE_DB_CODE = /\/assets\/dexie-[^/]*\.js$/;
const NOT_KEPT = 'Konnte nicht gespeichert werden: Versuche es erneut, sobald du verbunden bist.';

/** Signs `who` in, and holds the device database's code until the browser is offline, then fails it. */
async function firstVisitLosingTheDatabase(page: Page, who: Party) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, who.token);
  let goneOffline = () => {};
  const offline = new Promise<void>((resolve) => (goneOffline = resolve));
  await page.route(DEVICE_DB_CODE, async (route) => {
    await offline;
    await route.abort('internetdisconnected');
  });
  return async () => {
    await page.context().setOffline(true);
    goneOffline();
  };
}

const ordersOf = async (request: APIRequestContext, who: Party, adId: number) =>
  (await (
    await request.get(`/wp-json/wc/v3/orders?customer=me&product=${adId}`, {
      headers: { authorization: `Bearer ${who.token}` },
    })
  ).json()) as { id: number; status: string }[];

test('a proposal made offline before the device database’s code arrived says it could not be kept', async ({
  page,
  request,
}) => {
  const seller = await party(request, 'unkept-seller', 'Svenja');
  const buyer = await party(request, 'unkept-buyer', 'Anton');
  const ad = await createAd(request, seller.token, '300');
  const goOffline = await firstVisitLosingTheDatabase(page, buyer);
  await page.goto(`/product/${ad.slug}/buy`);
  const field = page.getByLabel('Dein Preisvorschlag in €');
  await expect(field).toBeVisible();

  await goOffline();
  await field.fill('270');
  await page.getByRole('button', { name: 'Vorschlag senden' }).click();
  await expect(page.getByTestId('proposal-not-kept')).toHaveText(NOT_KEPT);
  await expect(page.getByTestId('proposal-queued')).toHaveCount(0);

  // Nothing went out either.
  expect(await ordersOf(request, buyer, ad.id)).toEqual([]);
});

test('an answer given offline before the device database’s code arrived says it could not be kept', async ({
  page,
  request,
}) => {
  const seller = await party(request, 'unkept-answer-seller', 'Svenja');
  const buyer = await party(request, 'unkept-answer-buyer', 'Anton');
  await linkSandboxPayment(request, seller);
  const ad = await createAd(request, seller.token, '300');
  const proposed = await request.post('/wp-json/wc/v3/orders', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { line_items: [{ product_id: ad.id }], proposal: { price: '250' } },
  });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  const orderId = ((await proposed.json()) as { id: number }).id;
  const goOffline = await firstVisitLosingTheDatabase(page, seller);
  await page.goto(`/order/${orderId}/offer`);
  const accept = page.getByRole('button', { name: 'Annehmen' });
  await expect(accept).toBeVisible();

  await goOffline();
  await accept.click();
  await expect(page.getByTestId('negotiation-not-kept')).toHaveText(NOT_KEPT);
  await expect(page.getByTestId('negotiation-queued')).toHaveCount(0);
  // The order still waits for the seller's answer.
  expect((await ordersOf(request, buyer, ad.id)).map((o) => o.status)).toEqual(['confirmation']);
});
