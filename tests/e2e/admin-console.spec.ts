// The operator's console (issue 18): only admins get in. A seller who opens /admin is told there
// is no access and finds no console link; the demo admin finds "Konsole" in the user menu, moves
// through its sections and reads the audit log; axe-clean in German and English.
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { loginViaUi, profileMenuButton } from './support/account.ts';
import { party } from './support/sale.ts';

const ADMIN = { email: 'betrieb@demo.handymarkt.de', password: DEMO_PASSWORD, firstName: 'Bernd' };

test('a user who is no admin is told there is no access and sees no console link', async ({
  page,
  request,
}) => {
  const seller = await party(request, 'not-admin', 'Nora');
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, seller.token);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugang' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bereiche der Konsole' })).toHaveCount(0);

  await profileMenuButton(page, 'Nora').click();
  await expect(page.getByRole('link', { name: 'Profil', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Konsole' })).toHaveCount(0);
});

test('the demo admin opens the console from the user menu and reads the audit log, in German and English', async ({
  page,
}) => {
  // The role reaches the app with the account: a login through the form, as the operator does it.
  await page.goto('/');
  await loginViaUi(page, ADMIN);
  await profileMenuButton(page, ADMIN.firstName).click();
  await page.getByRole('link', { name: 'Konsole' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betreiber-Konsole' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Bereiche der Konsole' });
  await expect(sections.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'Protokoll' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await expect(page.getByRole('heading', { level: 2, name: 'Protokoll' })).toBeVisible();
  // The log has entries (the table) or says it has none: never a spinner or an error.
  await expect(
    page.getByRole('table').or(page.getByText('Noch keine Aktionen protokolliert.')),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the console’s audit log (de)');

  await page.evaluate(() => localStorage.setItem('hm.locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the console’s audit log (en)');
});
