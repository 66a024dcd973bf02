// My ads (/dashboard/products) and the owner panel, as a seller meets them: each lifecycle action
// of spec 4 (pause, restore, republish, move to top, the delete modal's hide and delete for good)
// moves the ad to the tab the server now files it under; a refusal is said in words; offline the
// actions say why they wait. The ad's own page shows its seller the owner panel instead of the
// buyer's buttons and no heart; another seller's ad shows the buyer's buttons.
import type { Page } from '@playwright/test';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import {
  createUser,
  header,
  loginViaUi,
  profileMenuButton,
  successAlert,
  type TestUser,
} from './support/account.ts';
import { apiToken, createAd, demoSellerWithExpiredAd, moveToTop, ownAd, type OwnAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { party } from './support/sale.ts';
import { switchLanguage } from './support/i18n.ts';

const myAd = (page: Page, ad: Pick<OwnAd, 'slug'>) =>
  page.getByTestId('my-ad').filter({ has: page.locator(`a[href="/product/${ad.slug}"]`) });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Anzeigen nach Status' });
const openTab = async (page: Page, name: string) => {
  await tabs(page).getByRole('link', { name, exact: true }).click();
  await expect(tabs(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
};
const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Anzeige löschen' });

/** Logs in on the home page and opens My ads from the profile menu. */
async function openMyAds(page: Page, user: Pick<TestUser, 'email' | 'password' | 'firstName'>) {
  await page.goto('/');
  await loginViaUi(page, user);
  await profileMenuButton(page, user.firstName).click();
  await header(page).getByRole('link', { name: 'Anzeigen', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Anzeigen' })).toBeVisible();
}

let user: TestUser;
let token: string;
let ad: OwnAd;
test.beforeEach(async ({ request }) => {
  // A fresh seller with one live ad per test keeps the tests apart.
  user = await createUser(request, 'seller', { firstName: 'Selma' });
  token = await apiToken(request, user.email, user.password);
  ad = await createAd(request, token);
});

test('pausing an ad files it under paused, restoring brings it back to active', async ({ page, request }) => {
  await openMyAds(page, user);
  const card = myAd(page, ad);
  await expect(card).toHaveAttribute('data-state', 'publish');
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(card.getByText('Käufer finden deine Anzeige')).toBeVisible();

  await card.getByRole('button', { name: 'Pausieren' }).click();
  await expect(successAlert(page, 'Anzeige pausiert')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'private');
  expect((await ownAd(request, token, ad.slug))?.status).toBe('private');

  await openTab(page, 'Aktiv');
  await expect(page.getByText('Keine aktiven Anzeigen.')).toBeVisible();
  await openTab(page, 'Pausiert');
  await expect(page).toHaveURL('/dashboard/products/hidden');
  await expect(myAd(page, ad).getByText('Niemand außer dir sieht die Anzeige.')).toBeVisible();

  await myAd(page, ad).getByRole('button', { name: 'Wieder aktivieren' }).click();
  await expect(successAlert(page, 'Anzeige wieder aktiv')).toBeVisible();
  await expect(page.getByText('Keine pausierten Anzeigen.')).toBeVisible();
  await openTab(page, 'Aktiv');
  await expect(myAd(page, ad)).toHaveAttribute('data-state', 'publish');
  expect((await ownAd(request, token, ad.slug))?.status).toBe('publish');
});

test('the seller is told the ad is paused even when the list has moved before the answer came', async ({
  page,
  request,
}) => {
  // A buyer's proposal on the seller's other ad, arriving while the pause's answer is on its way:
  // its notice makes My ads ask for its lists again, and the paused ad leaves "Aktiv" (its card
  // with it) before the answer is there. The seller must still be told.
  const other = await createAd(request, token, '400');
  const buyer = await party(request, 'my-ads-buyer', 'Bruno');
  await openMyAds(page, user);
  await openTab(page, 'Aktiv');
  const card = myAd(page, ad);
  await expect(card).toBeVisible();

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/wp-json/wc/v3/products/${ad.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const answer = await route.fetch();
    await released;
    await route.fulfill({ response: answer });
  });
  await card.getByRole('button', { name: 'Pausieren' }).click();
  await expect.poll(async () => (await ownAd(request, token, ad.slug))?.status).toBe('private');
  const proposal = await request.post('/wp-json/wc/v3/orders', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { line_items: [{ product_id: other.id }], proposal: { price: '340' } },
  });
  expect(proposal.ok(), await proposal.text()).toBe(true);
  await expect(card).toHaveCount(0);

  release();
  await expect(successAlert(page, 'Anzeige pausiert')).toBeVisible();
});

test('an expired ad is republished for another 60 days', async ({ page, request }) => {
  const { seller, token: sellerToken, ad: expired } = await demoSellerWithExpiredAd(request);
  await openMyAds(page, seller);
  await openTab(page, 'Abgelaufen');
  const card = myAd(page, expired);
  await expect(card).toHaveAttribute('data-state', 'expired');
  await expect(card.getByText('Nach 60 Tagen abgelaufen')).toBeVisible();

  await card.getByRole('button', { name: 'Erneut veröffentlichen (60 Tage)' }).click();
  await expect(successAlert(page, 'Anzeige für weitere 60 Tage veröffentlicht')).toBeVisible();
  await expect(myAd(page, expired)).toHaveCount(0);
  await openTab(page, 'Aktiv');
  await expect(myAd(page, expired)).toHaveAttribute('data-state', 'publish');
  await expect(myAd(page, expired).getByText(/läuft bis/)).toBeVisible();
  expect((await ownAd(request, sellerToken, expired.slug))?.status).toBe('publish');
});

test('move to top works once a day, then says when it is possible again', async ({ page, request }) => {
  const second = await createAd(request, token, '149');
  await openMyAds(page, user);
  const card = myAd(page, ad);
  await card.getByRole('button', { name: 'Nach oben schieben' }).click();
  await expect(successAlert(page, 'Anzeige steht wieder oben in der Liste')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Nach oben schieben' })).toHaveCount(0);
  await expect(card.getByText(/^Wieder nach oben schieben ab .+/)).toBeVisible();
  expect((await moveToTop(request, token, ad.id)).status()).toBe(400);

  // Moved meanwhile elsewhere (another device): the server's refusal is said in words.
  expect((await moveToTop(request, token, second.id)).status()).toBe(200);
  const other = myAd(page, second);
  await other.getByRole('button', { name: 'Nach oben schieben' }).click();
  await expect(
    other.getByRole('alert').filter({ hasText: 'in den letzten 24 Stunden schon nach oben geschoben' }),
  ).toBeVisible();
  await expect(other.getByText(/^Wieder nach oben schieben ab .+/)).toBeVisible();
});

test('the delete modal hides the ad, or deletes it for good', async ({ page, request }) => {
  await openMyAds(page, user);
  const card = myAd(page, ad);

  // Closing the modal forgets the deletion.
  await card.getByRole('button', { name: 'Löschen' }).click();
  await expect(deleteDialog(page)).toBeVisible();
  await expect(deleteDialog(page).getByRole('button', { name: 'Ausblenden' })).toBeVisible();
  await expect(deleteDialog(page).getByRole('button', { name: 'Endgültig löschen' })).toBeVisible();
  await deleteDialog(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(deleteDialog(page)).toHaveCount(0);
  await expect(card).toHaveAttribute('data-state', 'publish');
  expect((await ownAd(request, token, ad.slug))?.status).toBe('publish');

  // Hide: the ad is paused.
  await card.getByRole('button', { name: 'Löschen' }).click();
  await deleteDialog(page).getByRole('button', { name: 'Ausblenden' }).click();
  await expect(deleteDialog(page)).toHaveCount(0);
  await expect(successAlert(page, 'Anzeige pausiert')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'private');

  // Hiding a paused ad removes it; a removed ad can be restored.
  await card.getByRole('button', { name: 'Löschen' }).click();
  await deleteDialog(page).getByRole('button', { name: 'Ausblenden' }).click();
  await expect(successAlert(page, 'Anzeige entfernt')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'trash');
  await expect(card.getByText('Entfernt', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(successAlert(page, 'Anzeige wieder aktiv')).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'publish');

  // Delete for good: gone from My ads and from the server.
  await card.getByRole('button', { name: 'Löschen' }).click();
  await deleteDialog(page).getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(successAlert(page, 'Anzeige endgültig gelöscht')).toBeVisible();
  await expect(myAd(page, ad)).toHaveCount(0);
  await expect(page.getByText('Du hast noch keine Anzeigen.')).toBeVisible();
  expect(await ownAd(request, token, ad.slug)).toBeUndefined();
});

testWithServiceWorker('offline, the actions wait for a connection and say so', async ({ page, context }) => {
  await openMyAds(page, user);
  const card = myAd(page, ad);
  await expect(card.getByRole('button', { name: 'Pausieren' })).toBeEnabled();
  await context.setOffline(true);
  await expect(card.getByRole('button', { name: 'Pausieren' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Löschen' })).toBeDisabled();
  await expect(card.getByText(/^Du bist offline: Anzeigen pausieren/)).toBeVisible();
  await context.setOffline(false);
  await expect(card.getByRole('button', { name: 'Pausieren' })).toBeEnabled();
});

test('drafts on the device are listed, opened again and deleted; nothing waits to be sent', async ({
  page,
}) => {
  await openMyAds(page, user);
  await page.getByRole('link', { name: 'Neue Anzeige' }).click();
  await expect(page).toHaveURL(/\/publish\/new\?draft=[\w-]+$/);
  const draftUrl = page.url();
  await page.getByLabel('Preis in Euro').fill('123');

  await profileMenuButton(page, user.firstName).click();
  await header(page).getByRole('link', { name: 'Anzeigen', exact: true }).click();
  await openTab(page, 'Entwürfe (1)');
  await expect(page).toHaveURL('/dashboard/products/drafts');
  const draft = page.getByTestId('my-draft');
  await expect(draft).toHaveCount(1);
  await expect(draft.getByText('Entwurf ohne Modell')).toBeVisible();
  await expect(draft.getByText(/123\s€/)).toBeVisible();
  await draft.getByRole('link', { name: 'Entwurf ohne Modell weiter bearbeiten' }).click();
  await expect(page).toHaveURL(draftUrl);

  await page.goBack();
  await page.getByTestId('my-draft').getByRole('button', { name: 'Entwurf ohne Modell löschen' }).click();
  await page.getByTestId('my-draft').getByRole('button', { name: 'Wirklich löschen' }).click();
  await expect(successAlert(page, 'Entwurf gelöscht')).toBeVisible();
  await expect(page.getByText('Keine Entwürfe auf diesem Gerät.')).toBeVisible();

  await openTab(page, 'Noch nicht gesendet');
  await expect(page.getByText('Alles ist gesendet.')).toBeVisible();
});

test('the seller sees the owner panel on their own ad instead of the buyer buttons and no heart', async ({
  page,
  api,
}) => {
  await page.goto('/');
  await loginViaUi(page, user);
  // In the list (newest first), one's own ad has no heart.
  const ownCard = page
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="/product/${ad.slug}"]`) });
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByRole('button', { name: 'Merken' })).toHaveCount(0);
  await expect(page.getByTestId('product-card').nth(1).getByRole('button', { name: 'Merken' })).toBeVisible();
  await page.goto(`/product/${ad.slug}`);
  const panel = page.getByTestId('owner-panel');
  await expect(panel.getByRole('heading', { name: 'Deine Anzeige' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Profil verifizieren' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  // (The related phones below are other sellers' ads, with their hearts.)
  const summary = page.locator('.product__summary');
  await expect(summary.getByRole('link', { name: 'Preis vorschlagen' })).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Merken' })).toHaveCount(0);

  // Pausing from the panel; the paused ad still opens for its seller (nobody else sees it).
  await panel.getByRole('button', { name: 'Pausieren' }).click();
  await expect(successAlert(page, 'Anzeige pausiert')).toBeVisible();
  await expect(panel.getByText('Pausiert', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('owner-panel').getByRole('button', { name: 'Wieder aktivieren' }),
  ).toBeVisible();

  // Someone else's ad: the buyer's buttons and the heart, no owner panel.
  const [other] = (await api.liveProducts({ per_page: 1 })).products;
  if (!other) throw new Error('no live ads');
  await page.goto(`/product/${other.slug}`);
  await expect(page.getByTestId('seller-box')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Preis vorschlagen' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Merken' })).toBeVisible();
  await expect(page.getByTestId('owner-panel')).toHaveCount(0);
});

for (const language of ['Deutsch', 'English'] as const) {
  test(`My ads and the owner panel have no serious accessibility violations (${language})`, async ({
    page,
  }) => {
    await openMyAds(page, user);
    if (language === 'English') await switchLanguage(page, 'English');
    await expect(myAd(page, ad)).toBeVisible();
    await expectNoSeriousViolations(page, 'My ads');
    // By keyboard: the modal opens with Enter and closes with Escape.
    await myAd(page, ad)
      .getByRole('button', { name: /^(Löschen|Delete)$/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'the delete modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(`/product/${ad.slug}`);
    await expect(page.getByTestId('owner-panel')).toBeVisible();
    await expectNoSeriousViolations(page, 'the owner panel');
  });
}
