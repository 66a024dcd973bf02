// Chat per ad (issue 16, spec 1 and 2.3), in two browsers at once: the buyer writes from the ad
// page ("Nachricht schreiben"), the seller finds the chat unread in /dashboard/messages, opens it
// (which clears the marker) and answers with a phone number and WhatsApp, which the buyer reads
// after a reload as inert text under the warning. A message written offline shows as pending and
// is sent exactly once when the connection returns; the chat and the list then open offline after
// a reload. (Live updates: chat-live.spec.ts.)
import type { Browser, Page } from '@playwright/test';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import { createAd } from './support/ads.ts';
import { party, signedInContext, type Party } from './support/sale.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

test.describe.configure({ timeout: 90_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function pageAs(browser: Browser, who: Party, baseURL: string | undefined): Promise<Page> {
  const context = await signedInContext(
    () => browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' }),
    who,
  );
  return context.newPage();
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Deine Nachricht' });
const messages = (page: Page) => page.getByRole('log', { name: 'Nachrichten' });

test('a buyer writes from the ad, the seller sees it unread and answers, the buyer reads the answer', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await party(request, 'chat-seller', 'Selma');
  const buyer = await party(request, 'chat-buyer', 'Boris');
  const ad = await createAd(request, seller.token, '320');

  const buyerPage = await pageAs(browser, buyer, baseURL);
  await buyerPage.goto(`/product/${ad.slug}`);
  await expect(
    buyerPage.getByRole('banner').getByRole('button', { name: 'Boris', exact: true }),
  ).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Nachricht schreiben' }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/messages\/\d+_\d+_\d+$/);
  await expect(composer(buyerPage)).toBeVisible();
  const send = buyerPage.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  await composer(buyerPage).fill('Hallo Selma!\nIst das Handy noch da?');
  await expect(buyerPage.getByText('35 von 2.000 Zeichen')).toBeVisible();
  await send.click();
  const sent = messages(buyerPage).getByTestId('chat-message').filter({ hasText: 'Hallo Selma!' });
  await expect(sent).toBeVisible();
  await expect(sent.locator('.chat-text')).toHaveText('Hallo Selma!\nIst das Handy noch da?');
  await expect(composer(buyerPage)).toHaveValue('');

  const sellerPage = await pageAs(browser, seller, baseURL);
  await sellerPage.goto('/dashboard/messages');
  const row = sellerPage.getByTestId('chat-row').filter({ hasText: 'Boris' });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('Hallo Selma!');
  await expect(row).toContainText(ad.name);
  await expect(row.getByText('Ungelesen')).toBeAttached();
  await row.getByRole('link').click();
  await expect(messages(sellerPage).getByText('Ist das Handy noch da?')).toBeVisible();
  await composer(sellerPage).fill('Ja! Schreib mir auf WhatsApp: 0151 23456789');
  await sellerPage.getByRole('button', { name: 'Senden' }).click();
  await expect(
    messages(sellerPage).getByTestId('chat-message').filter({ hasText: 'WhatsApp' }),
  ).toBeVisible();
  // Opened and read: no longer unread in the list (on the server too).
  await sellerPage.goto('/dashboard/messages');
  await expect(sellerPage.getByTestId('chat-row').filter({ hasText: 'Boris' })).toHaveAttribute(
    'data-unread',
    'false',
  );

  await buyerPage.reload();
  const answer = messages(buyerPage).getByTestId('chat-message').filter({ hasText: 'WhatsApp' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText('Bezahle nie außerhalb von Handymarkt')).toBeVisible();
  await expect(answer.locator('mark[data-flag="phone"]')).toHaveText('0151 23456789');
  await expect(answer.locator('mark[data-flag="scam"]')).toHaveText('WhatsApp');
  await expect(answer.locator('a')).toHaveCount(0);
});

testWithServiceWorker(
  'a message written offline shows as pending and is sent once when the connection returns',
  async ({ browser, request, baseURL }) => {
    const seller = await party(request, 'chat-off-seller', 'Olga');
    const buyer = await party(request, 'chat-off-buyer', 'Otto');
    const ad = await createAd(request, seller.token, '280');
    const opened = await request.post('/wp-json/hm/v1/chats', {
      headers: bearer(buyer.token),
      data: { product_id: ad.id },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id: chatId } = (await opened.json()) as { id: string };

    const page = await pageAs(browser, buyer, baseURL);
    await page.goto(`/dashboard/messages/${chatId}`);
    await expect(page.getByText('Noch keine Nachrichten. Schreib die erste!')).toBeVisible();
    // The installed app (its service worker in control), as a phone that goes offline has it.
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await composer(page).fill('Offline geschrieben');
    await page.getByRole('button', { name: 'Senden' }).click();
    const pending = page.getByTestId('chat-pending-message');
    await expect(pending).toContainText('Offline geschrieben');
    await expect(pending).toContainText('Wird gesendet, sobald du online bist');

    await page.context().setOffline(false);
    await expect(pending).toHaveCount(0);
    await expect(
      messages(page).getByTestId('chat-message').filter({ hasText: 'Offline geschrieben' }),
    ).toHaveCount(1);
    const stored = await request.get(`/wp-json/hm/v1/chats/${chatId}/messages`, {
      headers: bearer(buyer.token),
    });
    const texts = ((await stored.json()) as { message: string }[]).map((m) => m.message);
    expect(texts).toEqual(['Offline geschrieben']);

    // Read once, the chat and the list of chats open again offline after a reload.
    await page.context().setOffline(true);
    await page.reload();
    await expect(
      messages(page).getByTestId('chat-message').filter({ hasText: 'Offline geschrieben' }),
    ).toBeVisible();
    await page.goto('/dashboard/messages');
    await expect(page.getByTestId('chat-row').filter({ hasText: 'Olga' })).toContainText(
      'Offline geschrieben',
    );
  },
);

test('a chat is live both ways, and its unread mark follows the seller’s other tab', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await party(request, 'chat-live-seller', 'Lina');
  const buyer = await party(request, 'chat-live-buyer', 'Luis');
  const ad = await createAd(request, seller.token, '300');
  const opened = await request.post('/wp-json/hm/v1/chats', {
    headers: bearer(buyer.token),
    data: { product_id: ad.id },
  });
  const { id: chatId } = (await opened.json()) as { id: string };

  const buyerPage = await pageAs(browser, buyer, baseURL);
  await buyerPage.goto(`/dashboard/messages/${chatId}`);
  await expect(composer(buyerPage)).toBeVisible();
  const sellerList = await pageAs(browser, seller, baseURL);
  await sellerList.goto('/dashboard/messages');
  // A chat without a message is not in the seller's list yet.
  await expect(sellerList.getByText('Noch keine Nachrichten')).toBeVisible();
  const row = sellerList.getByTestId('chat-row').filter({ hasText: 'Luis' });

  // The buyer writes: the chat appears in the seller's list, unread, without a reload.
  await composer(buyerPage).fill('Hallo Lina, geht 280?');
  await buyerPage.getByRole('button', { name: 'Senden' }).click();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('Hallo Lina, geht 280?');
  const tabBadge = sellerList
    .getByRole('navigation', { name: 'Bereiche deines Kontos' })
    .getByTestId('unread-chats');
  await expect(tabBadge).toContainText('1');

  // The seller reads it in a second tab: the first tab's mark clears by itself.
  const sellerChat = await sellerList.context().newPage();
  await sellerChat.goto(`/dashboard/messages/${chatId}`);
  await expect(messages(sellerChat).getByText('Hallo Lina, geht 280?')).toBeVisible();
  await expect(row).toHaveAttribute('data-unread', 'false');
  await expect(tabBadge).toHaveCount(0);
  await expect(
    sellerChat.getByRole('navigation', { name: 'Bereiche deines Kontos' }).getByTestId('unread-chats'),
  ).toHaveCount(0);

  // The seller answers: the buyer's open chat shows it without a reload.
  await composer(sellerChat).fill('Eher 290.');
  await sellerChat.getByRole('button', { name: 'Senden' }).click();
  await expect(
    messages(buyerPage).getByTestId('chat-message').filter({ hasText: 'Eher 290.' }),
  ).toBeVisible();
});
