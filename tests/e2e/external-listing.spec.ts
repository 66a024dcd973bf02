// The external listing flow (spec 1, issue 10): a buyer who found a phone on another site opens
// /publish's buy button, enters the link, the phone, the price there and their proposal (within
// the real bounds), and gets a claim link; the same link twice points to the open one. The other
// site's seller opens the claim link anonymously, sees "Ein Käufer bietet … für dein …", logs in,
// completes the prefilled ad with a photo, and the proposal becomes an order the seller can
// counter (/order/{id}/offer). The link then says it was taken up. No serious axe violations.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { answerCookieBanner, expect, test } from './support/fixtures.ts';
import { loginDialog, submitLogin } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { switchLanguage } from './support/i18n.ts';
import { createAd } from './support/ads.ts';
import { linkSandboxPayment, party } from './support/sale.ts';

test.describe.configure({ timeout: 120_000 });

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
}

async function phone(request: APIRequestContext) {
  const c = (await (await request.get('/wp-json/wc/v3/products/attributes')).json()) as Catalogue;
  const brand = c.brands.find((b) => c.models.some((m) => m.tax_id === b.id));
  const model = c.models
    .filter((m) => m.tax_id === brand?.id)
    .sort((a, b) => b.release_date - a.release_date)[0];
  const [storage, color, age] = [c.storage[0], c.colors[0], c.age[0]];
  const condition = c.condition.find((t) => t.slug !== 'defekt');
  if (!brand || !model || !storage || !color || !age || !condition) throw new Error('catalogue incomplete');
  return { brand, model, storage, color, age, condition };
}

const externalForm = (page: Page) =>
  page.getByRole('form', {
    name: /^(Angebot für ein Handy von einer anderen Seite|Offer for a phone from another site)$/,
  });
const adForm = (page: Page) => page.getByRole('form', { name: 'Anzeige aufgeben' });

