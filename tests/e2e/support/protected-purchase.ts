// The protected purchase's shared steps (issue 32) for its two end-to-end tests
// (protected-purchase.spec.ts, protected-purchase-problem.spec.ts): the two parties with their
// addresses and the ad, each in a browser of their own; the buyer's "Sofort kaufen" and sandbox
// payment; the seller's DHL label; the DHL stand-in delivering a parcel. The texts are the app's
// German catalogue (src/i18n/de.json), so the tests read what the user reads.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { createAd, type OwnAd } from './ads.ts';
import { linkSandboxPayment, party, signedInContext, type Party } from './sale.ts';

const CATALOGUE = JSON.parse(
  readFileSync(new URL('../../../src/i18n/de.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const SERVER_CATALOGUE = JSON.parse(
  readFileSync(new URL('../../../src/i18n/server.de.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** A German text of the app (src/i18n/de.json), its simple {placeholders} filled. */
export function de(id: string, values: Record<string, string | number> = {}): string {
  const text = CATALOGUE[id] ?? SERVER_CATALOGUE[id];
  if (text === undefined) throw new Error(`no German text "${id}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The German text up to its first placeholder ("Ausgezahlt am {date}" → "Ausgezahlt am"). */
export const deStart = (id: string): string => (de(id).split('{')[0] ?? '').trim();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ProtectedSale {
  seller: Party;
  buyer: Party;
  ad: OwnAd;
}

/**
 * A seller (a sandbox payment account, an address for the label) with a live ad at `price`, and
 * a buyer whose account address prefills the order's.
 */
export async function protectedSale(request: APIRequestContext, price = '250'): Promise<ProtectedSale> {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Bruno');
  await linkSandboxPayment(request, seller);
  for (const [who, data] of [
    [
      seller,
      {
        billing: {
          first_name: 'Svenja',
          last_name: 'Verkauf',
          address_1: 'Lindenweg 12',
          postcode: '50667',
          city: 'Köln',
          country: 'DE',
        },
      },
    ],
    [buyer, { shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' } }],
  ] as const) {
    const res = await request.put('/wp-json/wc/v3/customers/me', { headers: bearer(who.token), data });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { seller, buyer, ad: await createAd(request, seller.token, price) };
}

/** A page in a browser of `who`'s own, signed in, in German (the project's viewport). */
export async function pageAs(browser: Browser, who: Party, baseURL: string | undefined): Promise<Page> {
  const context = await signedInContext(() => browser.newContext({ baseURL, locale: 'de-DE' }), who);
  return context.newPage();
}

/** The buyer buys now on the ad page: a confirmation, then the order's payment step. The order id. */
export async function buyNow(page: Page, ad: OwnAd, price = '250'): Promise<number> {
  await page.goto(`/product/${ad.slug}`);
  // The signed-in buyer's buttons (lazy): buy now beside the proposal.
  const button = page.getByTestId('buyer-buy-now');
  await expect(button).toHaveText(de('adPage.buyNow'));
  await expect(page.getByTestId('buyer-propose')).toBeVisible();
  await button.click();
  const confirm = page.getByRole('dialog', { name: de('adPage.buyNowTitle') });
  await expect(confirm).toContainText(price);
  await confirm.getByRole('button', { name: de('adPage.buyNowYes') }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/accept$/);
  await expect(page.getByRole('timer', { name: de('pay.countdown') })).toBeVisible();
  return Number(/\/order\/(\d+)\/accept$/.exec(page.url())?.[1]);
}

/** The address (prefilled from the account), then the sandbox payment; back on the order page. */
export async function payInSandbox(page: Page, orderId: number): Promise<void> {
  await page.getByRole('button', { name: de('pay.address.add') }).click();
  const address = page.getByRole('dialog', { name: de('pay.address.confirmTitle') });
  await address.getByRole('button', { name: de('pay.address.save') }).click();
  await expect(address).toBeHidden();
  await page.getByRole('link', { name: de('pay.toPayment') }).click();
  await page.getByRole('button', { name: de('pay.button') }).click();
  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByRole('button', { name: de('sandbox.approve') }).click();
  await expect(page.getByRole('dialog', { name: de('orders.completed.title') })).toBeVisible();
  await page.goto(`/order/${orderId}/accept`);
  await expect(fulfilmentStatus(page)).toHaveAttribute('data-status', 'awaiting_shipment');
}

/** The order page's fulfilment status line (its text and `data-status`). */
export const fulfilmentStatus = (page: Page): Locator => page.getByTestId('fulfilment-status');

/** The seller opens the paid order and books the DHL label: the parcel's number. */
export async function bookLabel(sellerPage: Page, orderId: number): Promise<string> {
  await sellerPage.goto(`/order/${orderId}/accept`);
  await expect(sellerPage.getByTestId('fulfilment-ship-by')).toBeVisible();
  await expect(sellerPage.getByTestId('fulfilment-payout')).toHaveAttribute('data-status', 'held');
  await sellerPage.getByRole('button', { name: de('orders.label.create') }).click();
  const created = sellerPage.getByTestId('label-created');
  await expect(created).toContainText(deStart('orders.label.created'));
  const number = /(\d{12,20})/.exec((await created.textContent()) ?? '')?.[1];
  expect(number, 'the label names its parcel number').toBeTruthy();
  await expect(fulfilmentStatus(sellerPage)).toHaveAttribute('data-status', 'shipped');
  return number ?? '';
}

/** The DHL stand-in delivers the parcel now (its dev route; the tracking job is woken). */
export async function deliverParcel(request: APIRequestContext, number: string): Promise<void> {
  const res = await request.post(`/dev/parcels/${number}/deliver`);
  expect(res.ok(), await res.text()).toBe(true);
}
