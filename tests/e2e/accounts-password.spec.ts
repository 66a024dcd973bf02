// Passwords (spec 4, 5 and 8): a forgotten one is replaced through the mailed link (read from the
// dev outbox), which works once; a known one is changed in the dashboard's settings.
import { expect, test } from './support/fixtures.ts';
import {
  apiLogin,
  createUser,
  expectLoggedIn,
  lastMailId,
  latestMail,
  loginDialog,
  loginViaUi,
  logoutViaMenu,
  openLogin,
  recoveryLink,
  submitLogin,
  successAlert,
} from './support/account.ts';
import { openHome } from './support/home.ts';

const CREDENTIALS_ERROR = 'E-Mail-Adresse und Passwort stimmen nicht überein';

test('a forgotten password is replaced through the mailed link, which works only once', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'forgot', { firstName: 'Vera' });
  const newPassword = 'ganz-neu-und-lang';
  const before = await lastMailId(request);

  await page.goto('/lost-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wenn es ein Konto' })).toHaveText(
    'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Er ist eine Stunde gültig.',
  );

  const mail = await latestMail(request, user.email, before);
  expect(mail.subject).toBe('Dein neues Passwort für Handymarkt');
  const link = recoveryLink(mail);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  const password = page.getByLabel('Neues Passwort', { exact: true });
  const confirmation = page.getByLabel('Neues Passwort wiederholen');
  await password.fill(newPassword);
  await confirmation.fill(`${newPassword}-x`);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(confirmation).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein.');
  await confirmation.fill(newPassword);
  await expect(confirmation).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dein Passwort' })).toHaveText(
    'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
  );

  // The old password no longer works, the new one does.
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, user.email, user.password);
  await expect(loginDialog(page).getByRole('alert')).toHaveText(CREDENTIALS_ERROR);
  await loginDialog(page).getByLabel('Passwort', { exact: true }).fill(newPassword);
  await loginDialog(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);

  // The link is spent.
  await logoutViaMenu(page, user.firstName);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordere hier einen neuen an.',
  );
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
  // In its place, a new link can be requested.
  await expect(page.getByRole('button', { name: 'Link anfordern' })).toBeVisible();
});

test('the password is changed in the settings, with the wrong and the unchanged one refused', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'change', { firstName: 'Paul' });
  const newPassword = 'mein-neues-passwort';
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passwort ändern' });
  await expect(dialog).toBeVisible();
  const current = dialog.getByLabel('Aktuelles Passwort');
  const fresh = dialog.getByLabel('Neues Passwort', { exact: true });
  const repeat = dialog.getByLabel('Neues Passwort wiederholen');
  const submit = dialog.getByRole('button', { name: 'Passwort ändern' });

  // Only the server knows the current password.
  await current.fill('nicht-mein-passwort');
  await fresh.fill(newPassword);
  await repeat.fill(newPassword);
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch.');

  await current.fill(user.password);
  await fresh.fill(user.password);
  await repeat.fill(user.password);
  await submit.click();
  await expect(fresh).toHaveAccessibleDescription('Das neue Passwort muss sich vom aktuellen unterscheiden.');

  await fresh.fill(newPassword);
  await repeat.fill(newPassword);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(
    successAlert(page, 'Dein Passwort wurde geändert. Auf anderen Geräten bist du jetzt abgemeldet.'),
  ).toBeVisible();
  // This device stays logged in with its new token.
  await page.reload();
  await expectLoggedIn(page, user.firstName);

  await logoutViaMenu(page, user.firstName);
  expect(await apiLogin(request, user.email, user.password)).toBe(403);
  await openLogin(page);
  await submitLogin(page, user.email, newPassword);
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
});
