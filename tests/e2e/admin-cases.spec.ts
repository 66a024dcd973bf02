// Issue 32: the console's "Fälle". A buyer reports a locked phone, the seller disputes it, and the
// demo admin finds the case in the console's cases, reads the report and the answer, and decides
// to refund the buyer with a reason: the case leaves the queue and the buyer's money is refunded.
import { expect, test } from './support/fixtures.ts';
import { signedInAdmin } from './support/admin.ts';
import { completedSale } from './support/sale.ts';

const REPORT = 'Das Handy ist mit einer fremden Apple-ID gesperrt.';

test('the admin decides a disputed case: refund the buyer', async ({ page, request }) => {
  const sale = await completedSale(request, '250', false);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = async (path: string, token: string, data: unknown) => {
    const res = await request.post(`/wp-json${path}`, { headers: as(token), data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await post(`/wc-shipment-tracking/v3/orders/${sale.orderId}/shipment-trackings`, sale.seller.token, {
    tracking_provider: 'DHL',
    tracking_number: '00340434161234567890',
  });
  await post(`/hm/v1/orders/${sale.orderId}/problem`, sale.buyer.token, { reason: 'locked', text: REPORT });
  await post(`/hm/v1/orders/${sale.orderId}/problem/answer`, sale.seller.token, {
    action: 'dispute',
    text: 'Es war beim Versand entsperrt.',
  });

  await signedInAdmin(page, request);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Bereiche der Konsole' })
    .getByRole('link', { name: 'Fälle' })
    .click();
  await expect(page).toHaveURL(/\/admin\/cases$/);
  const item = page.getByTestId('admin-case').filter({ hasText: `Bestellung ${sale.orderId}:` });
  await expect(item).toBeVisible();
  await expect(item.getByText(REPORT)).toBeVisible();
  await expect(item.getByText('Gesperrt', { exact: false }).first()).toBeVisible();
  await expect(item.getByText('Bestritten', { exact: false })).toBeVisible();
  await expect(item.getByText('Tag 1 seit der Zahlung')).toBeVisible();

  // By keyboard: the choice, the reason, the button.
  await item.getByRole('radio', { name: 'Käufer erstatten' }).focus();
  await page.keyboard.press('Space');
  await item.getByRole('textbox', { name: /Begründung/ }).fill('Die Sperre ist auf den Fotos belegt.');
  await item.getByRole('button', { name: 'Entscheiden' }).press('Enter');
  await expect(item).toHaveCount(0);

  const order = await request.get(`/wp-json/wc/v3/orders/${sale.orderId}`, { headers: as(sale.buyer.token) });
  const body = (await order.json()) as {
    fulfilment: { status: string; payout: { status: string }; problem: { status: string } };
  };
  expect(body.fulfilment).toMatchObject({ status: 'returned', payout: { status: 'refunded' } });
  expect(body.fulfilment.problem.status).toBe('decided');
});
