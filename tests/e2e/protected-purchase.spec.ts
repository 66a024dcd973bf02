// Issue 32, the protected purchase in two browsers: the buyer buys now ("Sofort kaufen") on the
// ad page and lands on the order's payment step, confirms the address and pays in the sandbox;
// the seller sees the order waiting for shipment, books the DHL label (and downloads its PDF);
// the buyer's page follows live (verschickt, the parcel's link); the stand-in delivers the parcel
// (POST /dev/parcels/{number}/deliver); the buyer confirms receipt; the seller sees the money
// released; both review. A second buyer is refused the reserved phone in plain words.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAd } from './support/ads.ts';
import { linkSandboxPayment, party, signedInContext, type Party } from './support/sale.ts';

test.describe.configure({ timeout: 180_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function pageAs(browser: Browser, who: Party, baseURL: string | undefined): Promise<Page> {
  const context = await signedInContext(
    () => browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 900 } }),
    who,
  );
  return context.newPage();
}

async function review(page: Page, text: string) {
  await page.getByRole('button', { name: 'Bewertung abgeben' }).click();
  const dialog = page.getByRole('dialog', { name: /bewerten$/ });
  await dialog.getByRole('radio', { name: '5 Sterne' }).check({ force: true });
  await dialog.getByLabel('Dein Text').fill(text);
  await dialog.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(dialog).toBeHidden();
  // Sent: the order no longer offers a review (the thanks shows until the order is read again).
  await expect(page.getByRole('button', { name: 'Bewertung abgeben' })).toHaveCount(0);
}

test('buy now, pay, label, delivered, received: the payout released, both review', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Bruno');
  const other = await party(request, 'other', 'Olga');
  await linkSandboxPayment(request, seller);
  // The label's sender: the seller's address; the buyer's account address prefills the order's.
  for (const [who, data] of [
    [
      seller,
      {
        billing: {
          first_name: 'Svenja',
          last_name: 'Verkauf',
          address_1: 'Lindenweg 12',
          postcode: '50667',
          city: 'Köln',
          country: 'DE',
        },
      },
    ],
    [buyer, { shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' } }],
  ] as const) {
    const res = await request.put('/wp-json/wc/v3/customers/me', { headers: bearer(who.token), data });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const ad = await createAd(request, seller.token, '250');

  // The buyer buys now on the ad page: a confirmation, then the order's payment step.
  const page = await pageAs(browser, buyer, baseURL);
  await page.goto(`/product/${ad.slug}`);
  // The signed-in buyer's buttons (lazy): buy now beside the proposal.
  const buyNow = page.getByTestId('buyer-buy-now');
  await expect(buyNow).toHaveText('Sofort kaufen');
  await expect(page.getByTestId('buyer-propose')).toBeVisible();
  await buyNow.click();
  const confirm = page.getByRole('dialog', { name: 'Sofort kaufen' });
  await expect(confirm).toContainText('250');
  await confirm.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/accept$/);
  const orderId = Number(/\/order\/(\d+)\/accept$/.exec(page.url())?.[1]);
  await expect(page.getByRole('timer', { name: 'Zeit zum Bezahlen' })).toBeVisible();

  // Another buyer, too late: told plainly, nothing charged.
  const otherPage = await pageAs(browser, other, baseURL);
  await otherPage.goto(`/product/${ad.slug}`);
  await expect(otherPage.getByRole('heading', { level: 1, name: ad.name })).toBeVisible();
  const late = await request.post('/wp-json/wc/v3/orders', {
    headers: bearer(other.token),
    data: { line_items: [{ product_id: ad.id }] },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { code: string }).code).toBe('hm_product_reserved');

  // The address (prefilled from the account), then the sandbox payment.
  await page.getByRole('button', { name: 'Lieferadresse angeben' }).click();
  const address = page.getByRole('dialog', { name: 'Lieferadresse bestätigen' });
  await address.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(address).toBeHidden();
  await page.getByRole('link', { name: 'Zur Zahlung' }).click();
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByRole('button', { name: /^(Zahlung bestätigen|Approve payment)$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Kauf abgeschlossen' })).toBeVisible();
  await page.goto(`/order/${orderId}/accept`);
  const status = page.getByTestId('fulfilment-status');
  await expect(status).toHaveAttribute('data-status', 'awaiting_shipment');
  await expect(page.getByTestId('fulfilment-protection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erhalt bestätigen' })).toHaveCount(0);

  // The seller: waiting for shipment, the money held; the DHL label, then its PDF.
  const sellerPage = await pageAs(browser, seller, baseURL);
  await sellerPage.goto(`/order/${orderId}/accept`);
  await expect(sellerPage.getByTestId('fulfilment-ship-by')).toBeVisible();
  await expect(sellerPage.getByTestId('fulfilment-payout')).toHaveAttribute('data-status', 'held');
  await sellerPage.getByRole('button', { name: 'Versandetikett erstellen' }).click();
  await expect(sellerPage.getByTestId('label-created')).toBeVisible();
  const number = /(\d{12,20})/.exec((await sellerPage.getByTestId('label-created').textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  const download = sellerPage.waitForEvent('download');
  await sellerPage.getByRole('button', { name: 'Etikett herunterladen (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`label-${orderId}.pdf`);
  await expect(sellerPage.getByTestId('fulfilment-status')).toHaveAttribute('data-status', 'shipped');

  // The buyer's page follows live: shipped, the parcel's tracking page in a new tab.
  await expect(status).toHaveAttribute('data-status', 'shipped', { timeout: 10_000 });
  const link = page
    .getByTestId('fulfilment-trackings')
    .getByRole('link', { name: new RegExp(number ?? '-') });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: 'Bewertung abgeben' })).toHaveCount(0);

  // The stand-in delivers the parcel; the buyer confirms receipt (a confirmation first).
  const delivered = await request.post(`/dev/parcels/${number}/deliver`);
  expect(delivered.ok(), await delivered.text()).toBe(true);
  await page.getByRole('button', { name: 'Erhalt bestätigen' }).click();
  const receipt = page.getByRole('dialog', { name: 'Erhalt bestätigen' });
  await receipt.getByRole('button', { name: 'Ja, erhalten' }).click();
  await expect(receipt).toBeHidden();
  await expect(status).toHaveAttribute('data-status', 'received');
  await expect(page.getByTestId('timeline-received')).toHaveAttribute('aria-current', 'step');

  // The seller sees the money released (live), and both review.
  await expect(sellerPage.getByTestId('fulfilment-payout')).toHaveAttribute('data-status', 'released', {
    timeout: 70_000,
  });
  await expect(sellerPage.getByTestId('fulfilment-payout')).toContainText('Ausgezahlt am');
  await review(page, 'Schnell verschickt, wie beschrieben.');
  await review(sellerPage, 'Zuverlässiger Käufer.');
});