test('from a link on another site to a proposal the seller answers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const buyer = await party(request, 'buyer', 'Berta');
  const seller = await party(request, 'seller', 'Stefan');
  // A seller answers proposals with a linked payment account (accept and counter need one).
  await linkSandboxPayment(request, seller);
  const choice = await phone(request);
  const link = `https://www.kleinanzeigen.example/s-anzeige/handy/${Date.now()}`;

  // The buyer: /publish's buy button leads to the form.
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, buyer.token);
  await page.goto('/publish');
  await page.getByRole('link', { name: 'Handy von einer anderen Seite kaufen' }).click();
  await expect(page).toHaveURL('/publish/buy');
  const form = externalForm(page);
  await expect(form).toBeVisible();
  await expect(page.getByText('Du hast noch keine Angebote für Handys auf anderen Seiten.')).toBeVisible();
  await expectNoSeriousViolations(page, '/publish/buy (de)');

  await form.getByRole('button', { name: 'Angebot erstellen' }).click();
  await expect(form.getByText('Bitte ausfüllen').first()).toBeVisible();
  await form.getByLabel('Link zur Anzeige auf der anderen Seite').fill('javascript:alert(1)');
  await form.getByLabel('Marke').selectOption({ label: choice.brand.name });
  await form.getByLabel('Modell').selectOption({ label: choice.model.name });
  await form.getByLabel('Speicher').selectOption({ label: choice.storage.name });
  await form.getByLabel('Preis dort in Euro').fill('400');
  await form.getByLabel('Dein Preisvorschlag in Euro').fill('300');
  await expect(
    form.getByText('Bitte gib einen Link ein, der mit http:// oder https:// beginnt.'),
  ).toBeVisible();
  await expect(form.getByText('Der Betrag muss zwischen 320,01 € und 400 € liegen')).toBeVisible();
  await form.getByLabel('Link zur Anzeige auf der anderen Seite').fill(link);
  await form.getByLabel('Dein Preisvorschlag in Euro').fill('340');
  await form.getByRole('button', { name: 'Angebot erstellen' }).click();

  const created = page.getByTestId('external-created');
  await expect(created.getByRole('heading', { name: 'Dein Angebot ist bereit' })).toBeVisible();
  const claimUrl = await created.getByTestId('claim-url').inputValue();
  expect(claimUrl).toMatch(/\/claim\/[\w-]+$/);
  await expect(created.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
  await expect(page.getByTestId('external-ad')).toHaveCount(1);
  await expect(page.getByTestId('external-ad')).toContainText('Wartet auf den Verkäufer');
  await expectNoSeriousViolations(page, 'claim link (de)');

  // The buyer's own link: nothing to complete.
  const claimPath = new URL(claimUrl).pathname;
  await page.goto(claimPath);
  await expect(page.getByTestId('claim-own')).toBeVisible();
  await page.goto('/publish/buy');

  // The same link again: one open external ad per link, with a way to the open one.
  await expect(form).toBeVisible();
  await form.getByLabel('Link zur Anzeige auf der anderen Seite').fill(link);
  await form.getByLabel('Marke').selectOption({ label: choice.brand.name });
  await form.getByLabel('Modell').selectOption({ label: choice.model.name });
  await form.getByLabel('Speicher').selectOption({ label: choice.storage.name });
  await form.getByLabel('Preis dort in Euro').fill('400');
  await form.getByLabel('Dein Preisvorschlag in Euro').fill('350');
  await form.getByRole('button', { name: 'Angebot erstellen' }).click();
  await expect(page.getByTestId('external-failure')).toContainText(
    'Für diesen Link hast du schon ein offenes Angebot.',
  );
  await expect(page.getByTestId('external-existing')).toBeVisible();

  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a phone from another site' })).toBeVisible();
  await expectNoSeriousViolations(page, '/publish/buy (en)');

  // The other site's seller opens the link, not logged in.
  const sellerContext = await browser.newContext({ baseURL });
  await answerCookieBanner(sellerContext);
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(claimPath);
  const offer = sellerPage.getByTestId('claim-offer');
  await expect(offer).toContainText(
    `Ein Käufer bietet 340 € für dein ${choice.brand.name} ${choice.model.name}`,
  );
  await expect(offer).not.toContainText(buyer.user.firstName);
  await expectNoSeriousViolations(sellerPage, 'claim page (de)');
  await switchLanguage(sellerPage, 'English');
  await expect(offer).toContainText(`A buyer offers €340 for your ${choice.brand.name} ${choice.model.name}`);
  await expectNoSeriousViolations(sellerPage, 'claim page (en)');
  await switchLanguage(sellerPage, 'Deutsch');

  await offer.getByRole('button', { name: 'Anmelden' }).click();
  await expect(loginDialog(sellerPage)).toBeVisible();
  await submitLogin(sellerPage, seller.user.email, seller.user.password);
  await expect(loginDialog(sellerPage)).toBeHidden();
  await offer.getByRole('button', { name: 'Anzeige vervollständigen' }).click();

  // The ad form, prefilled with the phone and the price; a photo and the rest are the seller's.
  await expect(sellerPage).toHaveURL(/\/publish\/new\?draft=[\w-]+&claim=/);
  await expect(sellerPage.getByTestId('claim-intro')).toBeVisible();
  const ad = adForm(sellerPage);
  await expect(ad.getByLabel('Marke', { exact: true }).locator('option:checked')).toHaveText(
    choice.brand.name,
  );
  await expect(ad.getByLabel('Modell', { exact: true }).locator('option:checked')).toHaveText(
    choice.model.name,
  );
  await expect(ad.getByLabel('Speicher', { exact: true }).locator('option:checked')).toHaveText(
    choice.storage.name,
  );
  await expect(ad.getByLabel('Preis in Euro', { exact: true })).toHaveValue('400');
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 120, b: 180 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await ad
    .locator('input[type=file]')
    .setInputFiles([{ name: 'handy.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(sellerPage.locator('[data-testid=photo-tile][data-status=ready]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await ad.getByLabel('Farbe', { exact: true }).selectOption({ label: choice.color.name });
  await ad.getByLabel('Zustand', { exact: true }).selectOption({ label: choice.condition.name });
  await ad.getByLabel('Alter', { exact: true }).selectOption({ label: choice.age.name });
  await ad.getByRole('radio', { name: 'Ja, entfernt' }).check();
  await ad.getByRole('button', { name: 'Veröffentlichen' }).click();

  // Published and claimed: the buyer's proposal is an order the seller answers.
  await expect(sellerPage).toHaveURL(/\/order\/\d+\/offer$/, { timeout: 30_000 });
  const orderId = Number(/\/order\/(\d+)\/offer/.exec(sellerPage.url())?.[1]);
  const res = await request.get(`/wp-json/wc/v3/orders/${orderId}`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(res.status()).toBe(200);
  const order = (await res.json()) as {
    status: string;
    role: string;
    actions: string[];
    proposal: { price: string };
    customer_id: number;
  };
  expect(order).toMatchObject({
    status: 'confirmation',
    role: 'vendor',
    proposal: { price: '340' },
    customer_id: buyer.id,
  });
  expect(order.actions).toContain('counter');
  // The seller counters it on the negotiation screen, like any other proposal.
  await sellerPage.getByRole('button', { name: 'Gegenvorschlag', exact: true }).click();
  await sellerPage.getByLabel('Dein Gegenvorschlag in €').fill('380');
  await sellerPage.getByRole('button', { name: 'Gegenvorschlag senden' }).click();
  await expect
    .poll(async () => {
      const again = await request.get(`/wp-json/wc/v3/orders/${orderId}`, {
        headers: { authorization: `Bearer ${seller.token}` },
      });
      return ((await again.json()) as { status: string; proposal: { price: string } }).proposal.price;
    })
    .toBe('380');

  // The link has done its work; the buyer's list leads to the negotiation.
  await sellerPage.goto(claimPath);
  await expect(sellerPage.getByText('Dieses Angebot wurde schon angenommen.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('external-ad').first()).toContainText('Taken up by the seller');
  await expect(
    page.getByTestId('external-ad').first().getByRole('link', { name: 'To the negotiation' }),
  ).toHaveAttribute('href', `/order/${orderId}/offer`);
  await sellerContext.close();
});

test('a claim link that does not exist says so', async ({ page }) => {
  await page.goto('/claim/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByText('Dieser Angebotslink ist abgelaufen oder ungültig.')).toBeVisible();
  await expectNoSeriousViolations(page, 'unknown claim link (de)');
});

test('a seller who listed the phone already takes the offer up with that ad', async ({ page, request }) => {
  const buyer = await party(request, 'buyer', 'Bea');
  const seller = await party(request, 'seller', 'Sami');
  const choice = await phone(request);
  const ad = await createAd(request, seller.token, '400');
  const res = await request.post('/wp-json/wc/v3/products/advertise_to_extern', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      source_url: `https://www.example.com/anzeige/${Date.now()}`,
      brand_id: choice.brand.id,
      model_id: choice.model.id,
      storage_id: choice.storage.id,
      price: '400',
      proposal: { price: '360' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { claim_url } = (await res.json()) as { claim_url: string };

  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, seller.token);
  await page.goto(new URL(claim_url).pathname);
  await expect(page.getByTestId('claim-offer')).toContainText('Ein Käufer bietet 360 €');
  await expect(page.getByLabel('Deine Anzeige')).toContainText(ad.name);
  await page.getByRole('button', { name: 'Mit dieser Anzeige annehmen' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/offer$/);
  const orderId = Number(/\/order\/(\d+)\/offer/.exec(page.url())?.[1]);
  const order = await request.get(`/wp-json/wc/v3/orders/${orderId}`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(await order.json()).toMatchObject({
    status: 'confirmation',
    product_id: ad.id,
    proposal: { price: '360' },
  });
});
