// Social login (spec 1 and 4) against the local OpenID provider playwright.config.ts starts: the
// login modal's "Weiter mit …" leads to the provider's login and consent pages and back into the
// app, logged in as the provider's account (login `anna`, see tests/support/oidc-provider.ts).
import { expect, test } from './support/fixtures.ts';
import { expectLoggedIn, logoutViaMenu, openLogin, loginDialog, storedToken } from './support/account.ts';
import { openHome } from './support/home.ts';

test('logging in with the social provider returns logged in, with the profile name shown', async ({
  page,
  request,
}) => {
  const providers = (await (await request.get('/wp-json/social/providers')).json()) as { name: string }[];
  const [provider] = providers;
  if (!provider) throw new Error('no social provider configured (see playwright.config.ts)');

  await openHome(page);
  await openLogin(page);
  await loginDialog(page)
    .getByRole('link', { name: `Weiter mit ${provider.name}` })
    .click();

  // The provider's development pages (English, unlabelled fields).
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill('anna');
  await page.getByPlaceholder('and password').fill('beliebig');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/');
  await expectLoggedIn(page, 'Anna');
  // The hand-over in the fragment is removed from the address bar.
  expect(new URL(page.url()).hash).toBe('');
  expect(await storedToken(page)).toBeTruthy();

  // A social account has no password to change.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konto löschen' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Passwort ändern' })).toHaveCount(0);
  await logoutViaMenu(page, 'Anna');
});
