// Negotiating a price (spec 2.1 /product/{slug}/buy and /order/{id}/offer, 2.4 order_created,
// accept_order and decline_order, 4 order statuses and labels, 5 proposal rules, 8 errors), in
// two or three browsers at once: buyer A proposes on the ad page with the field checked as typed,
// buyer B proposes too, the seller (no payment account yet) counters A and links the account in
// the accept_order modal on the way, B's proposal freezes, A accepts, and both sides read their
// labels. A stranger is refused the order page. A proposal made offline goes out once when the
// connection returns; one refused because the phone sold meanwhile says so in plain words.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import { createAd, type OwnAd } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { rawMessageIds, switchLanguage } from './support/i18n.ts';
import { linkSandboxPayment, party, signedInContext, type Party } from './support/sale.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

test.describe.configure({ timeout: 120_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface ApiOrder {
  id: number;
  status: string;
  product_id: number | null;
}

async function call<T = ApiOrder>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  who: Party,
  data?: unknown,
): Promise<T> {
  const res = await request[method](`/wp-json${path}`, { headers: bearer(who.token), data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The buyer's orders on the ad, as the server holds them. */
const ordersOn = (request: APIRequestContext, who: Party, ad: OwnAd) =>
  call<ApiOrder[]>(request, 'get', `/wc/v3/orders?customer=me&product=${ad.id}&per_page=100`, who);

async function pageAs(browser: Browser, who: Party, baseURL: string | undefined, phone: boolean) {
  const context = await signedInContext(
    () =>
      browser.newContext({
        baseURL,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      }),
    who,
  );
  return context.newPage();
}

const label = (page: Page) => page.getByTestId('order-label');
const proposalField = (page: Page) => page.getByLabel('Dein Preisvorschlag in €');

/** A sale of the ad to `buyer` through the API (propose, accept, address, sandbox payment). */
async function sellTo(request: APIRequestContext, seller: Party, buyer: Party, ad: OwnAd, price: string) {
  const order = await call(request, 'post', '/wc/v3/orders', buyer, {
    line_items: [{ product_id: ad.id }],
    proposal: { price },
  });
  await call(request, 'put', `/wc/v3/orders/${order.id}`, seller, { action: 'accept' });
  await call(request, 'put', `/wc/v3/orders/${order.id}`, buyer, {
    shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' },
  });
  const start = await call<{ approve_url: string }>(
    request,
    'post',
    `/wc/v3/orders/${order.id}/payment`,
    buyer,
  );
  const approve = await request.post(start.approve_url, {
    form: { order: String(order.id) },
    maxRedirects: 0,
  });
  expect(approve.status(), await approve.text()).toBe(303);
  const done = await call(request, 'post', `/wc/v3/orders/${order.id}/payment/capture`, buyer);
  expect(done.status).toBe('completed');
}

test('propose, counter with the account linked on the way, a second buyer frozen, accept: both sides read their labels', async ({
  browser,
  request,
  baseURL,
  phone,
}) => {
  const seller = await party(request, 'seller', 'Svenja');
  const buyerA = await party(request, 'buyer', 'Anton');
  const buyerB = await party(request, 'buyer', 'Berta');
  const ad = await createAd(request, seller.token, '400');

  // Buyer A, from the ad page: the button, then the field checked as it is typed.
  const a = await pageAs(browser, buyerA, baseURL, phone);
  await a.goto(`/product/${ad.slug}`);
  await a.getByRole('link', { name: 'Preis vorschlagen' }).click();
  await expect(a).toHaveURL(`/product/${ad.slug}/buy`);
  await expect(a.getByRole('heading', { level: 1, name: 'Preis vorschlagen' })).toBeVisible();
  await expect(a).toHaveTitle('Preis vorschlagen – Handymarkt');
  await expect(a.getByRole('heading', { name: 'Käuferschutz' })).toBeVisible();
  await expect(a.getByText('Versand inklusive: 0 €')).toBeVisible();
  await proposalField(a).fill('viel');
  await expect(a.getByText('Bitte gib eine gültige Zahl ein')).toBeVisible();
  await proposalField(a).fill('100');
  await expect(a.getByText(/^Der Betrag muss zwischen 320,01\s€ und 400\s€ liegen$/)).toBeVisible();
  await expect(proposalField(a)).toHaveAttribute('aria-invalid', 'true');
  await proposalField(a).fill('350');
  await expect(proposalField(a)).not.toHaveAttribute('aria-invalid', 'true');
  await a.getByRole('button', { name: 'Vorschlag senden' }).click();

  // order_created, then the negotiation.
  const created = a.getByRole('dialog', { name: 'Preisvorschlag gesendet' });
  await expect(created).toContainText(/350\s€/);
  await created.getByRole('button', { name: 'Verhandlung ansehen' }).click();
  await expect(a).toHaveURL(/\/order\/\d+\/offer$/);
  const orderA = Number(/\/order\/(\d+)\/offer/.exec(a.url())?.[1]);
  await expect(label(a)).toHaveText('Preis vorgeschlagen');
  await expect(a.getByTestId('order-price')).toContainText(/350\s€/);
  await expect(a.getByTestId('proposals-left')).toHaveText('Du hast noch 2 von 3 Vorschlägen');
  await expect(a.getByText('Du wartest auf die Antwort des Verkäufers.')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Verhandlung beenden' })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Annehmen' })).toHaveCount(0);

  // Buyer B proposes too (through the API).
  const orderB = await call(request, 'post', '/wc/v3/orders', buyerB, {
    line_items: [{ product_id: ad.id }],
    proposal: { price: '340' },
  });

  // The seller, without a payment account: counter opens accept_order, which links it.
  const s = await pageAs(browser, seller, baseURL, phone);
  await s.goto(`/order/${orderA}/offer`);
  await expect(label(s)).toHaveText('Preisvorschlag erhalten');
  await expect(s.getByText('Anton T. möchte dein Handy kaufen')).toBeVisible();
  await s.getByRole('button', { name: 'Gegenvorschlag', exact: true }).click();
  const link = s.getByRole('dialog', { name: 'PayPal-Konto verknüpfen' });
  await expect(link.getByLabel('PayPal-E-Mail-Adresse')).toHaveValue(seller.user.email);
  await expect(link.getByLabel('Code')).toHaveValue(/^sandbox-/);
  await link.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await expect(s.getByRole('status').filter({ hasText: 'Dein PayPal-Konto ist verknüpft' })).toBeVisible();
  await expect(link).toBeHidden();
  await s.getByLabel('Dein Gegenvorschlag in €').fill('500');
  await expect(s.getByText(/^Der Betrag muss zwischen 320,01\s€ und 400\s€ liegen$/)).toBeVisible();
  await s.getByLabel('Dein Gegenvorschlag in €').fill('380');
  await s.getByRole('button', { name: 'Gegenvorschlag senden' }).click();
  await expect(label(s)).toHaveText('Gegenvorschlag gemacht');
  await expect(s.getByTestId('order-price')).toContainText(/380\s€/);
  await expect(s.getByText('Du wartest auf die Antwort des Käufers.')).toBeVisible();

  // B's proposal froze: the server says so, and B reads it.
  expect((await call(request, 'get', `/wc/v3/orders/${orderB.id}`, buyerB)).status).toBe('frozen');
  const b = await pageAs(browser, buyerB, baseURL, phone);
  await b.goto(`/order/${orderB.id}/offer`);
  await expect(label(b)).toHaveText('Angehalten');
  await expect(b.getByText(/Der Verkäufer verhandelt gerade mit jemand anderem/)).toBeVisible();

  // A accepts the counter: payment pending on both sides, and the ad page says "pay now".
  await a.reload();
  await expect(label(a)).toHaveText('Gegenvorschlag erhalten');
  await expect(a.getByTestId('order-price')).toContainText(/380\s€/);
  await a.getByRole('button', { name: 'Annehmen' }).click();
  await expect(label(a)).toHaveText('Zahlung ausstehend');
  await expect(a.getByRole('link', { name: 'Jetzt bezahlen' })).toBeVisible();
  const history = a.getByTestId('negotiation-history');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(0)).toContainText(/^Du: Preisvorschlag 350\s€/);
  await expect(history.getByRole('listitem').nth(1)).toContainText(/^Svenja T\.: Gegenvorschlag 380\s€/);
  await expect(history.getByRole('listitem').nth(2)).toContainText(/^Du: 380\s€ angenommen/);

  await s.reload();
  await expect(label(s)).toHaveText('Zahlung ausstehend');
  await expect(s.getByRole('button', { name: 'Annehmen' })).toHaveCount(0);

  await a.goto(`/product/${ad.slug}`);
  await expect(a.getByRole('link', { name: 'Jetzt bezahlen' })).toHaveAttribute(
    'href',
    `/order/${orderA}/accept`,
  );
  await b.goto(`/product/${ad.slug}`);
  await expect(b.getByRole('link', { name: 'Verhandlung ansehen' })).toHaveAttribute(
    'href',
    `/order/${orderB.id}/offer`,
  );
});

test('the seller declines with a reason the buyer reads; a stranger is refused the order page', async ({
  page,
  browser,
  request,
  baseURL,
  phone,
}) => {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Anton');
  const stranger = await party(request, 'other', 'Otto');
  const ad = await createAd(request, seller.token, '300');
  const order = await call(request, 'post', '/wc/v3/orders', buyer, {
    line_items: [{ product_id: ad.id }],
    proposal: { price: '250' },
  });

  const s = await pageAs(browser, seller, baseURL, phone);
  await s.goto(`/order/${order.id}/offer`);
  await s.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  const decline = s.getByRole('dialog', { name: 'Vorschlag ablehnen' });
  await expect(decline).toContainText('Möchtest du diesen Vorschlag wirklich ablehnen?');
  await decline.getByRole('button', { name: 'Ja, ablehnen' }).click();
  await decline.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(decline.getByText('Bitte gib einen Grund an.')).toBeVisible();
  await decline.getByLabel('Grund').fill('Leider schon anderweitig versprochen.');
  await decline.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(decline).toBeHidden();
  await expect(label(s)).toHaveText('Beendet');

  const b = await pageAs(browser, buyer, baseURL, phone);
  await b.goto(`/order/${order.id}/offer`);
  await expect(label(b)).toHaveText('Beendet');
  await expect(b.getByTestId('order-status-note')).toHaveText(
    'Der Verkäufer hat abgelehnt: „Leider schon anderweitig versprochen.“',
  );

  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, stranger.token);
  await page.goto(`/order/${order.id}/offer`);
  await expect(page.getByTestId('order-forbidden')).toHaveText(
    'Du bist nicht berechtigt, diese Seite zu sehen',
  );
  await expect(page.getByText('250')).toHaveCount(0);
  // An order that does not exist reads the same (no existence leak).
  await page.goto('/order/999999/offer');
  await expect(page.getByTestId('order-forbidden')).toBeVisible();
});

