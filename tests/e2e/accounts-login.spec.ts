// Logging in and out (spec 4 and 8): the profile menu's logout, wrong credentials, the way back to
// the page that asked for a login, a session that survives a reload, an invalid stored token that
// is forgotten, and the login modal used with the keyboard alone.
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import {
  createUser,
  expectLoggedIn,
  expectLoggedOut,
  header,
  headerLogin,
  loginDialog,
  loginViaUi,
  logoutViaMenu,
  openLogin,
  storedToken,
  submitLogin,
  type TestUser,
} from './support/account.ts';
import { openHome } from './support/home.ts';

// One account for this file: no test here changes it.
let user: TestUser;
test.beforeAll(async ({ request }) => {
  user = await createUser(request, 'login', { firstName: 'Lotte' });
});

test('logging out through the profile menu and in again', async ({ page }) => {
  await openHome(page);
  await loginViaUi(page, user);
  await logoutViaMenu(page, user.firstName);
  expect(await storedToken(page)).toBeNull();
  await expect(page).toHaveURL('/');

  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await logoutViaMenu(page, user.firstName);
  // Logging out on the dashboard leads home.
  await expect(page).toHaveURL('/');
});

test('a wrong password is refused with its own message', async ({ page }) => {
  await openHome(page);
  await openLogin(page);
  await submitLogin(page, user.email, `${user.password}-falsch`);
  await expect(loginDialog(page).getByRole('alert')).toHaveText(
    'E-Mail-Adresse und Passwort stimmen nicht überein',
  );
  await expect(loginDialog(page)).toBeVisible();
  await expectLoggedOut(page);

  // The right password in the same modal then works.
  await loginDialog(page).getByLabel('Passwort', { exact: true }).fill(user.password);
  await loginDialog(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
});

testWithServiceWorker(
  'a login tried offline says to try again once connected, and works back online',
  async ({ page, context }) => {
    await openHome(page);
    await openLogin(page);
    await context.setOffline(true);
    await submitLogin(page, user.email, user.password);
    await expect(loginDialog(page).getByRole('alert')).toHaveText(
      'Du bist offline. Bitte versuche es noch einmal, sobald du wieder verbunden bist.',
    );
    await expectLoggedOut(page);

    await context.setOffline(false);
    await loginDialog(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(loginDialog(page)).toBeHidden();
    await expectLoggedIn(page, user.firstName);
  },
);

test('the dashboard asks for a login and opens the page asked for afterwards', async ({ page }) => {
  await page.goto('/dashboard/favorites');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL('/');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoriten' })).toBeVisible();
  await expectLoggedIn(page, user.firstName);
});

test('?action=login&redirect= opens the login modal and leads to the named route', async ({ page }) => {
  await page.goto('/?action=login&redirect=dashboard-settings');
  await expect(loginDialog(page)).toBeVisible();
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
});

test('the session survives a reload', async ({ page }) => {
  await openHome(page);
  await loginViaUi(page, user);
  await page.reload();
  await expectLoggedIn(page, user.firstName);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByText(`Hallo ${user.firstName}!`)).toBeVisible();
});

test('an invalid stored token is forgotten and the dashboard leads home', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => localStorage.setItem('hm.token', 'kein.gueltiges.token'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  await expectLoggedOut(page);
  await expect.poll(() => storedToken(page)).toBeNull();
});

// Closing the modal and opening it again at once (Escape, then Enter on the same button) must leave
// it open: the dialog's own close event comes a frame later, and used to close the reopened modal.
test('the login modal opened again right after closing stays open', async ({ page }) => {
  await openHome(page);
  await headerLogin(page).click();
  await expect(loginDialog(page)).toBeVisible();
  const openAfterTwoFrames = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const close = document.querySelector<HTMLButtonElement>('dialog[open] .modal__head button');
    const open = [...document.querySelectorAll<HTMLButtonElement>('header button')].find(
      (button) => button.textContent?.trim() === 'Anmelden',
    );
    if (!close || !open) throw new Error('no × in the modal, or no "Anmelden" in the header');
    close.click();
    // React commits the closed modal in a microtask; the native close event waits for a frame.
    await Promise.resolve();
    open.click();
    await frame();
    await frame();
    return document.querySelector('dialog[open]') !== null;
  });
  expect(openAfterTwoFrames).toBe(true);
  await expect(loginDialog(page).getByRole('button', { name: 'Schließen' })).toBeVisible();
});

test('the login modal works with the keyboard alone, and Escape closes it', async ({ page }) => {
  await openHome(page);
  await headerLogin(page).focus();
  await page.keyboard.press('Enter');
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();

  await headerLogin(page).focus();
  await page.keyboard.press('Enter');
  const email = loginDialog(page).getByLabel('E-Mail-Adresse');
  // The first stop in the modal is its close button, the next the e-mail field.
  await expect(loginDialog(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(loginDialog(page).getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
});
