// Selling (spec 2.3 ad submit and edit, 2.4 product_submited): a seller publishes an ad with
// photos made by the test, is told which mandatory fields are missing, edits an own ad from My
// ads, and writes an ad offline that survives a reload and goes out exactly once on reconnect;
// an ad the server refuses comes back as a draft with the reason. No serious axe violations.
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import { createUser } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { switchLanguage } from './support/i18n.ts';

// Photos are processed in a worker and the machine running the suite may be busy: more time.
test.describe.configure({ timeout: 90_000 });

interface Term {
  id: number;
  name: string;
  slug: string;
}
interface Catalogue {
  systems: Term[];
  brands: (Term & { system_id: number })[];
  models: (Term & { tax_id: number; release_date: number })[];
  storage: Term[];
  colors: Term[];
  condition: Term[];
  age: Term[];
  accesories: Term[];
}
interface OwnAd {
  id: number;
  slug: string;
  name: string;
  regular_price: string;
  status: string;
  images: { id?: number; src: string }[];
}

/** A seller of their own (a fresh account per test) and the token the app is started with. */
async function seller(page: Page, request: APIRequestContext): Promise<string> {
  const user = await createUser(request, 'seller', { firstName: 'Sina' });
  const login = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: user.email, password: user.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, token);
  return token;
}

