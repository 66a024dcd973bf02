// Issue 30, what a new user noticed at once: one view count on an ad page, a QR code drawn on the
// device for the authenticator app, the header's publish button on a 360 px phone with a change
// waiting offline, and the console's figures and content preview as an operator reads them.
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeQR } from '@paulmillr/qr/decode.js';
import sharp from 'sharp';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import { createUser, header, loginViaUi } from './support/account.ts';
import { signedInAdmin } from './support/admin.ts';
import { openHome, productCards } from './support/home.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

test('an ad page says how often it was seen in one figure', async ({ page, api }) => {
  const { products } = await api.liveProducts({ per_page: 50 });
  const seen = products.find((p) => p.views > 1);
  if (!seen) throw new Error('no live ad seen more than once');
  await page.goto(`/product/${seen.slug}`);
  const detail = page.getByTestId('product-detail');
  await expect(page.getByTestId('product-notices')).toBeVisible();
  // Counted once: the notices' total, with nothing else on the page naming views.
  await expect(detail.getByText(/Aufrufe? insgesamt/)).toHaveCount(1);
  await expect(detail.getByText(/\d+ Aufrufe?$/)).toHaveCount(0);
});

test('the two-factor setup shows a QR code of the otpauth link, drawn on the device', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request, 'qrcode', { firstName: 'Quirin' });
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(r.url());
    if (r.resourceType() === 'script') scripts.push(url.pathname);
  });
  await openHome(page);
  await loginViaUi(page, user);
  await page.goto('/dashboard/settings');
  const panel = page.getByTestId('two-factor-settings');
  await expect(panel.getByRole('button', { name: 'Zwei-Faktor einschalten' })).toBeEnabled();
  // The QR library is fetched for the setup only, not with the first screen or the settings.
  expect(scripts.filter((s) => s.includes('two-factor-qr'))).toEqual([]);

  await panel.getByRole('button', { name: 'Zwei-Faktor einschalten' }).click();
  const qr = panel.getByRole('img', { name: 'QR-Code zum Scannen mit deiner Authenticator-App' });
  await expect(qr).toBeVisible();
  const secret = (await panel.getByTestId('two-factor-secret').textContent()) ?? '';
  const link = (await panel.getByRole('link', { name: 'In der App öffnen' }).getAttribute('href')) ?? '';
  expect(link).toContain(`secret=${secret}`);
  // What a phone's camera reads: the drawn code decoded from the screen's pixels.
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(decodeQR({ width: info.width, height: info.height, data: new Uint8Array(data) })).toBe(link);
  expect(scripts.some((s) => s.includes('two-factor-qr'))).toBe(true);
  expect(elsewhere).toEqual([]);
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  testWithServiceWorker(
    'with a change waiting offline, the header still shows the whole publish button',
    async ({ page, context, request }) => {
      const user = await createUser(request, 'narrow', { firstName: 'Nora' });
      await openHome(page);
      await loginViaUi(page, user);
      await waitForServiceWorker(page);
      const card = productCards(page).first();
      await context.setOffline(true);
      await card.getByRole('button', { name: 'Merken' }).click();
      const waiting = header(page).getByRole('button', { name: /noch nicht gesendet – jetzt senden$/ });
      await expect(waiting).toBeVisible();
      // Off the home page the header has its search button too: the fullest it gets.
      await card.getByRole('link').first().click();
      await expect(page.getByTestId('product-detail')).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Suchen' })).toBeVisible();
      await expect(waiting).toBeVisible();
      const publish = header(page).getByRole('link', { name: 'Inserieren' });
      await expect(publish).toBeVisible();
      const box = await publish.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      // Nothing of the header runs past its right edge either.
      const banner = header(page);
      expect(await banner.evaluate((h) => h.scrollWidth - h.clientWidth)).toBe(0);
      await context.setOffline(false);
    },
  );

  test("the console's figures name every number, in words, with normal-sized period choices", async ({
    page,
    request,
  }) => {
    await signedInAdmin(page, request);
    await page.goto('/admin');
    const table = page.getByRole('region', { name: 'Zahlen pro Zeitraum' });
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    // Each cell says which column it is in (a phone shows it above the number).
    const labels = await firstRow
      .locator('td')
      .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
    expect(labels).toEqual([
      '"Neue Anzeigen"',
      '"Bestellungen"',
      '"Registrierungen"',
      '"Offene Meldungen"',
      '"Bestellwert"',
    ]);
    const text = await table.innerText();
    expect(text).toMatch(/Online \d+/);
    expect(text).not.toMatch(/\b(publish|expired|pending|private|trash)\b/);
    const radio = page.getByRole('radio', { name: 'Pro Woche (12 Wochen)' });
    const size = await radio.boundingBox();
    expect(size?.width ?? 0).toBeLessThanOrEqual(24);
    expect(size?.height ?? 0).toBeLessThanOrEqual(24);
    await radio.check();
    await expect(page.getByRole('columnheader', { name: 'Woche ab' })).toBeAttached();
  });
});

/** The console's record of the German privacy policy, which names the operator's e-mail. */
async function privacyPage(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get('/wp-json/hm/v1/admin/content', { headers })).json()) as {
    kind: string;
    slug: string;
    lang: string;
    id: number;
  }[];
  const found = list.find((i) => i.kind === 'pages' && i.slug === 'privacy-policy' && i.lang === 'de');
  if (!found) throw new Error('no German privacy policy');
  return found.id;
}

async function operatorEmail(page: Page): Promise<string> {
  const settings = (await (await page.request.get('/wp-json/wp/v2/settings')).json()) as {
    operator: { email: string };
  };
  return settings.operator.email;
}

test("the console's content preview fills in the operator's details as the published page does", async ({
  page,
  request,
}) => {
  const token = await signedInAdmin(page, request);
  const id = await privacyPage(request, token);
  const email = await operatorEmail(page);
  await page.goto(`/admin/content/pages/${id}`);
  const preview = page.getByTestId('admin-content-preview');
  await expect(preview).toContainText(`E-Mail: ${email}`);
  await expect(preview).not.toContainText('{{operator.');
  await page.goto('/page/privacy-policy');
  await expect(page.getByRole('main')).toContainText(`E-Mail: ${email}`);
});
