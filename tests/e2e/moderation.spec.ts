// Reports and statements of reasons (issue 18): a buyer reports an ad from its page, the demo
// admin claims the report in the console and removes the ad with a reason; the seller, signed in
// in a second browser, is told live, reads the statement of reasons and appeals; the admin sees
// the appeal in its queue.
import { DEMO_PASSWORD, apiToken, createAd } from './support/ads.ts';
import { expect, test } from './support/fixtures.ts';
import { party, signedInContext } from './support/sale.ts';

test('a reported ad is removed with a reason, and its seller is told live and appeals', async ({
  browser,
  request,
  baseURL,
}) => {
  // Its own words: appeals of earlier runs (the other viewport) stay in the admin's queue.
  const appealText = `Ich habe nie Vorkasse verlangt (${Date.now()}).`;
  const seller = await party(request, 'mod-seller', 'Selma');
  const buyer = await party(request, 'mod-buyer', 'Bruno');
  const admin = { token: await apiToken(request, 'betrieb@demo.handymarkt.de', DEMO_PASSWORD) };
  const ad = await createAd(request, seller.token, '250');
  const open = () => browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 900 } });

  // The seller waits on the home page, signed in: the notification is to arrive without a reload.
  const sellerContext = await signedInContext(open, seller);
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto('/');

  // The buyer reports the ad.
  const buyerContext = await signedInContext(open, buyer);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/product/${ad.slug}`);
  await buyerPage.getByRole('button', { name: 'Anzeige melden' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Anzeige melden' });
  await dialog.getByLabel('Grund').selectOption({ label: 'Betrug oder Betrugsversuch' });
  await dialog.getByLabel('Was ist passiert? (optional)').fill('Will Vorkasse per Gutschein.');
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByText('Danke für deine Meldung. Wir sehen uns die Anzeige an.')).toBeVisible();

  // The admin claims it and removes the ad with a reason.
  const adminContext = await signedInContext(open, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/reports');
  const row = adminPage.getByTestId('report-row').filter({ hasText: ad.name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(row.getByText(/In Bearbeitung: /)).toBeVisible();
  await row.getByLabel('Entscheidung', { exact: true }).selectOption('remove_ad');
  // No reason is chosen for the admin (issue 30): a removal without one says what is missing.
  await expect(row.getByLabel('Grund', { exact: true })).toHaveValue('');
  await row.getByRole('button', { name: 'Entscheiden' }).click();
  await expect(row.getByRole('alert')).toHaveText('Bitte wähle noch: Grund.');
  await row.getByLabel('Grund', { exact: true }).selectOption('fraud');
  await row.getByLabel('Erläuterung für die betroffene Person').fill('Vorkasse per Gutschein ist Betrug.');
  await row.getByRole('button', { name: 'Entscheiden' }).click();
  await expect(row).toHaveCount(0);

  // The seller's bell tells it live; the notification leads to the statement of reasons.
  const bell = sellerPage
    .getByRole('banner')
    .getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = sellerPage.getByTestId('notification').filter({ hasText: 'Wir haben deine Anzeige' });
  await expect(item).toContainText(ad.name);
  await item.click();
  await expect(sellerPage).toHaveURL(/\/decision\/\d+$/);
  const statement = sellerPage.getByTestId('decision-page');
  await expect(statement.getByTestId('decision-action')).toHaveText('Anzeige entfernt');
  await expect(statement.getByTestId('decision-reason')).toHaveText('Betrug');
  await expect(statement.getByText('Vorkasse per Gutschein ist Betrug.')).toBeVisible();

  // The seller appeals.
  await statement.getByLabel('Warum sollten wir die Entscheidung ändern?').fill(appealText);
  await statement.getByRole('button', { name: 'Widerspruch einlegen' }).click();
  await expect(statement.getByText('Widerspruch eingegangen')).toBeVisible();

  // The admin sees the appeal.
  await adminPage.goto('/admin/appeals');
  await expect(adminPage.getByTestId('appeal-row').filter({ hasText: appealText })).toBeVisible();

  await Promise.all([sellerContext.close(), buyerContext.close(), adminContext.close()]);
});