/** The seller's ads as the server holds them (every status). */
async function ownAds(request: APIRequestContext, token: string): Promise<OwnAd[]> {
  const res = await request.get('/wp-json/wc/v3/products', {
    params: { vendor: 'me', status: 'publish,private,expired,pending,rejected,trash', per_page: 100 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as OwnAd[];
}

/** Photos as a camera would give them: JPEGs of 1200x900, each of its own colour. */
async function photoFiles(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `handy-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    })),
  );
}

async function catalogue(request: APIRequestContext) {
  const res = await request.get('/wp-json/wc/v3/products/attributes');
  const c = (await res.json()) as Catalogue;
  const brand = c.brands.find((b) => c.models.some((m) => m.tax_id === b.id));
  if (!brand) throw new Error('no brand with models');
  const system = c.systems.find((s) => s.id === brand.system_id);
  const models = c.models
    .filter((m) => m.tax_id === brand.id)
    .sort((a, b) => b.release_date - a.release_date);
  const condition = c.condition.find((t) => t.slug !== 'defekt');
  const [model, storage, color, age] = [models[0], c.storage[0], c.colors[0], c.age[0]];
  if (!system || !model || !storage || !color || !condition || !age) throw new Error('catalogue incomplete');
  return { c, system, brand, model, models, storage, color, condition, age };
}
type Choices = Awaited<ReturnType<typeof catalogue>>;

const form = (page: Page) => page.getByRole('form', { name: /^(Anzeige aufgeben|Anzeige bearbeiten)$/ });

/** Adds photos through the picker and waits until all `total` tiles are processed. */
async function addPhotos(page: Page, count: number, total = count) {
  await form(page)
    .locator('input[type=file]')
    .setInputFiles(await photoFiles(count));
  await expect(page.getByTestId('photo-tile')).toHaveCount(total);
  await expect(page.locator('[data-testid=photo-tile][data-status=ready]')).toHaveCount(total, {
    timeout: 20_000,
  });
}

async function fillAd(page: Page, choice: Choices, price: string) {
  const f = form(page);
  await f.getByLabel('Betriebssystem', { exact: true }).selectOption({ label: choice.system.name });
  await f.getByLabel('Marke', { exact: true }).selectOption({ label: choice.brand.name });
  await f.getByLabel('Modell', { exact: true }).selectOption({ label: choice.model.name });
  await f.getByLabel('Speicher', { exact: true }).selectOption({ label: choice.storage.name });
  await f.getByLabel('Farbe', { exact: true }).selectOption({ label: choice.color.name });
  await f.getByLabel('Zustand', { exact: true }).selectOption({ label: choice.condition.name });
  await f.getByLabel('Alter', { exact: true }).selectOption({ label: choice.age.name });
  await f.getByLabel('Preis in Euro', { exact: true }).fill(price);
  await f.getByLabel('Beschreibung', { exact: true }).fill('Wenig benutzt, immer mit Hülle.');
  await f.getByLabel('Akkuzustand in % (optional)').fill('91');
  await f.getByRole('radio', { name: 'Ja, entfernt' }).check();
}

/** The ad creations and photo uploads the app sends. */
function countWrites(page: Page) {
  const counts = { media: 0, products: 0 };
  const count = (r: Request) => {
    if (r.method() !== 'POST') return;
    const path = new URL(r.url()).pathname;
    if (path === '/wp-json/wp/v2/media') counts.media++;
    if (path === '/wp-json/wc/v3/products') counts.products++;
  };
  page.on('request', count);
  return counts;
}

/** What the draft holds in IndexedDB (to know the debounced save has happened). */
const storedPrice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('handymarkt');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(undefined);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve((all.result as { form: { price: string } }[])[0]?.form.price);
          all.onerror = () => resolve(undefined);
        };
        open.onerror = () => resolve(undefined);
      }),
  );

test('a seller publishes an ad with photos: product_submited, then My ads', async ({ page, request }) => {
  const token = await seller(page, request);
  const choice = await catalogue(request);
  const writes = countWrites(page);
  await page.goto('/publish');
  await page.getByRole('link', { name: 'Handy verkaufen' }).click();
  await expect(page).toHaveURL(/\/publish\/new\?draft=/);
  await expect(form(page)).toBeVisible();

  // All the brand's models, newest first, not only the last three years.
  await form(page).getByLabel('Marke', { exact: true }).selectOption({ label: choice.brand.name });
  const offered = await form(page).getByLabel('Modell', { exact: true }).locator('option').allTextContents();
  const names = offered.slice(1);
  expect([...names].sort()).toEqual(choice.models.map((m) => m.name).sort());
  const released = names.map((n) => choice.models.find((m) => m.name === n)?.release_date ?? 0);
  expect(released).toEqual([...released].sort((a, b) => b - a));

  await addPhotos(page, 2);
  await fillAd(page, choice, '349,50');
  await form(page).getByRole('button', { name: 'Veröffentlichen' }).click();

  const modal = page.getByRole('dialog', { name: 'Erfolgreich inseriert' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Teilen' })).toBeVisible();
  expect(writes).toEqual({ media: 2, products: 1 });
  const ads = await ownAds(request, token);
  expect(ads).toHaveLength(1);
  const [ad] = ads;
  expect(ad?.regular_price).toBe('349.50');
  expect(ad?.images).toHaveLength(2);
  expect(ad?.name).toContain(choice.model.name);

  await modal.getByRole('button', { name: 'Schließen' }).click();
  await expect(page).toHaveURL('/dashboard/products');
  await expect(page.getByText(ad?.name ?? '-').first()).toBeVisible();
});

test('publishing with fields missing says so and marks each field', async ({ page, request }) => {
  await seller(page, request);
  const choice = await catalogue(request);
  await page.goto('/publish/new');
  await expect(form(page)).toBeVisible();
  const publish = form(page).getByRole('button', { name: 'Veröffentlichen' });
  await publish.click();
  await expect(page.getByTestId('ad-form-problems')).toHaveText('Bitte alle Pflichtfelder ausfüllen');
  for (const label of [
    'Betriebssystem',
    'Marke',
    'Modell',
    'Speicher',
    'Farbe',
    'Zustand',
    'Alter',
    'Preis in Euro',
  ]) {
    await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form(page).getByRole('radio', { name: 'Ja, entfernt' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form(page).getByText('Füge mindestens ein Foto hinzu.')).toBeVisible();
  // Optional fields are not marked.
  await expect(form(page).getByLabel('Akkuzustand in % (optional)')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // A locked phone may only be sold as defective; the warning is shown prominently.
  await form(page).getByLabel('Zustand', { exact: true }).selectOption({ label: choice.condition.name });
  await form(page).getByRole('radio', { name: 'Nein, die Sperre ist noch aktiv' }).check();
  await expect(form(page).getByRole('note')).toContainText('Aktivierungssperre');
  await expect(form(page).getByText('Mit aktiver Sperre nur im Zustand „defekt“.')).toBeVisible();
  await form(page).getByLabel('Preis in Euro').fill('zwölf');
  await expect(form(page).getByText('Gib den Preis als Zahl in Euro an, z. B. 349,50.')).toBeVisible();
  await form(page).getByLabel('Akkuzustand in % (optional)').fill('30');
  await expect(
    form(page).getByText('Gib eine Zahl von 50 bis 100 an oder lass das Feld leer.'),
  ).toBeVisible();
  await form(page).getByLabel('Marke', { exact: true }).selectOption({ label: choice.brand.name });
  await expect(form(page).getByLabel('Marke', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
});

test('a seller edits an own ad reached from My ads; opened directly it points to My ads', async ({
  page,
  request,
}) => {
  const token = await seller(page, request);
  const choice = await catalogue(request);
  await page.goto('/publish/new');
  await addPhotos(page, 1);
  await fillAd(page, choice, '200');
  await form(page).getByRole('button', { name: 'Veröffentlichen' }).click();
  await page
    .getByRole('dialog', { name: 'Erfolgreich inseriert' })
    .getByRole('button', { name: 'Schließen' })
    .click();
  const [ad] = await ownAds(request, token);
  if (!ad) throw new Error('the ad was not created');

  await page.goto(`/product/${ad.slug}/edit`);
  await expect(page.getByTestId('edit-direct')).toContainText('Meine Anzeigen');
  await page.getByTestId('edit-direct').getByRole('link', { name: 'Zu meinen Anzeigen' }).click();
  await expect(page).toHaveURL('/dashboard/products');

  await page.getByRole('link', { name: `${ad.name} bearbeiten` }).click();
  await expect(page).toHaveURL(`/product/${ad.slug}/edit`);
  await expect(form(page).getByLabel('Preis in Euro')).toHaveValue('200');
  await expect(page.getByTestId('photo-tile')).toHaveCount(1);
  await addPhotos(page, 1, 2);
  await form(page).getByLabel('Preis in Euro').fill('180');
  const writes = countWrites(page);
  await form(page).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('dialog', { name: 'Erfolgreich gespeichert' })).toBeVisible();
  const [edited] = await ownAds(request, token);
  expect(edited?.id).toBe(ad.id);
  expect(edited?.regular_price).toBe('180');
  // The ad's own photo is kept (not uploaded again), the new one is added after it.
  expect(edited?.images).toHaveLength(2);
  expect(edited?.images[0]?.id).toBe(ad.images[0]?.id);
  expect(writes).toEqual({ media: 1, products: 0 });
});

testWithServiceWorker(
  'an ad written offline with photos survives a reload and is published once on reconnect',
  async ({ page, context, request }) => {
    const token = await seller(page, request);
    const choice = await catalogue(request);
    await page.goto('/publish/new');
    await expect(form(page)).toBeVisible();
    await waitForServiceWorker(page);
    await expect(form(page)).toBeVisible();

    await context.setOffline(true);
    await addPhotos(page, 3);
    await fillAd(page, choice, '415');
    await expect.poll(() => storedPrice(page)).toBe('415');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Du bist offline' })).toBeVisible();
    await expect(form(page).getByLabel('Preis in Euro')).toHaveValue('415');
    await expect(form(page).getByLabel('Modell')).toHaveValue(String(choice.model.id));
    await expect(page.locator('[data-testid=photo-tile][data-status=ready]')).toHaveCount(3);

    const writes = countWrites(page);
    await form(page).getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByTestId('ad-form-queued')).toHaveText(
      'Wird veröffentlicht, sobald du online bist.',
    );
    await page.reload();
    await expect(page.getByTestId('ad-form-queued')).toHaveText(
      'Wird veröffentlicht, sobald du online bist.',
    );
    expect(await ownAds(request, token)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole('dialog', { name: 'Erfolgreich inseriert' })).toBeVisible({
      timeout: 20_000,
    });
    const ads = await ownAds(request, token);
    expect(ads).toHaveLength(1);
    expect(ads[0]?.images).toHaveLength(3);
    expect(new Set(ads[0]?.images.map((i) => i.id)).size).toBe(3);
    expect(writes).toEqual({ media: 3, products: 1 });
  },
);

testWithServiceWorker(
  'an edit the server refuses comes back as a draft with the reason',
  async ({ page, context, request }) => {
    const token = await seller(page, request);
    const choice = await catalogue(request);
    await page.goto('/publish/new');
    await addPhotos(page, 1);
    await fillAd(page, choice, '250');
    await form(page).getByRole('button', { name: 'Veröffentlichen' }).click();
    await page
      .getByRole('dialog', { name: 'Erfolgreich inseriert' })
      .getByRole('button', { name: 'Schließen' })
      .click();
    const [ad] = await ownAds(request, token);
    if (!ad) throw new Error('the ad was not created');
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: `${ad.name} bearbeiten` }).click();
    await expect(form(page).getByLabel('Preis in Euro')).toHaveValue('250');

    await context.setOffline(true);
    await form(page).getByLabel('Preis in Euro').fill('230');
    await form(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByTestId('ad-form-queued')).toHaveText(
      'Wird veröffentlicht, sobald du online bist.',
    );

    // Meanwhile the ad is deleted for good from another device: the queued change cannot apply.
    const gone = await request.delete(`/wp-json/wc/v3/products/${ad.id}`, {
      params: { force: 'true' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(200);

    await context.setOffline(false);
    await expect(page.getByTestId('ad-form-refused')).toContainText(
      'Die Anzeige gehört nicht zu deinem Konto oder wurde gelöscht.',
    );
    // Back to a draft: the form can be changed again, and what was typed is kept.
    await expect(form(page).getByLabel('Preis in Euro')).toBeEnabled();
    await expect(form(page).getByLabel('Preis in Euro')).toHaveValue('230');
    expect(await ownAds(request, token)).toHaveLength(0);
  },
);

test('a new ad the server refuses comes back as a draft with the reason, and goes out once fixed', async ({
  page,
  context,
  request,
}) => {
  const token = await seller(page, request);
  const choice = await catalogue(request);
  // The ad's own request waits (a busy server) while its photo is uploaded.
  const busy = (route: Route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '3600' },
          contentType: 'application/json',
          body: JSON.stringify({ code: 'server', message: 'busy', data: { status: 503 } }),
        })
      : route.fallback();
  await context.route('**/wp-json/wc/v3/products', busy);
  const mediaIds: number[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/wp-json/wp/v2/media' && response.status() === 201) {
      void response.json().then((m: { id: number }) => mediaIds.push(m.id));
    }
  });
  await page.goto('/publish/new');
  await addPhotos(page, 1);
  await fillAd(page, choice, '120');
  await form(page).getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByTestId('ad-form-queued')).toBeVisible();
  await expect.poll(() => mediaIds.length).toBe(1);

  // Meanwhile the photo is deleted on the server (from another device): the ad cannot use it.
  const deleted = await request.delete(`/wp-json/wp/v2/media/${mediaIds[0]}`, {
    params: { force: 'true' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.ok()).toBe(true);
  await context.unroute('**/wp-json/wc/v3/products', busy);
  // Sent now (the header's button), unless the app has already tried again by itself.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /noch nicht gesendet – jetzt senden$/ })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await expect(page.getByTestId('ad-form-refused')).toContainText('Einige Angaben wurden nicht angenommen');
  await expect(page.getByTestId('ad-form-problems')).toHaveCount(0);
  await expect(form(page).getByLabel('Preis in Euro', { exact: true })).toBeEnabled();
  expect(await ownAds(request, token)).toHaveLength(0);

  // Published again: the photo the draft still holds is uploaded afresh, and the ad goes out once.
  await form(page).getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('dialog', { name: 'Erfolgreich inseriert' })).toBeVisible();
  const ads = await ownAds(request, token);
  expect(ads).toHaveLength(1);
  expect(ads[0]?.images).toHaveLength(1);
  expect(ads[0]?.images[0]?.id).not.toBe(mediaIds[0]);
});

for (const language of ['Deutsch', 'English'] as const) {
  test(`the ad form has no serious accessibility violations (${language})`, async ({ page, request }) => {
    await seller(page, request);
    await page.goto('/publish/new');
    await expect(form(page).or(page.getByRole('form', { name: 'Post an ad' }))).toBeVisible();
    if (language === 'English') await switchLanguage(page, 'English');
    const name = language === 'English' ? 'Post an ad' : 'Anzeige aufgeben';
    const adForm = page.getByRole('form', { name });
    await expect(adForm).toBeVisible();
    await expectNoSeriousViolations(page, 'empty ad form');
    await adForm
      .getByRole('button', { name: language === 'English' ? 'Publish' : 'Veröffentlichen' })
      .click();
    await expect(page.getByTestId('ad-form-problems')).toBeVisible();
    await expectNoSeriousViolations(page, 'ad form with its problems marked');
  });
}
