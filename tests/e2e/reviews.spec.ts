// Reviews (spec 2.3, 2.4 leave_review, 4, 5): after a completed sale (set up through the API with
// the sandbox payment) buyer and seller each review the other once in their dashboard's reviews
// tab, 1 to 5 stars chosen by keyboard plus a text, both required. The review shows in the
// reviewee's reviews tab, and on the seller's ads the seller box shows the average and count and
// the ad page lists the review. No serious axe violations in German or English.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';
import { completedSale, signedInContext, type Party } from './support/sale.ts';

test.describe.configure({ timeout: 90_000 });

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: /bewerten$|^Review / });

async function openAs(browser: Browser, who: Party, baseURL: string | undefined): Promise<Page> {
  const context = await signedInContext(() => browser.newContext({ baseURL }), who);
  const page = await context.newPage();
  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewertungen' })).toBeVisible();
  return page;
}

test('buyer and seller review each other; the seller box shows average and count', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { seller, buyer, ad } = await completedSale(request);

  // The buyer: the sale waits for a review; both fields are required.
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, buyer.token);
  await page.goto('/dashboard/reviews');
  await expect(page.getByText('Noch keine Bewertungen über dich')).toBeVisible();
  const owed = page.getByTestId('to-review-order');
  await expect(owed).toHaveCount(1);
  await expect(owed).toContainText(ad.name);
  await owed.getByRole('button', { name: 'Bewertung abgeben' }).click();
  const dialog = reviewDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte gib eine Bewertung und einen Text ein');
  await expectNoSeriousViolations(page, 'leave_review (de)');

  // Four stars by keyboard: the stars are a radio group.
  await dialog.getByRole('radio', { name: '1 Stern', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await dialog.getByLabel('Dein Text').fill('Schnelle Antwort, Handy wie beschrieben.');
  await dialog.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('reviews-thanks')).toHaveText('Danke! Deine Bewertung ist veröffentlicht.');
  await page.reload();
  await expect(page.getByTestId('to-review-order')).toHaveCount(0);

  // The seller reads it in their reviews tab and reviews the buyer in turn.
  const sellerPage = await openAs(browser, seller, baseURL);
  const received = sellerPage.getByTestId('review');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('Schnelle Antwort, Handy wie beschrieben.');
  await expect(received).toContainText(buyer.user.firstName);
  await expect(received.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
  await expect(sellerPage.getByTestId('reviews-summary')).toContainText('4,0 von 5 aus 1 Bewertung');
  const sellerOwes = sellerPage.getByTestId('to-review-order');
  await sellerOwes.getByRole('button', { name: 'Bewertung abgeben' }).click();
  const sellerDialog = reviewDialog(sellerPage);
  await sellerDialog.getByRole('radio', { name: '5 Sterne' }).check({ force: true });
  await sellerDialog.getByLabel('Dein Text').fill('Zuverlässiger Käufer.');
  await sellerDialog.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(sellerPage.getByTestId('reviews-thanks')).toBeVisible();
  await expect(sellerPage.getByTestId('to-review-order')).toHaveCount(0);

  // The buyer now has the seller's review about them.
  await page.reload();
  await expect(page.getByTestId('review')).toContainText('Zuverlässiger Käufer.');
  await expect(page.getByTestId('review').getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();

  // On another ad of the seller: the seller box's average and count, and the review listed.
  const other = await createAd(request, seller.token, '300');
  await page.goto(`/product/${other.slug}`);
  await expect(page.getByTestId('seller-rating')).toContainText('4,0 (1 Bewertung)');
  const listed = page.getByTestId('seller-reviews');
  await expect(listed.getByRole('heading', { name: 'Bewertungen des Verkäufers' })).toBeVisible();
  await expect(listed.getByTestId('review')).toContainText('Schnelle Antwort, Handy wie beschrieben.');
  await expectNoSeriousViolations(page, 'ad page with seller reviews (de)');

  // English: the same screens, no serious violations.
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('seller-rating')).toContainText('4.0 (1 review)');
  await expect(listed.getByRole('heading', { name: 'Seller reviews' })).toBeVisible();
  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByTestId('review')).toContainText('Zuverlässiger Käufer.');
  await expectNoSeriousViolations(page, 'dashboard reviews (en)');
  await sellerPage.context().close();
});

test('without reviews the tab says so and the seller box shows none yet', async ({ page, request }) => {
  const { seller } = await completedSale(request);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, seller.token);
  await page.goto('/dashboard/reviews');
  await expect(page.getByText('Noch keine Bewertungen über dich')).toBeVisible();
  // The seller's leave_review dialog in English passes axe too.
  await switchLanguage(page, 'English');
  await page.getByTestId('to-review-order').getByRole('button', { name: 'Leave a review' }).click();
  await expect(reviewDialog(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'leave_review (en)');
  await page.keyboard.press('Escape');
  const ad = await createAd(request, seller.token, '180');
  await page.goto(`/product/${ad.slug}`);
  await expect(page.getByTestId('seller-rating')).toHaveText('No reviews yet');
  await expect(page.getByTestId('seller-reviews')).toContainText('This seller has no reviews yet.');
});
