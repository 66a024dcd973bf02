// Temporary: screenshots of the console and moderation screens (not committed).
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const BASE = 'http://127.0.0.1:8096';
const PW = 'handymarkt-demo';
async function token(email: string): Promise<string> {
  const res = await fetch(`${BASE}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PW }),
  });
  return ((await res.json()) as { token: string }).token;
}
async function api(t: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE}/wp-json${path}`, {
    method,
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  console.log(method, path, res.status, text.slice(0, 150));
  try { return JSON.parse(text); } catch { return text; }
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function shot(t: string, path: string, out: string, w: number, h: number, locale: string, act?: (p: Page) => Promise<void>) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.addInitScript(([tok, l]) => {
    localStorage.setItem('hm.token', tok!);
    localStorage.setItem('hm.locale', l!);
    localStorage.setItem('hm.cookiesHidden', 'declined');
  }, [t, locale]);
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  if (act) await act(page);
  await page.screenshot({ path: `/tmp/shots/${out}.png`, fullPage: true });
  await page.close();
}
const jonas = await token('jonas@demo.handymarkt.de');
const lena = await token('lena@demo.handymarkt.de');
const admin = await token('betrieb@demo.handymarkt.de');
const me = await api(lena, 'GET', '/wc/v3/customers/me');
const ads = await api(lena, 'GET', `/wc/v3/products?vendor=${me.id}&per_page=5`);
const ad = Array.isArray(ads) ? ads[0] : undefined;
console.log('ad', ad?.id, ad?.slug);
await shot(jonas, `/product/${ad.slug}`, 'ad-report-de-desktop', 1280, 900, 'de', async (p) => {
  await p.getByRole('button', { name: 'Anzeige melden' }).click();
  await p.waitForTimeout(500);
});
await shot(jonas, `/product/${ad.slug}`, 'ad-report-en-phone', 390, 844, 'en', async (p) => {
  await p.getByRole('button', { name: /Report/ }).first().click();
  await p.waitForTimeout(500);
});
await api(jonas, 'POST', '/hm/v1/reports', { product_id: ad.id, reason: 'fraud', text: 'Verlangt Zahlung per Western Union.' });
await shot(admin, '/admin/reports', 'admin-reports-de-desktop', 1280, 900, 'de');
await shot(admin, '/admin/reports', 'admin-reports-en-phone', 390, 844, 'en');
const open = await api(admin, 'GET', '/hm/v1/admin/reports?status=open');
const rid = open[0].id;
await api(admin, 'POST', `/hm/v1/admin/reports/${rid}/claim`);
const decided = await api(admin, 'POST', `/hm/v1/admin/reports/${rid}/decision`, { action: 'remove_ad', reason_code: 'fraud', text: 'Die Anzeige verlangt eine Zahlung außerhalb des Checkouts.' });
const decisions = await api(lena, 'GET', '/hm/v1/moderation/decisions');
const did = decisions[0]?.id;
await shot(lena, `/decision/${did}`, 'decision-de-desktop', 1280, 900, 'de');
await shot(lena, `/decision/${did}`, 'decision-en-phone', 390, 844, 'en');
await api(lena, 'POST', `/hm/v1/moderation/decisions/${did}/appeal`, { text: 'Ich habe nie eine Zahlung per Western Union verlangt.' });
await shot(admin, '/admin/appeals', 'admin-appeals-de-desktop', 1280, 900, 'de');
await shot(admin, '/admin/audit', 'admin-audit-de-desktop', 1280, 900, 'de');
await shot(admin, '/admin/audit', 'admin-audit-en-phone', 390, 844, 'en');
await shot(lena, '/dashboard/settings', 'settings-keys-de-desktop', 1280, 900, 'de');
await shot(lena, '/', 'home-bell-de-desktop', 1280, 900, 'de');
console.log(decided ? 'ok' : '');
await browser.close();
