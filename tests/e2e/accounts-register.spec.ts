// Registration (spec 4 and 5): every field is checked in the modal, errors show inline next to
// their field and go as soon as it is edited; a registration logs the new user in at once.
import { expect, test } from './support/fixtures.ts';
import {
  createUser,
  fillRegister,
  headerLogin,
  newUser,
  openRegister,
  registerDialog,
  registerViaUi,
} from './support/account.ts';
import { openHome } from './support/home.ts';

test('the register form shows each field error inline and clears it when the field is edited', async ({
  page,
}) => {
  await openHome(page);
  await openRegister(page);
  const dialog = registerDialog(page);
  const field = (label: string) => dialog.getByLabel(label, { exact: true });

  await dialog.getByRole('button', { name: 'Kostenlos registrieren' }).click();
  for (const label of ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Passwort', 'Passwort wiederholen']) {
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(label)).toHaveAccessibleDescription(/Bitte fülle dieses Feld aus\./);
  }

  await field('Vorname').fill('Mia');
  await expect(field('Vorname')).not.toHaveAttribute('aria-invalid');
  await expect(field('Vorname')).not.toHaveAccessibleDescription(/Bitte fülle/);
  // Only the edited field loses its error.
  await expect(field('Nachname')).toHaveAttribute('aria-invalid', 'true');

  await fillRegister(page, {
    firstName: 'Mia',
    lastName: 'Testerin',
    email: 'mia-at-example.test',
    password: 'kurz',
    password2: 'anders',
  });
  await expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(
    'Bitte gib eine gültige E-Mail-Adresse ein.',
  );
  await expect(field('Passwort')).toHaveAccessibleDescription(
    /Das Passwort muss mindestens 8 Zeichen lang sein\./,
  );
  await expect(field('Passwort wiederholen')).toHaveAccessibleDescription(
    'Die Passwörter stimmen nicht überein.',
  );
  await expect(field('Vorname')).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByRole('alert')).toHaveText([
    'Bitte gib eine gültige E-Mail-Adresse ein.',
    'Das Passwort muss mindestens 8 Zeichen lang sein.',
    'Die Passwörter stimmen nicht überein.',
  ]);

  await field('E-Mail-Adresse').fill('mia@example.test');
  await expect(field('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
  await field('Passwort').fill('lang-genug-1');
  // The hint stays; the error goes.
  await expect(field('Passwort')).toHaveAccessibleDescription('Mindestens 8 Zeichen');
  await field('Passwort wiederholen').fill('lang-genug-1');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // Nothing was sent: the modal is still open and no one is logged in.
  await expect(dialog).toBeVisible();
});

test('a registration logs the new user in', async ({ page }) => {
  const user = newUser('register');
  await openHome(page);
  await registerViaUi(page, user);
  await expect(headerLogin(page)).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('hm.token'))).resolves.toBeTruthy();
});

test('registering an e-mail that has an account logs no one in and points to the inbox', async ({
  page,
  request,
}) => {
  const existing = await createUser(request, 'taken');
  await openHome(page);
  await openRegister(page);
  await fillRegister(page, { ...existing, firstName: 'Jemand', password: 'ein-anderes-pw' });
  await expect(registerDialog(page).getByRole('alert')).toHaveText(
    'Wir konnten dich nicht anmelden. Falls du schon ein Konto hast, haben wir dir eine E-Mail geschickt.',
  );
  await expect(headerLogin(page)).toBeVisible();
  await registerDialog(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(registerDialog(page)).toBeHidden();
});
