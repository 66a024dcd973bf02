// Issue 32, the protected purchase in two browsers: the buyer buys now ("Sofort kaufen") on the
// ad page and lands on the order's payment step, confirms the address and pays in the sandbox;
// the seller sees the order waiting for shipment, books the DHL label (and downloads its PDF);
// the buyer's page follows live (verschickt, the parcel's link); the stand-in delivers the parcel
// (POST /dev/parcels/{number}/deliver) and both see it delivered; the buyer confirms receipt; the
// seller sees the money released; both review. A second buyer is refused the reserved phone in
// plain words. The shared steps: support/protected-purchase.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { party } from './support/sale.ts';
import {
  bookLabel,
  buyNow,
  de,
  deliverParcel,
  deStart,
  fulfilmentStatus,
  pageAs,
  payInSandbox,
  protectedSale,
} from './support/protected-purchase.ts';

test.describe.configure({ timeout: 180_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function review(page: Page, text: string) {
  await page.getByRole('button', { name: de('reviews.leave.button') }).click();
  const dialog = page.getByRole('dialog', { name: /bewerten$/ });
  await dialog.getByRole('radio', { name: '5 Sterne' }).check({ force: true });
  await dialog.getByLabel(de('reviews.leave.text')).fill(text);
  await dialog.getByRole('button', { name: de('reviews.leave.send') }).click();
  await expect(dialog).toBeHidden();
  // Sent: the order no longer offers a review (the thanks shows until the order is read again).
  await expect(page.getByRole('button', { name: de('reviews.leave.button') })).toHaveCount(0);
}

test('buy now, pay, label, delivered, received: the payout released, both review', async ({
  browser,
  request,
  baseURL,
}) => {
  const { seller, buyer, ad } = await protectedSale(request, '250');
  const other = await party(request, 'other', 'Olga');

  // The buyer buys now on the ad page: a confirmation, then the order's payment step.
  const page = await pageAs(browser, buyer, baseURL);
  const orderId = await buyNow(page, ad, '250');

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
  await payInSandbox(page, orderId);
  const status = fulfilmentStatus(page);
  await expect(status).toHaveText(de('orders.fulfilment.status.awaiting_shipment'));
  await expect(page.getByTestId('fulfilment-protection')).toBeVisible();
  await expect(page.getByRole('button', { name: de('orders.receipt.button') })).toHaveCount(0);

  // The seller: waiting for shipment, the money held; the DHL label, then its PDF.
  const sellerPage = await pageAs(browser, seller, baseURL);
  const number = await bookLabel(sellerPage, orderId);
  const download = sellerPage.waitForEvent('download');
  await sellerPage.getByRole('button', { name: de('orders.label.download') }).click();
  expect((await download).suggestedFilename()).toBe(`label-${orderId}.pdf`);

  // The buyer's page follows live: shipped, the parcel's tracking page in a new tab.
  await expect(status).toHaveAttribute('data-status', 'shipped');
  await expect(status).toHaveText(de('orders.fulfilment.status.shipped'));
  const link = page.getByTestId('fulfilment-trackings').getByRole('link', { name: new RegExp(number) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: de('reviews.leave.button') })).toHaveCount(0);

  // The stand-in delivers the parcel: both pages show it delivered (the tracking job is woken);
  // the buyer confirms receipt (a confirmation first).
  await deliverParcel(request, number);
  await expect(status).toHaveText(de('orders.fulfilment.status.delivered'));
  await expect(fulfilmentStatus(sellerPage)).toHaveText(de('orders.fulfilment.status.delivered'));
  await page.getByRole('button', { name: de('orders.receipt.button') }).click();
  const receipt = page.getByRole('dialog', { name: de('orders.receipt.title') });
  await receipt.getByRole('button', { name: de('orders.receipt.yes') }).click();
  await expect(receipt).toBeHidden();
  await expect(status).toHaveAttribute('data-status', 'received');
  await expect(status).toHaveText(de('orders.fulfilment.status.received'));
  await expect(page.getByTestId('timeline-received')).toHaveAttribute('aria-current', 'step');

  // The seller sees the money released (live), and both review.
  const payout = sellerPage.getByTestId('fulfilment-payout');
  await expect(payout).toHaveAttribute('data-status', 'released');
  await expect(payout).toContainText(deStart('orders.fulfilment.payout.released'));
  await review(page, 'Schnell verschickt, wie beschrieben.');
  await review(sellerPage, 'Zuverlässiger Käufer.');
});
