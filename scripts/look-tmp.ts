// Temporary (not committed): two users at once on the suspension and the chat's scam warning.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const BASE = 'http://127.0.0.1:8890';
const api = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${BASE}/wp-json${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  console.log(method, path, res.status, text.slice(0, 160));
  return JSON.parse(text || 'null');
};
const login = async (email: string) =>
  (await api('POST', '/jwt-auth/v1/token', undefined, { username: email, password: 'handymarkt-demo' })) as {
    token: string;
    user_id: number;
  };
async function pageFor(browser: Browser, token: string, locale: string, w: number, h: number) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: locale === 'en' ? 'en-GB' : 'de-DE' });
  const page = await ctx.newPage();
  await page.addInitScript(([l, t]) => {
    localStorage.setItem('hm.locale', l!);
    localStorage.setItem('hm.token', t!);
    localStorage.setItem('hm.cookiesHidden', '1');
  }, [locale, token]);
  return page;
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const seller = await login('jonas@demo.handymarkt.de');
const buyer = await login('marie@demo.handymarkt.de');
const admin = await login('betrieb@demo.handymarkt.de');
const ads = (await api('GET', `/wc/v3/products?vendor=me&per_page=1`, seller.token)) as { id: number }[];
const chat = (await api('POST', '/hm/v1/chats', buyer.token, { product_id: ads[0]!.id })) as { id: string };
await api('POST', `/hm/v1/chats/${chat.id}/messages`, seller.token, {
  message: 'Bitte Vorkasse per Überweisung an DE89 3704 0044 0532 0130 00, dann schicke ich es.',
  client_msg_id: `look-${Date.now()}`,
});
const phone = await pageFor(browser, buyer.token, 'de', 390, 844);
await phone.goto(`${BASE}/dashboard/messages/${chat.id}`, { waitUntil: 'networkidle' });
await phone.waitForTimeout(1000);
await phone.screenshot({ path: '/tmp/shots/chat-phone-de.png' });
const desk = await pageFor(browser, buyer.token, 'en', 1280, 900);
await desk.goto(`${BASE}/dashboard/messages/${chat.id}`, { waitUntil: 'networkidle' });
await desk.waitForTimeout(1000);
// The admin suspends the seller while the buyer's chat is open on both screens.
await api('POST', `/hm/v1/admin/users/${seller.user_id}/suspension`, admin.token, {
  suspended: true,
  reason_code: 'fraud',
  text: 'Vorkasse verlangt.',
});
const started = Date.now();
await phone.getByTestId('chat-closed').waitFor({ timeout: 10000 });
console.log('phone saw the chat end without a reload after', Date.now() - started, 'ms');
await desk.getByTestId('chat-closed').waitFor({ timeout: 10000 });
await phone.screenshot({ path: '/tmp/shots/chat-closed-phone-de.png' });
await desk.screenshot({ path: '/tmp/shots/chat-closed-desk-en.png' });
await api('POST', `/hm/v1/admin/users/${seller.user_id}/suspension`, admin.token, { suspended: false, reason_code: 'no_violation' });
await desk.getByTestId('chat-closed').waitFor({ state: 'detached', timeout: 10000 });
console.log('desktop saw the chat reopen without a reload');
await browser.close();
