// Issue 17: after deleting the account the user landed on the home page with no word of what
// happened (the app reloads on signing out and the alert was lost); now home says so.
import { expect, test } from './support/fixtures.ts';
import { createUser, expectLoggedOut, loginViaUi } from './support/account.ts';
import { openHome } from './support/home.ts';

test('home says the account was deleted after the deletion', async ({ page, request }) => {
  const user = await createUser(request, 'deleted-notice', { firstName: 'Nora' });
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Konto löschen' })
    .getByRole('button', { name: 'Ja, Konto endgültig löschen' })
    .click();
  await expect(page).toHaveURL('/');
  await expectLoggedOut(page);
  await expect(page.getByText('Dein Konto wurde gelöscht.', { exact: false })).toBeVisible();
  // Once: a reload does not say it again.
  await page.reload();
  await expectLoggedOut(page);
  await expect(page.getByText('Dein Konto wurde gelöscht.', { exact: false })).toHaveCount(0);
});
