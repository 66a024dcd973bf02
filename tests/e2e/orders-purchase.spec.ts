// Buying after acceptance (spec 2.1 /order/{id}/accept and /pay, 2.4 confirmAddress and
// order_completed, 5 shipping confirmation): set up through the API (the seller links a sandbox
// payment account, the buyer proposes, the seller accepts), then in two browsers: the buyer sees
// the payment countdown, cannot pay before confirming a shipping address (prefilled from the
// account), pays on the sandbox's approval page and lands in the purchases; the seller sees the
// sale in their open sales, then sold in My ads, and refunds it; both see it refunded. Notes
// written by either party appear for both; a third user is refused the order page.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import { createAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { rawMessageIds, switchLanguage } from './support/i18n.ts';
import { linkSandboxPayment, party, signedInContext, type Party } from './support/sale.ts';

test.describe.configure({ timeout: 120_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function api(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  who: Party,
  data?: unknown,
) {
  const res = await request[method](`/wp-json${path}`, { headers: bearer(who.token), data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number; status: string };
}

async function pageAs(
  browser: Browser,
  who: Party,
  baseURL: string | undefined,
  phone: boolean,
): Promise<Page> {
  const context = await signedInContext(
    () =>
      browser.newContext({
        baseURL,
        locale: 'de-DE',
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
      }),
    who,
  );
  return context.newPage();
}

/** A fresh seller's ad, a fresh buyer's proposal, accepted: the order waits for the payment. */
async function acceptedOrder(request: APIRequestContext, price = '250', proposal = price) {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Bruno');
  await linkSandboxPayment(request, seller);
  const ad = await createAd(request, seller.token, price);
  const order = await api(request, 'post', '/wc/v3/orders', buyer, {
    line_items: [{ product_id: ad.id }],
    proposal: { price: proposal },
  });
  await api(request, 'put', `/wc/v3/orders/${order.id}`, seller, { action: 'accept' });
  return { seller, buyer, ad, orderId: order.id };
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function addNote(page: Page, text: string) {
  await page.getByLabel('Neue Notiz').fill(text);
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(page.getByTestId('order-note').filter({ hasText: text })).toBeVisible();
}

test('the buyer confirms the address, pays with the sandbox; the seller refunds', async ({
  page,
  browser,
  request,
  baseURL,
  phone,
}) => {
  const { seller, buyer, ad, orderId } = await acceptedOrder(request, '250', '240');
  const order = { id: orderId };
  // The buyer's account has a shipping address: the confirmAddress modal starts from it.
  await api(request, 'put', '/wc/v3/customers/me', buyer, {
    shipping: { street: 'Lindenweg 7', zip: '50667', city: 'Köln', phone: '' },
  });

  // The seller's open sales list the accepted order, waiting for the payment.
  const sellerPage = await pageAs(browser, seller, baseURL, phone);
  await sellerPage.goto('/dashboard/products');
  await sellerPage.getByRole('link', { name: 'Verkäufe / Anfragen' }).click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/orders\/sales$/);
  const sale = sellerPage.getByTestId('order-card').filter({ hasText: ad.name });
  await expect(sale).toContainText('Zahlung ausstehend');
  await expect(sale).toContainText('Käufer: Bruno');
  // Its page: the payment time runs for the seller too; no address yet.
  await sale.getByRole('link', { name: ad.name }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/order/${order.id}/accept$`));
  await expect(sellerPage.getByRole('timer', { name: 'Zeit zum Bezahlen' })).toBeVisible();
  await expect(sellerPage.getByText('Der Käufer hat noch keine Lieferadresse angegeben.')).toBeVisible();
  // In the seller's words: a sale, the phone reserved for the buyer (not "for you").
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Dein Verkauf' })).toBeVisible();
  await expect(sellerPage.getByText('für den Käufer reserviert', { exact: false })).toBeVisible();
  await expect(sellerPage.getByText('für dich reserviert', { exact: false })).toHaveCount(0);

  // The buyer: the pay button waits for a shipping address.
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, buyer.token);
  await page.goto(`/order/${order.id}/pay`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt bezahlen' })).toBeDisabled();
  await expect(page.getByText('Eine Lieferadresse ist erforderlich')).toBeVisible();

  await page.goto(`/order/${order.id}/accept`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kauf abschließen' })).toBeVisible();
  await expect(page).toHaveTitle('Kauf abschließen – Handymarkt');
  await expect(page.getByTestId('order-total')).toHaveText(/240\s?€/);
  await expect(page.getByRole('timer', { name: 'Zeit zum Bezahlen' })).toHaveText(
    /^(47|48):[0-5]\d:[0-5]\d$/,
  );
  await expect(page.getByRole('heading', { name: 'Käuferschutz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zur Zahlung' })).toBeDisabled();
  await expect(page.getByText('Eine Lieferadresse ist erforderlich')).toBeVisible();

  // confirmAddress: prefilled from the account; while it is open the address is being edited.
  await page.getByRole('button', { name: 'Lieferadresse angeben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lieferadresse bestätigen' });
  await expect(dialog.getByLabel('Straße und Hausnummer')).toHaveValue('Lindenweg 7');
  await expect(dialog.getByLabel('Postleitzahl')).toHaveValue('50667');
  await dialog.getByLabel('Straße und Hausnummer').fill('');
  await dialog.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(dialog.getByLabel('Straße und Hausnummer')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Straße und Hausnummer').fill('Lindenweg 9');
  await dialog.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('shipping-address')).toContainText('Lindenweg 9');
  await expect(page.getByText('Eine Lieferadresse ist erforderlich')).toHaveCount(0);

  await addNote(page, 'Bitte gut verpacken.');

  // Pay with the sandbox: its approval page, back to /pay, order_completed.
  await page.getByRole('link', { name: 'Zur Zahlung' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/pay$`));
  const pay = page.getByRole('button', { name: 'Jetzt bezahlen' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByRole('button', { name: /^(Zahlung bestätigen|Approve payment)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/pay\\?approved=`));
  const completed = page.getByRole('dialog', { name: 'Kauf abgeschlossen' });
  await expect(completed).toBeVisible();
  await expect(completed).toContainText(ad.name);
  await completed.getByRole('button', { name: 'Zu meinen Käufen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/purchased$/);
  const purchase = page.getByTestId('order-card').filter({ hasText: ad.name });
  await expect(purchase).toContainText('Gekauft');

  // The seller, still on the order's page, sees the money arrive: order_completed_vendor leads to
  // the sold ads, where the ad links to its order with the buyer's address and note.
  const sold = sellerPage.getByRole('dialog', { name: 'Handy verkauft' });
  await expect(sold).toBeVisible({ timeout: 25_000 });
  await sold.getByRole('button', { name: 'Zu meinen verkauften Anzeigen' }).click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/products\/sold$/);
  const soldAd = sellerPage.getByTestId('my-ad').filter({ hasText: ad.name });
  await soldAd.getByRole('link', { name: 'Zur Bestellung' }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/order/${order.id}/accept$`));
  await expect(sellerPage.getByText('Du hast dieses Handy verkauft.', { exact: false })).toBeVisible();
  await expect(sellerPage.getByTestId('shipping-address')).toContainText('Lindenweg 9');
  await expect(
    sellerPage.getByTestId('order-note').filter({ hasText: 'Bitte gut verpacken.' }),
  ).toBeVisible();
  await addNote(sellerPage, 'Geht morgen raus.');

  // The negotiation's page tells the seller the truth too: a sale at the agreed price, with the
  // buyer's address and the refund, and no answer left to give.
  await sellerPage.goto(`/order/${order.id}/offer`);
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Dein Verkauf' })).toBeVisible();
  await expect(sellerPage).toHaveTitle('Dein Verkauf – Handymarkt');
  await expect(sellerPage.getByText('Vereinbarter Preis')).toBeVisible();
  await expect(sellerPage.getByRole('heading', { name: 'Deine Antwort' })).toHaveCount(0);
  await expect(sellerPage.getByTestId('shipping-address')).toContainText('Lindenweg 9');
  await expect(sellerPage.getByRole('button', { name: 'Erstatten' })).toBeVisible();
  await sellerPage.getByRole('link', { name: /^Zum Verkauf/ }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/order/${order.id}/accept$`));

  // The refund: a confirmation first, then the order shows refunded.
  await sellerPage.getByRole('button', { name: 'Erstatten' }).click();
  const refund = sellerPage.getByRole('dialog', { name: 'Kauf erstatten?' });
  await expect(refund).toContainText('240');
  await refund.getByRole('button', { name: 'Ja, erstatten' }).click();
  await expect(refund).toBeHidden();
  await expect(sellerPage.getByText('Dieser Kauf wurde erstattet', { exact: false })).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: 'Erstatten' })).toHaveCount(0);
  await sellerPage.goto('/dashboard/products/refund');
  await expect(sellerPage.getByTestId('order-card').filter({ hasText: ad.name })).toContainText('Erstattet');

  // The buyer sees it refunded, and the seller's note.
  await page.goto('/dashboard/orders/refund');
  const refunded = page.getByTestId('order-card').filter({ hasText: ad.name });
  await expect(refunded).toContainText('Erstattet');
  await refunded.getByRole('link', { name: ad.name }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/accept$`));
  await expect(page.getByText('Dieser Kauf wurde erstattet', { exact: false })).toBeVisible();
  await expect(page.getByTestId('order-note').filter({ hasText: 'Geht morgen raus.' })).toBeVisible();

  // Anyone else is refused the order page.
  const stranger = await party(request, 'stranger', 'Sina');
  const strangerPage = await pageAs(browser, stranger, baseURL, phone);
  await strangerPage.goto(`/order/${order.id}/accept`);
  await expect(strangerPage.getByText('Du bist nicht berechtigt, diese Seite zu sehen')).toBeVisible();
  await expect(strangerPage.getByTestId('shipping-address')).toHaveCount(0);
});

testWithServiceWorker(
  'offline, the pay button is disabled and says that paying needs a connection',
  async ({ page, context, request }) => {
    const { buyer, orderId } = await acceptedOrder(request);
    await api(request, 'put', `/wc/v3/orders/${orderId}`, buyer, {
      shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' },
    });
    await page.addInitScript((t) => {
      if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
    }, buyer.token);
    await page.goto(`/order/${orderId}/pay`);
    const pay = page.getByRole('button', { name: 'Jetzt bezahlen' });
    await expect(pay).toBeEnabled();
    await context.setOffline(true);
    await expect(pay).toBeDisabled();
    await expect(page.getByText('Zum Bezahlen brauchst du eine Internetverbindung.')).toBeVisible();
    await context.setOffline(false);
    await expect(pay).toBeEnabled();
  },
);

for (const language of ['Deutsch', 'English'] as const) {
  test(`the purchase, payment and orders screens have no serious accessibility violations (${language})`, async ({
    page,
    request,
  }) => {
    const { buyer, orderId } = await acceptedOrder(request);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
    }, buyer.token);
    await page.goto(`/order/${orderId}/accept`);
    if (language === 'English') await switchLanguage(page, 'English');
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoSeriousViolations(page, 'purchase');
    await expectNoSidewaysScroll(page);
    expect(await rawMessageIds(page)).toEqual([]);

    // By keyboard: confirmAddress opens with Enter, the fields take typing, Escape closes it.
    await page.getByRole('button', { name: /^(Lieferadresse angeben|Add shipping address)$/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'confirmAddress');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto(`/order/${orderId}/pay`);
    await expect(page.getByRole('button', { name: /^(Jetzt bezahlen|Pay now)$/ })).toBeDisabled();
    await expectNoSeriousViolations(page, 'payment');
    await expectNoSidewaysScroll(page);
    expect(await rawMessageIds(page)).toEqual([]);

    await page.goto('/dashboard/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'my purchases');
    await expectNoSidewaysScroll(page);
    expect(await rawMessageIds(page)).toEqual([]);
  });
}

test('coming back without approving: the payment was not received, and paying again works', async ({
  page,
  request,
}) => {
  const { buyer, orderId } = await acceptedOrder(request);
  await api(request, 'put', `/wc/v3/orders/${orderId}`, buyer, {
    shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' },
  });
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, buyer.token);
  await page.goto(`/order/${orderId}/pay`);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/sandbox\//);
  const providerOrder = new URL(page.url()).pathname.split('/').pop() ?? '';
  // The return address without the approval (a forged or replayed link): nothing is charged.
  await page.goto(`/order/${orderId}/pay?approved=${providerOrder}`);
  await expect(page.getByTestId('pay-failure')).toHaveText('Die Zahlung ist nicht eingegangen');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await page.getByRole('button', { name: /^(Zahlung bestätigen|Approve payment)$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Kauf abgeschlossen' })).toBeVisible();
});
