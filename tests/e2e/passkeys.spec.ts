// Passkeys and two-factor (issue 17): a passkey added in the settings logs in without a password
// (Chromium's virtual authenticator through the DevTools protocol), and with two-factor on a
// login from a new browser asks for the app's code (computed here from the secret shown).
// WebAuthn refuses IP addresses as relying parties, so these pages are on localhost.
import type { Page } from '@playwright/test';
import { hotp, stepAt } from '../../server/services/two-factor/totp.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  createUser,
  expectLoggedIn,
  loginDialog,
  loginViaUi,
  logoutViaMenu,
  openLogin,
  submitLogin,
} from './support/account.ts';

const localhost = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL ?? '').port}`;

async function openSettings(page: Page, origin: string) {
  await page.goto(`${origin}/dashboard/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
}

test('a passkey added in the settings logs in without a password', async ({ page, request, baseURL }) => {
  const user = await createUser(request, 'passkey', { firstName: 'Paula' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const origin = localhost(baseURL);
  await page.goto(`${origin}/`);
  await loginViaUi(page, user);
  await openSettings(page, origin);

  const passkeys = page.getByTestId('passkey-settings');
  await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem')).toContainText('Passkey vom');

  await logoutViaMenu(page, user.firstName);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
});

test('with two-factor on, a login from a new browser asks for the code', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const user = await createUser(request, 'twofactor', { firstName: 'Toni' });
  const origin = localhost(baseURL);
  await page.goto(`${origin}/`);
  await loginViaUi(page, user);
  await openSettings(page, origin);

  const panel = page.getByTestId('two-factor-settings');
  await panel.getByRole('button', { name: 'Zwei-Faktor einschalten' }).click();
  const secret = (await panel.getByTestId('two-factor-secret').textContent()) ?? '';
  await expectNoSeriousViolations(page, 'two-factor set-up');
  await panel.getByLabel('Code aus der App').fill(hotp(secret, stepAt(Date.now())));
  await panel.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(panel.getByTestId('recovery-codes')).toContainText(/^([a-z2-7]{5}-[a-z2-7]{5}\n?){10}$/);
  await panel.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Zwei-Faktor ist an. Unbenutzte Wiederherstellungscodes: 10',
  );

  const other = await browser.newContext({ locale: 'de-DE' });
  const fresh = await other.newPage();
  await fresh.goto(`${origin}/`);
  await openLogin(fresh);
  await submitLogin(fresh, user.email, user.password);
  const dialog = loginDialog(fresh);
  await expect(dialog.getByText('Du meldest dich auf einem neuen Gerät an.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(fresh, 'the login code step');
  // The confirmation took this time step's code: the app's next one (accepted ±30 s).
  await dialog.getByLabel('Code', { exact: true }).fill(hotp(secret, stepAt(Date.now()) + 1));
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(fresh, user.firstName);
  await other.close();
});
