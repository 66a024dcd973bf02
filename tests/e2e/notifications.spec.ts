// The notification centre (spec 2.2 bell, 2.3, 4 "Notification click", 9: 2 s) as a seller meets
// it: a buyer proposes on the seller's ad (through the API), the seller's bell says 1, the centre
// names the amount and the ad, a click opens the negotiation (issue 30: where the seller answers)
// and the notification stays in the centre, marked read (the centre is a history). The open centre has no serious accessibility
// violation, in German with a notification and in English empty; Escape closes it.
import { createAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { switchLanguage } from './support/i18n.ts';
import { notificationsOf } from './support/notifications.ts';
import { party, signedInContext, type Party } from './support/sale.ts';

const bearer = (who: Party) => ({ authorization: `Bearer ${who.token}` });

test('a seller is told of a proposal by the bell, follows it to the negotiation and keeps it, read', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await party(request, 'bell-seller', 'Selma');
  const buyer = await party(request, 'bell-buyer', 'Bruno');
  const ad = await createAd(request, seller.token, '400');
  // The ad's publication told the seller too; the proposal is to be the only news.
  for (const { key } of await notificationsOf(request, seller)) {
    expect(
      (await request.delete(`/wp-json/hm/v1/notifications/${key}`, { headers: bearer(seller) })).ok(),
    ).toBe(true);
  }
  const proposal = await request.post('/wp-json/wc/v3/orders', {
    headers: bearer(buyer),
    data: { line_items: [{ product_id: ad.id }], proposal: { price: '340' } },
  });
  expect(proposal.ok(), await proposal.text()).toBe(true);

  const context = await signedInContext(
    () =>
      browser.newContext({
        baseURL,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        viewport: { width: 1280, height: 900 },
      }),
    seller,
  );
  const page = await context.newPage();
  await page.goto('/');
  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('bell-count')).toHaveText('1');

  await bell.click();
  const centre = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect(centre.getByRole('heading', { name: 'Benachrichtigungen' })).toBeFocused();
  const item = centre.getByTestId('notification');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/Neuer Preisvorschlag von Bruno .*: 340\s€ für dein /);
  await expect(item).toContainText(ad.name);
  await expectNoSeriousViolations(page, 'notification centre');

  // Escape closes the centre and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  const follow = centre.getByTestId('notification').getByRole('button', { name: /Neuer Preisvorschlag/ });
  await expect(follow).toBeVisible();
  await follow.click();
  const orderId = ((await proposal.json()) as { id: number }).id;
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/offer$`));
  await expect(centre).toBeHidden();
  // Read at once: the count goes with the click.
  await expect(header.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  // It stays (spec 9's removal after 2 s left no history), marked read, and is shown so.
  await page.waitForTimeout(2500);
  expect((await notificationsOf(request, seller)).map((n) => n.read)).toEqual([true]);
  await header.getByRole('button', { name: 'Benachrichtigungen', exact: true }).click();
  const kept = centre.getByTestId('notification');
  await expect(kept).toHaveCount(1);
  await expect(kept).toHaveAttribute('data-read', 'true');
  await expect(kept).toHaveClass(/notification--read/);
  await expect(kept.getByText('Ungelesen', { exact: false })).toHaveCount(0);
  await expect(kept).toContainText(/Neuer Preisvorschlag von Bruno/);
  await page.keyboard.press('Escape');

  // Removed by its "×" only; then the centre is empty, in English too.
  await switchLanguage(page, 'English');
  await header.getByRole('button', { name: 'Notifications', exact: true }).click();
  const empty = page.getByRole('region', { name: 'Notifications' });
  await empty.getByRole('button', { name: 'Remove notification' }).click();
  await expect(empty.getByText('No notifications.')).toBeVisible();
  await expectNoSeriousViolations(page, 'empty notification centre (English)');
  await context.close();
});
