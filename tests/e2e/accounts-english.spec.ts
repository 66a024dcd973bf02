// The account journeys in English (spec 1: English is the fallback language): the forms, their
// errors, the server's messages and the recovery mail all speak the language the user chose.
import { expect, test } from './support/fixtures.ts';
import {
  expectLoggedIn,
  fillRegister,
  lastMailId,
  latestMail,
  loginDialog,
  logoutViaMenu,
  newUser,
  openLogin,
  openRegister,
  recoveryLink,
  registerDialog,
  submitLogin,
} from './support/account.ts';
import { openHome } from './support/home.ts';
import { switchLanguage } from './support/i18n.ts';

test('an English user registers, is refused a wrong password and resets it through an English mail', async ({
  page,
  request,
}) => {
  const user = newUser('english', { firstName: 'Emma', lastName: 'Smith' });
  const newPassword = 'brand-new-password';
  await openHome(page);
  await switchLanguage(page, 'English');

  await openRegister(page);
  const dialog = registerDialog(page);
  await fillRegister(page, { ...user, email: 'emma-at-example.test', password: 'short' });
  await expect(dialog.getByLabel('Email address', { exact: true })).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /The password must be at least 8 characters long\./,
  );
  const before = await lastMailId(request);
  await fillRegister(page, user);
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, user.firstName);
  expect((await latestMail(request, user.email, before)).subject).toBe('Welcome to Handymarkt');

  await logoutViaMenu(page, user.firstName);
  await openLogin(page);
  await submitLogin(page, user.email, 'not-my-password');
  await expect(loginDialog(page).getByRole('alert')).toHaveText('Email address and password do not match');

  await loginDialog(page).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  const mailsBefore = await lastMailId(request);
  await forgot.getByLabel('Email address').fill(user.email);
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'If an account exists for this email address, we have sent you a link to reset your password. It is valid for one hour.',
  );
  await forgot.getByRole('button', { name: 'Close' }).click();

  const mail = await latestMail(request, user.email, mailsBefore);
  expect(mail.subject).toBe('Your new Handymarkt password');
  expect(mail.text).toContain(`Hello ${user.firstName},`);
  await page.goto(recoveryLink(mail));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password' })).toHaveText(
    'Your password has been changed. You can log in now.',
  );

  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, user.email, newPassword);
  await expect(loginDialog(page)).toBeHidden();
  await expectLoggedIn(page, user.firstName);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
});
