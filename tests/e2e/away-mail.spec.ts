// E-mail when away (issue 16): a user turns the mails off in the settings (the server keeps it,
// a reload shows it), and the saved searches' daily digest on; the page a mail's link opens turns
// them off on a tap, saying plainly when the link is not valid. (The mails themselves, their
// timing and a valid link's effect are tested on the server: tests/server/away-mail.test.ts and
// search-digest.test.ts.)
import { createUser, loginViaUi } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openHome } from './support/home.ts';
import { switchLanguage } from './support/i18n.ts';

test('a user turns the e-mail when away off in the settings, and it stays off', async ({ page, request }) => {
  const user = await createUser(request, 'away-mail');
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  const box = page.getByRole('checkbox', {
    name: 'E-Mail, wenn ich eine Nachricht oder einen Preisvorschlag verpasse',
  });
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();
  await expectNoSeriousViolations(page, 'settings with the mail settings');
  await box.uncheck();
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  await page.reload();
  await expect(box).not.toBeChecked();
});

test('a user turns the daily e-mail of saved searches on in the settings (off by default), and it stays on', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'search-digest');
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  const digest = page.getByRole('checkbox', {
    name: 'Täglich per E-Mail: neue Handys für meine Suchaufträge',
  });
  const away = page.getByRole('checkbox', {
    name: 'E-Mail, wenn ich eine Nachricht oder einen Preisvorschlag verpasse',
  });
  await expect(digest).not.toBeChecked();
  await expect(digest).toBeEnabled();
  await digest.check();
  await expect(digest).toBeChecked();
  await expect(digest).toBeEnabled();
  await page.reload();
  await expect(digest).toBeChecked();
  await expect(away).toBeChecked();
});

test('the link of a mail that is not valid says so, in German and in English', async ({ page }) => {
  await page.goto('/mail/unsubscribe?token=eyJhbGciOiJIUzI1NiJ9.e30.not-a-real-signature');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mails abbestellen' })).toBeVisible();
  await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig oder abgelaufen. Du kannst die E-Mails in deinen Einstellungen abbestellen.',
  );
  await expectNoSeriousViolations(page, 'unsubscribe page');

  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from emails' })).toBeVisible();
});
