// Issue 30, in a chat. The classic scam ("Vorkasse per Überweisung" with an IBAN) is marked with
// the ad check's own rules: the words stay readable, highlighted and never struck through, under
// the scam warning. A message the operator removed shows its author "removed" with the reason
// and the reporter only a placeholder. On a phone (390×844) an opened chat shows its composer and its last message
// without scrolling the page (no greeting and rows of tabs above it). Today's messages show their
// time.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, apiToken, createAd } from './support/ads.ts';
import { expect, test } from './support/fixtures.ts';
import { party, signedInContext, type Party } from './support/sale.ts';

test.describe.configure({ timeout: 90_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SCAM = 'Nur Vorkasse per Überweisung an DE89 3704 0044 0532 0130 00, mein Kurier holt es ab.';

async function chatBetween(request: APIRequestContext, tag: string) {
  const seller = await party(request, `${tag}-seller`, 'Selma');
  const buyer = await party(request, `${tag}-buyer`, 'Boris');
  const ad = await createAd(request, seller.token, '300');
  const opened = await request.post('/wp-json/hm/v1/chats', {
    headers: bearer(buyer.token),
    data: { product_id: ad.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return { seller, buyer, chatId: ((await opened.json()) as { id: string }).id };
}

async function send(request: APIRequestContext, who: Party, chatId: string, message: string) {
  const res = await request.post(`/wp-json/hm/v1/chats/${chatId}/messages`, {
    headers: bearer(who.token),
    data: { message, client_msg_id: crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openChat(page: Page, who: Party, chatId: string) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, who.token);
  await page.goto(`/dashboard/messages/${chatId}`);
}

const messages = (page: Page) => page.getByRole('log', { name: 'Nachrichten' });

test('the classic scam is highlighted, readable and not struck through, under the scam warning', async ({
  page,
  request,
}) => {
  const { seller, buyer, chatId } = await chatBetween(request, 'scam-mark');
  await send(request, seller, chatId, SCAM);
  await openChat(page, buyer, chatId);

  const message = messages(page).getByTestId('chat-message').filter({ hasText: 'Vorkasse' });
  await expect(message.locator('.chat-text')).toHaveText(SCAM);
  const marks = message.locator('mark[data-flag="scam"]');
  await expect(marks).toHaveText(['Nur Vorkasse', 'Überweisung', 'DE89 3704 0044 0532 0130 00', 'Kurier']);
  for (const mark of await marks.all()) {
    const style = await mark.evaluate((el) => {
      const s = getComputedStyle(el);
      return { line: s.textDecorationLine, background: s.backgroundColor, color: s.color };
    });
    expect(style.line).not.toContain('line-through');
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
  }
  // Built from text: no element but the marks inside the text, no link.
  expect(await message.locator('.chat-text *').count()).toBe(4);
  await expect(message.locator('a')).toHaveCount(0);
  const warning = message.getByTestId('chat-warning');
  await expect(warning).toContainText('Bezahle nie außerhalb von Handymarkt');
  await expect(warning).toContainText('Vorkasse, Überweisung, IBAN');
  // Sent today: the time, not only a date.
  await expect(message.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
});

test('phone: an opened chat shows its composer and its last message without scrolling', async ({
  page,
  request,
  phone,
}) => {
  test.skip(!phone, 'phone viewport only');
  const { seller, buyer, chatId } = await chatBetween(request, 'chat-phone');
  for (let i = 1; i <= 12; i += 1) {
    await send(request, i % 2 === 0 ? seller : buyer, chatId, `Nachricht Nummer ${i}: passt das am Samstag?`);
  }
  await openChat(page, buyer, chatId);

  const composer = page.getByRole('textbox', { name: 'Deine Nachricht' });
  const last = messages(page).getByTestId('chat-message').filter({ hasText: 'Nachricht Nummer 12:' });
  await expect(composer).toBeVisible();
  await expect(last).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const [what, box] of [
    ['composer', await composer.boundingBox()],
    ['last message', await last.boundingBox()],
    ['send button', await page.getByRole('button', { name: 'Senden' }).boundingBox()],
  ] as const) {
    expect(box, what).not.toBeNull();
    expect(box!.y, what).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, what).toBeLessThanOrEqual(viewport.height);
  }
  await page.screenshot({ path: test.info().outputPath('chat-phone.png') });
});

test('a removed message shows its author the reason and the reporter a placeholder', async ({
  browser,
  request,
  baseURL,
}) => {
  const { seller, buyer, chatId } = await chatBetween(request, 'chat-removed');
  await send(request, seller, chatId, 'Nur Vorkasse, sonst nix.');
  const reported = await request.post('/wp-json/hm/v1/reports', {
    headers: bearer(buyer.token),
    data: { chat_id: chatId, key: 1, reason: 'fraud', text: '' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id: reportId } = (await reported.json()) as { id: number };
  const admin = await apiToken(request, 'betrieb@demo.handymarkt.de', DEMO_PASSWORD);
  const decided = await request.post(`/wp-json/hm/v1/admin/reports/${reportId}/decision`, {
    headers: bearer(admin),
    data: { action: 'remove_message', reason_code: 'fraud', text: '' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  const open = () => browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const authorPage = await (await signedInContext(open, seller)).newPage();
  await authorPage.goto(`/dashboard/messages/${chatId}`);
  const own = messages(authorPage).getByTestId('chat-message').first();
  await expect(own.getByTestId('chat-removed')).toHaveText(
    'Diese Nachricht wurde entfernt. Grund: Betrug. Nur du siehst den Text noch.',
  );
  await expect(own.getByTestId('chat-removed-text')).toHaveText('Nur Vorkasse, sonst nix.');

  const reporterPage = await (await signedInContext(open, buyer)).newPage();
  await reporterPage.goto(`/dashboard/messages/${chatId}`);
  const theirs = messages(reporterPage).getByTestId('chat-message').first();
  await expect(theirs.getByTestId('chat-removed')).toHaveText('Diese Nachricht wurde entfernt.');
  await expect(theirs).not.toContainText('Vorkasse');
  await expect(theirs.getByRole('button', { name: /Melden/ })).toHaveCount(0);
  await reporterPage.goto('/dashboard/messages');
  await expect(reporterPage.getByTestId('chat-row').filter({ hasText: 'Selma' })).toContainText(
    'Nachricht entfernt',
  );
});
