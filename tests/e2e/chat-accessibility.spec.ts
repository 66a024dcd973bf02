// axe-core on the chat screens (issue 16), in German and English: the list of chats with an
// unread one, a chat with a system card of the negotiation and a message under the scam warning,
// and the report and block dialogs. No serious or critical violation.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';
import { party, signedInContext } from './support/sale.ts';

test.describe.configure({ timeout: 90_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const closeDialog = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Schließen|Close|Abbrechen|Cancel)$/ })
    .first()
    .click();

for (const language of ['Deutsch', 'English'] as const) {
  test(`chat screens have no serious accessibility violations (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const seller = await party(request, 'axe-chat-seller', 'Sina');
    const buyer = await party(request, 'axe-chat-buyer', 'Bela');
    const ad = await createAd(request, seller.token, '300');
    const opened = await request.post('/wp-json/hm/v1/chats', {
      headers: bearer(buyer.token),
      data: { product_id: ad.id },
    });
    const { id: chatId } = (await opened.json()) as { id: string };
    const write = await request.post(`/wp-json/hm/v1/chats/${chatId}/messages`, {
      headers: bearer(buyer.token),
      data: {
        message: 'Hallo! Zahlst du per PayPal Freunde? www.example.de',
        client_msg_id: `axe-${Date.now()}`,
      },
    });
    expect(write.status(), await write.text()).toBe(201);
    const proposal = await request.post('/wp-json/wc/v3/orders', {
      headers: bearer(buyer.token),
      data: { line_items: [{ product_id: ad.id }], proposal: { price: '280' } },
    });
    expect(proposal.status(), await proposal.text()).toBe(201);

    const context = await signedInContext(
      () => browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' }),
      seller,
    );
    const page = await context.newPage();
    await page.goto('/dashboard/messages');
    if (language === 'English') await switchLanguage(page, 'English');
    await expect(page.getByTestId('chat-row').first()).toHaveAttribute('data-unread', 'true');
    await expectNoSeriousViolations(page, 'chat list');

    await page.getByTestId('chat-row').first().getByRole('link').click();
    await expect(page.getByTestId('chat-system-message')).toBeVisible();
    await expect(page.getByTestId('chat-warning')).toBeVisible();
    await expectNoSeriousViolations(page, 'chat');

    await page.getByRole('button', { name: /^(Nachricht melden|Report message)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'report dialog');
    await closeDialog(page);
    await page.getByRole('button', { name: /^(Blockieren|Block)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'block dialog');
    await closeDialog(page);
    await context.close();
  });
}
