// Favourites (spec 4): the heart asks a visitor to log in (and counts once logged in); for a user
// it shows at once, lists the ad under /dashboard/favorites and reaches the server. Offline, a
// toggle is queued on the device (it survives a reload and an expired token) and sent exactly once
// when the connection returns, without losing what another device changed in the meantime; the
// header says how many changes wait, and logging out with unsent changes asks first.
import type { Locator, Page } from '@playwright/test';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import {
  createUser,
  expectLoggedIn,
  expectLoggedOut,
  header,
  loginDialog,
  loginViaUi,
  logoutViaMenu,
  me,
  profileMenuButton,
  storedToken,
  submitLogin,
  type TestUser,
} from './support/account.ts';
import type { ApiProduct } from './support/api.ts';
import { openHome } from './support/home.ts';
import { waitForDeviceCopy } from './support/device-copy.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

/** The cards of the ads on the page (the home list, or the favourites section). */
const cards = (scope: Page | Locator) => scope.getByTestId('product-card');
/** The card of an ad, found by the link to its page. */
const cardOf = (page: Page, product: ApiProduct) =>
  cards(page).filter({ has: page.locator(`a[href="/product/${product.slug}"]`) });
/**
 * Under the service worker with the home list kept on the device, as a visitor who stays a moment:
 * putting the page under the worker may reload it, and going offline before the reloaded list
 * is saved would show "not yet saved" instead of the cards.
 */
async function settleOnHome(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await waitForDeviceCopy(page, 'lists');
}

const heart = (page: Page, product: ApiProduct) =>
  cardOf(page, product).getByRole('button', { name: 'Merken' });

/** The header's count of changes not sent yet (a button that sends them now). */
const waitingChanges = (page: Page, count: number) =>
  header(page).getByRole('button', {
    name: `${count} ${count === 1 ? 'Änderung' : 'Änderungen'} noch nicht gesendet – jetzt senden`,
  });

/** What the server holds as this user's favourites. */
async function serverFavorites(page: Page): Promise<number[]> {
  const token = await storedToken(page);
  if (!token) throw new Error('no token stored');
  return (await me(page.request, token)).favorite_products;
}

let user: TestUser;
test.beforeEach(async ({ request }) => {
  // Favourites belong to a user: a fresh one per test keeps the tests apart.
  user = await createUser(request, 'favorites', { firstName: 'Fiona' });
});

test('a visitor who taps a heart is asked to log in', async ({ page, api }) => {
  const [first] = (await api.liveProducts()).products;
  if (!first) throw new Error('no live ads');
  await openHome(page);
  await heart(page, first).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
});

test('a heart on a card and on an ad page keeps the ad in the favourites until removed', async ({
  page,
  api,
}) => {
  const [first, second] = (await api.liveProducts()).products;
  if (!first || !second) throw new Error('fewer than two live ads');
  await openHome(page);
  await loginViaUi(page, user);
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
  await heart(page, first).click();
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => serverFavorites(page)).toEqual([first.id]);

  await profileMenuButton(page, user.firstName).click();
  await page.getByRole('banner').getByRole('link', { name: 'Favoriten' }).click();
  await expect(page).toHaveURL('/dashboard/favorites');
  const favorites = page.getByRole('region', { name: 'Favoriten' });
  await expect(favorites.getByRole('heading', { level: 1 })).toHaveText('Favoriten');
  await expect(cards(favorites)).toHaveCount(1);
  await expect(cardOf(page, first).getByRole('heading')).toHaveText(first.name);
  await heart(page, first).click();
  await expect(cards(favorites)).toHaveCount(0);
  await expect(favorites.getByText('Du hast dir noch keine Angebote gemerkt.')).toBeVisible();
  await expect.poll(() => serverFavorites(page)).toEqual([]);

  await page.goto(`/product/${second.slug}`);
  const detail = page.getByTestId('product-detail');
  // The ad's own heart, not those of the related phones' cards further down.
  const detailHeart = detail
    .getByRole('button', { name: 'Merken' })
    .locator('xpath=self::*[not(ancestor::*[@data-testid="product-card"])]');
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => serverFavorites(page)).toEqual([second.id]);
  await page.reload();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/dashboard/favorites');
  await expect(cardOf(page, second)).toBeVisible();
});

testWithServiceWorker(
  'a heart tapped offline shows at once, survives a reload and reaches the server online',
  async ({ page, context, api }) => {
    const [first] = (await api.liveProducts()).products;
    if (!first) throw new Error('no live ads');
    await openHome(page);
    await loginViaUi(page, user);
    await settleOnHome(page);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    await context.setOffline(true);
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Du bist offline' })).toBeVisible();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    expect(await serverFavorites(page)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => serverFavorites(page)).toEqual([first.id]);
    await page.reload();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
  },
);

testWithServiceWorker(
  'a toggle queued offline merges with a favourite another device added meanwhile',
  async ({ page, context, api }) => {
    const [first, second] = (await api.liveProducts()).products;
    if (!first || !second) throw new Error('fewer than two live ads');
    await openHome(page);
    await loginViaUi(page, user);
    await settleOnHome(page);
    const token = await storedToken(page);

    await context.setOffline(true);
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');

    // Another device of the same user adds the second ad meanwhile.
    const other = await page.request.put('/wp-json/wc/v3/customers/me', {
      headers: { authorization: `Bearer ${token}` },
      data: { favorite_changes: [{ id: second.id, favorite: true }] },
    });
    expect(other.ok()).toBe(true);
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');

    await context.setOffline(false);
    await expect
      .poll(async () => (await serverFavorites(page)).sort((a, b) => a - b))
      .toEqual([first.id, second.id].sort((a, b) => a - b));
    // The device now shows both, as the server answered.
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
  },
);

