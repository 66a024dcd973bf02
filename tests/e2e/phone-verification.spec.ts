// Verify a phone (issue 17; spec 2.5, 4, 5; issue 30): in settings the number keeps digits and a
// leading "+" (a pasted number keeps every digit) and sends once it is a mobile number, the code field opens once the SMS is sent, the code comes from the SMS in the dev
// outbox, and once saved the phone badge shows with its date in the seller box of the user's ad.
// axe checks the form in both languages.
import type { Page } from '@playwright/test';
import { apiToken, createAd } from './support/ads.ts';
import { createUser, lastMailId, latestMail, loginViaUi } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openHome } from './support/home.ts';
import { switchLanguage } from './support/i18n.ts';

const numberField = (page: Page) => page.getByLabel(/^(Handynummer|Mobile number)$/);
const codeField = (page: Page) => page.getByLabel(/^(Code aus der SMS|Code from the text message)$/);
const sendButton = (page: Page) => page.getByRole('button', { name: /^(SMS senden|Send text message)$/ });
const verifyButton = (page: Page) => page.getByRole('button', { name: /^(Code bestätigen|Confirm code)$/ });

/** A number nobody else's test uses: 0151 and eight random digits. */
const freshNumber = () => `0151${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

test('verifies a phone with the code from the SMS and shows the badge on the ad', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'phone', { firstName: 'Paula' });
  const ad = await createAd(request, await apiToken(request, user.email, user.password));
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');

  await numberField(page).pressSequentially('0151-23a4');
  await expect(numberField(page)).toHaveValue('0151234');
  await expect(sendButton(page)).toBeDisabled();
  await expect(codeField(page)).toBeDisabled();

  const number = freshNumber();
  await numberField(page).fill(number);
  await expect(sendButton(page)).toBeEnabled();
  const before = await lastMailId(request);
  await sendButton(page).click();
  await expect(page.getByText(/innerhalb von 5 Minuten/)).toBeVisible();
  await expect(codeField(page)).toBeEnabled();
  await expect(verifyButton(page)).toBeDisabled();
  await expectNoSeriousViolations(page, 'phone verification after sending');

  const sms = await latestMail(request, `+49${number.slice(1)}`, before);
  const code = /\b(\d{5})\b/.exec(sms.text)?.[1] ?? '';
  await codeField(page).fill(code);
  await verifyButton(page).click();
  await page.getByRole('button', { name: 'Nummer speichern' }).click();
  await expect(page.getByTestId('phone-verified')).toContainText(
    `+49 ${number.slice(1, 5)} ${number.slice(5)} ist verifiziert seit`,
  );

  await page.goto(`/product/${ad.slug}`);
  const phoneBadge = page.getByTestId('seller-box').getByRole('listitem').first();
  await expect(phoneBadge).toHaveAttribute('data-verified', 'true');
  await expect(phoneBadge).toHaveText(/^Telefon\s*verifiziert seit\s*\S+ \d{4}$/);
});

test('the phone form has no serious accessibility violations in English', async ({ page, request }) => {
  const user = await createUser(request, 'phone-axe', { firstName: 'Pia' });
  await openHome(page);
  await switchLanguage(page, 'English');
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  await expect(numberField(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'phone verification form');
});

// Issue 30: the field cut a pasted "0151-2345 6789" at 12 characters before it dropped the
// separators; and a wrong code only said "could not be confirmed", not how many tries are left.
test('a pasted number keeps every digit, and a wrong code says the tries left', async ({ page, request }) => {
  const user = await createUser(request, 'phone-paste', { firstName: 'Pit' });
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');

  const number = freshNumber();
  const pasted = `${number.slice(0, 4)}-${number.slice(4, 8)} ${number.slice(8)}`;
  await numberField(page).focus();
  await page.keyboard.insertText(pasted); // what a paste does: the whole text at once
  await expect(numberField(page)).toHaveValue(number);
  await expect(sendButton(page)).toBeEnabled();

  const before = await lastMailId(request);
  await sendButton(page).click();
  const sms = await latestMail(request, `+49${number.slice(1)}`, before);
  const code = /\b(\d{5})\b/.exec(sms.text)?.[1] ?? '';
  await codeField(page).fill(code === '00000' ? '11111' : '00000');
  await verifyButton(page).click();
  await expect(page.getByTestId('phone-failure')).toHaveText('Der Code ist falsch. Du hast noch 4 Versuche.');
});
