// Issue 18, the console's users and figures as an operator reads them: statuses in words ("Online",
// not the API's "publish"), every cell named by its column (on a phone a row is a card of labelled
// cells), and no serious accessibility violation, in German and English.
import { expect, test } from './support/fixtures.ts';
import { signedInAdmin } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';

test('an admin finds a seller and reads their ads and the figures in words', async ({ page, request }) => {
  await signedInAdmin(page, request);
  await page.goto('/admin/users?q=lena');
  const found = page.getByRole('region', { name: 'Nutzer' });
  await found.getByRole('link', { name: /Lena/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

  const ads = page.getByRole('region', { name: /Anzeigen/ }).first();
  const statuses = ads.locator('td[data-label="Status"]');
  await expect(statuses.first()).toBeVisible();
  const words = await statuses.allInnerTexts();
  expect(words).toContain('Online');
  expect(words.join(' ')).not.toMatch(/\b(publish|private|pending|trash)\b/);
  // Every cell of the row says which column it is in.
  const unlabelled = await ads.locator('tbody td:not([data-label])').count();
  expect(unlabelled).toBe(0);
  await expectNoSeriousViolations(page, 'a user in the console (de)');

  await page.goto('/admin');
  const totals = page.getByText('Anzeigen gesamt').locator('xpath=..');
  await expect(totals).toContainText('Online');
  await expect(totals).not.toContainText('publish');

  await switchLanguage(page, 'English');
  await page.goto('/admin/users?q=lena');
  await page.getByRole('region', { name: 'Users' }).getByRole('link', { name: /Lena/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  // The ads' table, not the list of users left on screen until the user's page is drawn (whose
  // status column, "Active", has the same label).
  const adsInEnglish = page.getByRole('region', { name: /\bAds\b/ }).first();
  await expect(adsInEnglish.locator('td[data-label="Status"]')).toContainText(['Live']);
  await expectNoSeriousViolations(page, 'a user in the console (en)');
});