testWithServiceWorker(
  'a proposal made offline waits, then goes out exactly once when the connection returns',
  async ({ page, context, request }) => {
    const seller = await party(request, 'seller', 'Svenja');
    const buyer = await party(request, 'buyer', 'Anton');
    const ad = await createAd(request, seller.token, '300');
    await page.addInitScript((t) => {
      if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
    }, buyer.token);
    await page.goto(`/product/${ad.slug}/buy`);
    await expect(proposalField(page)).toBeVisible();
    // The installed app, its code on the device: on a first visit the device database's code may
    // still be on its way when the connection drops, and nothing can be queued then.
    await waitForServiceWorker(page);
    await expect(proposalField(page)).toBeVisible();

    await context.setOffline(true);
    await proposalField(page).fill('270');
    await page.getByRole('button', { name: 'Vorschlag senden' }).click();
    await expect(page.getByTestId('proposal-queued')).toContainText(
      /Dein Vorschlag über 270\s€ wird gesendet, sobald du online bist\./,
    );
    expect(await ordersOn(request, buyer, ad)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('dialog', { name: 'Preisvorschlag gesendet' })).toBeVisible();
    const orders = await ordersOn(request, buyer, ad);
    expect(orders.map((o) => o.status)).toEqual(['confirmation']);
    // Nothing more goes out later (a reload flushes the outbox again).
    await page.reload();
    await expect(page.getByTestId('proposal-existing')).toBeVisible();
    expect(await ordersOn(request, buyer, ad)).toHaveLength(1);
  },
);

