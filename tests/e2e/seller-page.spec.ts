// The seller's page (issue 17, /seller/{id}): from an ad, the seller's name in the seller box
// leads to their page with name, member since, the badges with their dates, the rating and the
// reviews, and their other live ads. An unknown seller is "not found". Axe in German and English.
import { expect, test } from './support/fixtures.ts';
import { createAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';
import { completedSale, reviewSeller } from './support/sale.ts';
import { browserDateFormat } from './support/dates.ts';

test.describe.configure({ timeout: 90_000 });

interface ApiSeller {
  name: string;
  member_since: string;
  verified_at: Record<'phone' | 'payment' | 'social' | 'id', string | null>;
}

test('from an ad to the seller’s page: name, badges with dates, reviews and their other ads', async ({
  page,
  request,
}) => {
  // A seller with a completed sale (a linked payment account), a review of it and another live ad.
  const { seller, buyer, ad } = await completedSale(request);
  await reviewSeller(request, { seller, buyer, ad }, 'Top Verkäuferin, sehr schneller Versand.');
  const other = await createAd(request, seller.token, '300');
  const api = (await (await request.get(`/wp-json/hm/v1/sellers/${seller.id}`)).json()) as ApiSeller;

  await page.goto(`/product/${other.slug}`);
  await page.getByTestId('seller-box').getByRole('link', { name: api.name }).click();
  await expect(page).toHaveURL(`/seller/${seller.id}`);

  const sellerPage = page.getByTestId('seller-page');
  await expect(sellerPage.getByRole('heading', { level: 1, name: api.name })).toBeVisible();
  const since = browserDateFormat({ month: 'long', year: 'numeric' });
  await expect(sellerPage).toContainText(`Mitglied seit ${since.format(new Date(api.member_since))}`);
  const badges = page.getByTestId('seller-badges').getByRole('listitem');
  await expect(badges).toHaveCount(4);
  const monthYear = browserDateFormat({ month: 'short', year: 'numeric' });
  expect(api.verified_at.payment).not.toBeNull();
  await expect(badges.nth(1)).toHaveText(
    `Zahlungskonto verifiziert seit ${monthYear.format(new Date(api.verified_at.payment ?? ''))}`,
  );
  await expect(badges.nth(3)).toHaveText('Ausweis nicht verifiziert');
  await expect(page.getByTestId('seller-rating')).toContainText('5,0 (1 Bewertung)');
  await expect(page.getByTestId('seller-reviews').getByTestId('review')).toContainText(
    'Top Verkäuferin, sehr schneller Versand.',
  );
  // Their live ads: the other one (the sold one is not live any more).
  const cards = page.getByTestId('seller-ads').getByTestId('product-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(other.name);
  await expectNoSeriousViolations(page, 'seller page (de)');

  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 2, name: 'Verifications' })).toBeVisible();
  await expect(page.getByTestId('seller-rating')).toContainText('5.0 (1 review)');
  await expectNoSeriousViolations(page, 'seller page (en)');
});

test('an unknown seller’s page says it was not found', async ({ page }) => {
  await page.goto('/seller/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});
