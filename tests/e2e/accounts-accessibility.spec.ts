// axe-core on the account screens, in German and English: the login and register modals (with
// their inline errors showing), the recovery page, the dashboard's profile, favourites and
// settings, and the password and deletion dialogs. No serious or critical violation.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createUser, loginDialog, loginViaUi, openRegister, registerDialog } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openHome } from './support/home.ts';
import { switchLanguage } from './support/i18n.ts';

const closeDialog = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Schließen|Close)$/ })
    .first()
    .click();

for (const language of ['Deutsch', 'English'] as const) {
  test(`account screens have no serious accessibility violations (${language})`, async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'axe', { firstName: 'Alex' });
    await openHome(page);
    if (language === 'English') await switchLanguage(page, 'English');

    await openRegister(page);
    await registerDialog(page)
      .getByRole('button', { name: /^(Kostenlos registrieren|Register for free)$/ })
      .click();
    await expect(registerDialog(page).getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'register modal with errors');
    await closeDialog(page);

    await page.goto('/lost-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'lost-password page');

    await openHome(page);
    await loginViaUi(page, user);
    await expect(loginDialog(page)).toBeHidden();
    for (const path of ['/dashboard', '/dashboard/favorites', '/dashboard/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The security panel (passkeys, two-factor) is loaded after the screen: checked with it.
      if (path === '/dashboard/settings') await expect(page.getByTestId('two-factor-settings')).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }

    for (const button of [/^(Passwort ändern|Change password)$/, /^(Konto löschen|Delete account)$/]) {
      await page.getByRole('main').getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `${button.source} dialog`);
      await closeDialog(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}
