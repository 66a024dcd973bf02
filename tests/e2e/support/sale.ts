// A completed sale set up through the API, the way the sandbox lets a script buy without a
// browser (docs/buying.md, Payments): the seller links a `sandbox-…` payment account and lists an ad, the buyer
// proposes, the seller accepts, the buyer saves a shipping address, starts the payment, approves
// it on the sandbox page (a form POST) and captures it.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { createUser, type TestUser } from './account.ts';
import { answerCookieBanner } from './fixtures.ts';
import { apiToken, createAd, type OwnAd } from './ads.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Party {
  user: TestUser;
  token: string;
  id: number;
}

export async function party(request: APIRequestContext, tag: string, firstName: string): Promise<Party> {
  const user = await createUser(request, tag, { firstName });
  const token = await apiToken(request, user.email, user.password);
  const me = await request.get('/wp-json/wc/v3/customers/me', { headers: bearer(token) });
  expect(me.ok(), await me.text()).toBe(true);
  return { user, token, id: ((await me.json()) as { id: number }).id };
}

/** The seller links a sandbox payment account (needed to accept or counter). */
export async function linkSandboxPayment(request: APIRequestContext, seller: Party): Promise<void> {
  const res = await request.post('/wp-json/wc/v3/customers/me/paypal_authorize', {
    headers: bearer(seller.token),
    data: { code: `sandbox-${Date.now()}`, email: seller.user.email },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

interface ApiOrder {
  id: number;
  status: string;
  actions: string[];
}

async function call(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  token: string,
  data?: unknown,
) {
  const res = await request[method](`/wp-json${path}`, { headers: bearer(token), data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<unknown>;
}

/**
 * A completed sale of a fresh ad between a fresh seller and buyer. Unless `received` is false the
 * seller then ships it (a DHL tracking) and the buyer confirms receipt, so the reviews are open
 * (issue 32: a protected purchase is reviewed once the phone has arrived).
 */
export async function completedSale(request: APIRequestContext, price = '250', received = true) {
  const seller = await party(request, 'seller', 'Svenja');
  const buyer = await party(request, 'buyer', 'Bruno');
  await linkSandboxPayment(request, seller);
  const ad: OwnAd = await createAd(request, seller.token, price);
  const order = (await call(request, 'post', '/wc/v3/orders', buyer.token, {
    line_items: [{ product_id: ad.id }],
    proposal: { price },
  })) as ApiOrder;
  await call(request, 'put', `/wc/v3/orders/${order.id}`, seller.token, { action: 'accept' });
  await call(request, 'put', `/wc/v3/orders/${order.id}`, buyer.token, {
    shipping: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', phone: '' },
  });
  const start = (await call(request, 'post', `/wc/v3/orders/${order.id}/payment`, buyer.token)) as {
    approve_url: string;
  };
  const approve = await request.post(start.approve_url, {
    form: { order: String(order.id) },
    maxRedirects: 0,
  });
  expect(approve.status(), await approve.text()).toBe(303);
  const completed = (await call(
    request,
    'post',
    `/wc/v3/orders/${order.id}/payment/capture`,
    buyer.token,
  )) as ApiOrder;
  expect(completed.status).toBe('completed');
  if (received) {
    await call(
      request,
      'post',
      `/wc-shipment-tracking/v3/orders/${order.id}/shipment-trackings`,
      seller.token,
      {
        tracking_provider: 'DHL',
        tracking_number: '00340434161234567890',
      },
    );
    await call(request, 'post', `/hm/v1/orders/${order.id}/received`, buyer.token);
  }
  return { seller, buyer, ad, orderId: order.id };
}

/** A browser context signed in as this party (the app reads the token from local storage). */
export async function signedInContext(
  newContext: () => Promise<BrowserContext>,
  who: Pick<Party, 'token'>,
): Promise<BrowserContext> {
  const context = await newContext();
  await answerCookieBanner(context);
  await context.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, who.token);
  return context;
}

/** The buyer of a completed sale reviews its seller with five stars (POST /wp/v2/review). */
export async function reviewSeller(
  request: APIRequestContext,
  sale: { buyer: Party; seller: Party; ad: OwnAd },
  content: string,
): Promise<void> {
  const review = await request.post('/wp-json/wp/v2/review', {
    headers: bearer(sale.buyer.token),
    data: {
      status: 'publish',
      title: '',
      content,
      vedorReview: false,
      meta: { review_ad: sale.ad.id, review_rating: 5, review_reviewee: sale.seller.id },
    },
  });
  expect(review.status(), await review.text()).toBe(201);
}