test('the next person on the same phone sees none of the previous user’s favourites', async ({
  page,
  request,
  api,
}) => {
  const [first] = (await api.liveProducts()).products;
  if (!first) throw new Error('no live ads');
  const next = await createUser(request, 'favorites-next', { firstName: 'Nils' });
  await openHome(page);
  await loginViaUi(page, user);
  await heart(page, first).click();
  await expect.poll(() => serverFavorites(page)).toEqual([first.id]);

  await logoutViaMenu(page, user.firstName);
  // Nothing of the account stays on the device (spec 4: logout clears the user's data).
  const leftOnDevice = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('handymarkt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['account', 'outbox']);
          let rows = 0;
          let pending = 2;
          for (const name of ['account', 'outbox']) {
            const counting = tx.objectStore(name).count();
            counting.onsuccess = () => {
              rows += counting.result;
              if (--pending === 0) resolve(rows);
            };
          }
        };
      }),
  );
  expect(leftOnDevice).toBe(0);
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

  await loginViaUi(page, next);
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/dashboard/favorites');
  await expect(page.getByText('Du hast dir noch keine Angebote gemerkt.')).toBeVisible();
});

test('a heart tapped logged out counts once that login succeeds, not when the modal is closed', async ({
  page,
  api,
}) => {
  const [first, second] = (await api.liveProducts()).products;
  if (!first || !second) throw new Error('fewer than two live ads');
  await openHome(page);
  // Asked to log in, the visitor closes the modal instead: nothing is remembered.
  await heart(page, second).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  await heart(page, first).click();
  await submitLogin(page, user.email, user.password);
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => serverFavorites(page)).toEqual([first.id]);
});

testWithServiceWorker(
  'a heart tapped offline outlives an expired token and is sent exactly once after the next login',
  async ({ page, context, request, api }) => {
    const [first] = (await api.liveProducts()).products;
    if (!first) throw new Error('no live ads');
    await openHome(page);
    await loginViaUi(page, user);
    await settleOnHome(page);
    const token = await storedToken(page);
    const sends: { status: number; key: string | undefined }[] = [];
    page.on('response', (response) => {
      const sent = response.request();
      if (sent.method() === 'PUT' && new URL(response.url()).pathname === '/wp-json/wc/v3/customers/me') {
        sends.push({ status: response.status(), key: sent.headers()['idempotency-key'] });
      }
    });

    await context.setOffline(true);
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(waitingChanges(page, 1)).toBeVisible();

    // Meanwhile the session ends: the user logged out everywhere on another device.
    const revoked = await request.post('/wp-json/jwt-auth/v1/token/revoke', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    // Back online, the send meets the refused token: logged out, the change kept on the device.
    await context.setOffline(false);
    await expectLoggedOut(page);
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('handymarkt');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const counting = open.result.transaction('outbox').objectStore('outbox').count();
            counting.onsuccess = () => resolve(counting.result);
          };
        }),
    );
    expect(kept).toBe(1);
    // The header says so, also after a reload, and its button opens the login.
    const awaiting = page.getByRole('button', {
      name: '1 Änderung wartet auf deine Anmeldung – jetzt anmelden',
    });
    await expect(awaiting).toBeVisible();
    await page.reload();
    await expect(awaiting).toBeVisible();

    await loginViaUi(page, user);
    await expect(awaiting).toHaveCount(0);
    await expect.poll(() => serverFavorites(page)).toEqual([first.id]);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(waitingChanges(page, 1)).toHaveCount(0);
    // Once: one answer that acted; a try refused with the old token carried the same key.
    expect(sends.filter((s) => s.status === 200)).toHaveLength(1);
    expect(sends.every((s) => s.status === 200 || s.status === 401)).toBe(true);
    expect(new Set(sends.map((s) => s.key))).toEqual(new Set([sends[0]?.key]));
    expect(sends[0]?.key).toBeTruthy();
  },
);

testWithServiceWorker(
  'logging out with a change not yet sent asks first, and cancelling keeps it',
  async ({ page, context, api }) => {
    const [first] = (await api.liveProducts()).products;
    if (!first) throw new Error('no live ads');
    await openHome(page);
    await loginViaUi(page, user);
    await settleOnHome(page);
    await context.setOffline(true);
    await heart(page, first).click();
    await expect(waitingChanges(page, 1)).toBeVisible();

    await profileMenuButton(page, user.firstName).click();
    await header(page).getByRole('button', { name: 'Abmelden' }).click();
    const warning = page.getByRole('dialog', { name: 'Noch nicht gesendet' });
    await expect(warning).toContainText('1 Änderung ist noch nicht gesendet.');
    await warning.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(warning).toBeHidden();
    await expectLoggedIn(page, user.firstName);

    await context.setOffline(false);
    await expect.poll(() => serverFavorites(page)).toEqual([first.id]);
    await expect(waitingChanges(page, 1)).toHaveCount(0);
  },
);
