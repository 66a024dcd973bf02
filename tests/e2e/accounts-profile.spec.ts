// The dashboard's profile and settings (spec 2.3, 3 and 5): the name (shown in the header at once),
// the billing address with its required fields and German postcode, kept across a reload; and the
// deletion of the account, after which its credentials no longer work.
import { expect, test } from './support/fixtures.ts';
import {
  apiLogin,
  createUser,
  expectLoggedIn,
  expectLoggedOut,
  loginDialog,
  loginViaUi,
  openLogin,
  profileMenuButton,
  submitLogin,
  successAlert,
} from './support/account.ts';
import { openHome } from './support/home.ts';

test('the name and billing address are saved, checked first, and kept across a reload', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'profile', { firstName: 'Karl', lastName: 'Kunde' });
  await openHome(page);
  await loginViaUi(page, user);
  await profileMenuButton(page, user.firstName).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();

  // The name: the header follows at once.
  const nameForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Namen speichern' }) });
  await expect(nameForm.getByLabel('Vorname')).toHaveValue('Karl');
  await nameForm.getByLabel('Vorname').fill('');
  await nameForm.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(nameForm.getByLabel('Vorname')).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
  await nameForm.getByLabel('Vorname').fill('Karla');
  await nameForm.getByRole('button', { name: 'Namen speichern' }).click();
  const saved = successAlert(page, 'Dein Profil wurde gespeichert.');
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Schließen' }).click();
  await expect(saved).toHaveCount(0);
  await expectLoggedIn(page, 'Karla');
  await expect(page.getByText('Hallo Karla!')).toBeVisible();

  // The billing address: saving waits for every required field.
  const billing = page.getByRole('form', { name: 'Rechnungsadresse' });
  const save = billing.getByRole('button', { name: 'Rechnungsadresse speichern' });
  const address = {
    Vorname: 'Karla',
    Nachname: 'Kunde',
    'Straße und Hausnummer': 'Torstraße 1',
    Postleitzahl: '1011',
    Ort: 'Berlin',
  };
  await expect(save).toBeDisabled();
  for (const [label, value] of Object.entries(address)) {
    await expect(save).toBeDisabled();
    await billing.getByLabel(label, { exact: true }).fill(value);
  }
  await expect(billing.getByLabel('Land')).toHaveValue('DE');
  await expect(save).toBeEnabled();
  await save.click();
  const postcode = billing.getByLabel('Postleitzahl');
  await expect(postcode).toHaveAccessibleDescription('Bitte gib eine fünfstellige Postleitzahl ein.');
  await postcode.fill('10115');
  await expect(postcode).not.toHaveAttribute('aria-invalid');
  await billing.getByLabel('Telefon (optional)').fill('030 1234567');
  await save.click();
  await expect(saved).toBeVisible();

  await page.reload();
  await expectLoggedIn(page, 'Karla');
  await expect(nameForm.getByLabel('Vorname')).toHaveValue('Karla');
  await expect(billing.getByLabel('Straße und Hausnummer')).toHaveValue('Torstraße 1');
  await expect(billing.getByLabel('Postleitzahl')).toHaveValue('10115');
  await expect(billing.getByLabel('Ort')).toHaveValue('Berlin');
  await expect(billing.getByLabel('Telefon (optional)')).toHaveValue('030 1234567');
  await expect(save).toBeEnabled();
});

test('an account is deleted after a confirmation, and its login no longer works', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'delete', { firstName: 'Dora' });
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto löschen' });
  await expect(dialog).toContainText('Das kann nicht rückgängig gemacht werden.');

  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, user.firstName);

  await page.getByRole('button', { name: 'Konto löschen' }).click();
  await dialog.getByRole('button', { name: 'Ja, Konto endgültig löschen' }).click();
  await expect(page).toHaveURL('/');
  await expectLoggedOut(page);

  await openLogin(page);
  await submitLogin(page, user.email, user.password);
  await expect(loginDialog(page).getByRole('alert')).toHaveText(
    'E-Mail-Adresse und Passwort stimmen nicht überein',
  );
  expect(await apiLogin(request, user.email, user.password)).toBe(403);
});