test('a proposal refused because the phone sold meanwhile says so in plain words and keeps the amount', async ({
  page,
  request,
}) => {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Anton');
  const other = await party(request, 'buyer', 'Berta');
  await linkSandboxPayment(request, seller);
  const ad = await createAd(request, seller.token, '300');
  // A visitor is asked to log in first.
  await page.goto(`/product/${ad.slug}/buy`);
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByTestId('proposal-login')).toContainText(
    'Melde dich an, um einen Preis vorzuschlagen.',
  );
  await expect(proposalField(page)).toHaveCount(0);

  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, buyer.token);
  await page.goto(`/product/${ad.slug}/buy`);
  await expect(proposalField(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toHaveCount(0);

  // Meanwhile someone else buys it.
  await sellTo(request, seller, other, ad, '300');

  await proposalField(page).fill('280');
  await page.getByRole('button', { name: 'Vorschlag senden' }).click();
  const refused = page.getByTestId('proposal-refused');
  await expect(refused).toContainText('Das Handy ist schon verkauft oder die Anzeige wurde entfernt');
  await expect(refused).toContainText('Es wurde nichts berechnet.');
  await expect(proposalField(page)).toHaveValue('280');
  expect(await ordersOn(request, buyer, ad)).toEqual([]);
});

test('the price offer and the negotiation work by keyboard and pass axe in German and English', async ({
  page,
  request,
}) => {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Anton');
  const ad = await createAd(request, seller.token, '300');
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, buyer.token);
  await page.goto(`/product/${ad.slug}/buy`);
  await expect(proposalField(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'price offer (de)');

  // By keyboard: the amount, Enter sends it; Escape closes order_created, which goes to the orders.
  await proposalField(page).focus();
  await page.keyboard.type('290');
  await page.keyboard.press('Enter');
  const created = page.getByRole('dialog', { name: 'Preisvorschlag gesendet' });
  await expect(created).toBeVisible();
  await expectNoSeriousViolations(page, 'order_created (de)');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/dashboard/orders');

  const [order] = await ordersOn(request, buyer, ad);
  await page.goto(`/order/${order?.id}/offer`);
  await expect(label(page)).toHaveText('Preis vorgeschlagen');
  await expectNoSeriousViolations(page, 'negotiation (de)');
  await switchLanguage(page, 'English');
  await expect(label(page)).toHaveText('Proposed price');
  await expect(page.getByTestId('proposals-left')).toHaveText('You have 2 of 3 proposals left');
  expect(await rawMessageIds(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'negotiation (en)');
  await page.getByRole('button', { name: 'End negotiation' }).click();
  const cancel = page.getByRole('dialog', { name: 'End negotiation' });
  await expectNoSeriousViolations(page, 'cancel dialog (en)');
  await cancel.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(label(page)).toHaveText('Ended');
  await expect(page.getByTestId('order-status-note')).toHaveText('The buyer ended the negotiation.');

  await page.goto(`/product/${ad.slug}/buy`);
  await expect(page.getByLabel('Your proposal in €')).toBeVisible();
  await expect(page.getByText('More than 80% of the price: between €240.01 and €300')).toBeVisible();
  expect(await rawMessageIds(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'price offer (en)');
});
