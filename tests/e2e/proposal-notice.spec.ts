// The home page's one-time notice about price proposals (spec 2.3): a first visit sees it, in
// German or English; hiding it (keyboard too) is kept on the device across reloads and visits,
// while another device (a fresh browser) still sees it.
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';
import { openHome, productCards } from './support/home.ts';

test.use({ proposalNotice: true });

test('a first visit is told of price proposals once, and hiding the notice is kept', async ({
  page,
  browser,
}) => {
  await openHome(page);
  const notice = page.getByRole('complementary', { name: 'Neu: Preisvorschläge' });
  await expect(notice).toContainText('Schlag deinen Preis vor');
  await expectNoSeriousViolations(page, 'proposal notice (de)');

  await switchLanguage(page, 'English');
  const english = page.getByRole('complementary', { name: 'New: price proposals' });
  await expect(english).toContainText('propose your price');
  await expectNoSeriousViolations(page, 'proposal notice (en)');

  // Hidden by the keyboard: the list stays where it is to read on.
  const hide = english.getByRole('button', { name: 'Hide the notice about price proposals' });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(english).toHaveCount(0);
  await expect(productCards(page).first()).toBeVisible();

  // Not in the static first paint either, after a reload and on the next visit.
  await page.reload();
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByTestId('proposal-notice')).toHaveCount(0);
  await expect(page.locator('#app-shell-notice')).toHaveCount(0);
  await page.goto('/page/faq');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Handymarkt/ })
    .click();
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByTestId('proposal-notice')).toHaveCount(0);

  // Another device has not hidden it.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => localStorage.setItem('hm.cookiesHidden', 'declined'));
  await openHome(otherPage);
  await expect(otherPage.getByRole('complementary', { name: 'Neu: Preisvorschläge' })).toBeVisible();
  await other.close();
});
