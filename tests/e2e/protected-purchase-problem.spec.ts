// Issue 32, the protected purchase with a problem, in two browsers: the buyer buys now and pays in
// the sandbox; the seller books the DHL label; the stand-in delivers the parcel; the buyer reports
// it damaged, with a description; the seller's page shows the report live, and the seller accepts
// a return; the buyer downloads the DHL return label (a real PDF); the stand-in delivers the return
// parcel (POST /dev/parcels/{number}/deliver); both pages show the purchase reversed: the
// fulfilment returned, the seller's payout refunded to the buyer, the problem resolved. The shared
// steps: support/protected-purchase.ts; every text is the app's German one.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import {
  bookLabel,
  buyNow,
  de,
  deliverParcel,
  fulfilmentStatus,
  pageAs,
  payInSandbox,
  protectedSale,
} from './support/protected-purchase.ts';

test.describe.configure({ timeout: 180_000 });

const DESCRIPTION = 'Das Display hat einen Sprung quer über die ganze Breite.';
const ANSWER = 'Schade! Schick es bitte zurück, du bekommst dein Geld.';

test('a damaged phone: problem, return accepted, return label, return delivered, refunded', async ({
  browser,
  request,
  baseURL,
}) => {
  const { seller, buyer, ad } = await protectedSale(request, '180');
  const page = await pageAs(browser, buyer, baseURL);
  const orderId = await buyNow(page, ad, '180');
  await payInSandbox(page, orderId);
  const sellerPage = await pageAs(browser, seller, baseURL);
  const number = await bookLabel(sellerPage, orderId);

  // Delivered: both pages follow (the tracking job is woken by the stand-in's delivery).
  const status = fulfilmentStatus(page);
  const sellerStatus = fulfilmentStatus(sellerPage);
  await deliverParcel(request, number);
  await expect(status).toHaveText(de('orders.fulfilment.status.delivered'));
  await expect(sellerStatus).toHaveText(de('orders.fulfilment.status.delivered'));

  // The buyer reports the phone damaged, with a description.
  await page.getByRole('button', { name: de('orders.problem.button') }).click();
  const form = page.getByTestId('problem-form');
  await form.getByRole('radio', { name: de('orders.problem.reason.damaged') }).check();
  await form.getByLabel(de('orders.problem.text')).fill(DESCRIPTION);
  await form.getByRole('button', { name: de('orders.problem.submit') }).click();
  await expect(form).toBeHidden();
  await expect(status).toHaveText(de('orders.fulfilment.status.problem'));
  const problem = page.getByRole('region', { name: de('orders.problem.title') });
  await expect(problem.getByTestId('problem-status')).toHaveText(de('orders.problem.status.open'));
  // Reported, no receipt any more: the money stays held until the problem ends.
  await expect(page.getByRole('button', { name: de('orders.receipt.button') })).toHaveCount(0);

  // The seller's page shows it live: the reason, the buyer's words, the money held.
  const sellerProblem = sellerPage.getByRole('region', { name: de('orders.problem.title') });
  await expect(sellerStatus).toHaveText(de('orders.fulfilment.status.problem'));
  await expect(sellerProblem).toContainText(de('orders.problem.reason.damaged'));
  await expect(sellerProblem).toContainText(DESCRIPTION);
  await expect(sellerProblem.getByTestId('problem-status')).toHaveText(
    de('orders.problem.statusSeller.open'),
  );
  await expect(sellerPage.getByTestId('fulfilment-payout')).toHaveText(de('orders.fulfilment.payout.held'));

  // The seller accepts a return, with a word to the buyer.
  await sellerProblem.getByLabel(de('orders.problem.answerText')).fill(ANSWER);
  await sellerProblem.getByRole('button', { name: de('orders.problem.action.accept_return') }).click();
  await expect(sellerProblem.getByTestId('problem-status')).toHaveText(
    de('orders.problem.statusSeller.returning'),
  );
  await expect(sellerProblem.getByTestId('problem-answer')).toHaveCount(0);
  await expect(sellerProblem).toContainText(de('orders.problem.answered.accept_return'));

  // The buyer's page follows: the answer, the return's parcel number, the return label.
  await expect(problem.getByTestId('problem-status')).toHaveText(de('orders.problem.status.returning'));
  await expect(problem).toContainText(`${de('orders.problem.answered.accept_return')}: ${ANSWER}`);
  const hint = problem.getByText(de('orders.problem.returnHint', { number: '' }).split(',')[0] ?? '');
  const returnNumber = /(\d{12,20})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  expect(returnNumber).not.toBe('');
  expect(returnNumber).not.toBe(number);
  await expect(hint).toHaveText(de('orders.problem.returnHint', { number: returnNumber }));

  // The return label: the server answers a PDF, and the buyer gets it as a file.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/orders/${orderId}/return-label.pdf`)),
    page.waitForEvent('download'),
    problem.getByRole('button', { name: de('orders.problem.returnLabel') }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toBe(`return-label-${orderId}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  expect(pdf.length).toBeGreaterThan(500);

  // The return parcel is delivered to the seller: both see the purchase reversed.
  await deliverParcel(request, returnNumber);
  for (const [who, whose] of [
    [page, problem],
    [sellerPage, sellerProblem],
  ] as const) {
    await expect(fulfilmentStatus(who)).toHaveText(de('orders.fulfilment.status.returned'));
    await expect(fulfilmentStatus(who)).toHaveAttribute('data-status', 'returned');
    const returned = who.getByTestId('timeline-returned');
    await expect(returned).toContainText(de('orders.fulfilment.step.returned'));
    await expect(returned.locator('time')).toBeVisible();
    await expect(returned).toHaveAttribute('aria-current', 'step');
    await expect(whose.getByTestId('problem-status')).toHaveText(de('orders.problem.status.resolved'));
  }
  const payout = sellerPage.getByTestId('fulfilment-payout');
  await expect(payout).toHaveAttribute('data-status', 'refunded');
  await expect(payout).toHaveText(de('orders.fulfilment.payout.refunded'));
  // Over: both read it refunded; nothing more to do for either, no protection left, no reviews.
  for (const who of [page, sellerPage]) {
    await expect(who.getByText(de('orders.purchase.refunded'))).toBeVisible();
  }
  await expect(sellerPage.getByRole('button', { name: de('orders.refund.button') })).toHaveCount(0);
  await expect(page.getByTestId('fulfilment-protection')).toHaveCount(0);
  for (const who of [page, sellerPage]) {
    await expect(who.getByRole('button', { name: de('orders.receipt.button') })).toHaveCount(0);
    await expect(who.getByRole('button', { name: de('orders.problem.returnLabel') })).toHaveCount(0);
    await expect(who.getByRole('button', { name: de('reviews.leave.button') })).toHaveCount(0);
  }
});
