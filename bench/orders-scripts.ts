// The orders bench's people (orders.bench.ts): what each buyer and each seller does, over the
// bench's HTTP client (orders-client.ts), at the pace the run reads orders (orders-pace.ts).
import { proposalBounds } from '../src/core/order-machine.ts';
import type { Order } from '../src/core/orders.ts';
import { centsToApiAmount } from '../src/core/money.ts';
import type { Actor, BenchAd } from './lib/marketplace-seed.ts';
import type { Send } from './orders-client.ts';
import type { Pace } from './orders-pace.ts';

const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));
const jitter = (base: number) => base + Math.floor(Math.random() * base);
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const randomPrice = (priceCents: number) => {
  const { minCents, maxCents } = proposalBounds(priceCents);
  return centsToApiAmount(randomInt(minCents, maxCents));
};

/**
 * A buyer: one proposal, a second one on the same ad (must be refused: one open order per ad),
 * then answers the seller's counters: accept (40 %) or counter again, past the three-proposal
 * limit (the server must refuse the fourth), until the order is reserved or ended.
 */
export async function buyerScript(send: Send, buyer: Actor, ad: BenchAd, pace: Pace): Promise<void> {
  await sleep(Math.random() * 50);
  const proposal = { line_items: [{ product_id: ad.id }], proposal: { price: randomPrice(ad.priceCents) } };
  const first = await send<Order>('propose', buyer, 'POST', '/wc/v3/orders', proposal);
  if (first.status !== 201) return;
  const id = first.body.id;
  await send('propose again (refused)', buyer, 'POST', '/wc/v3/orders', proposal);
  for (let round = 0; round < 25; round++) {
    if (!(await pace.beforeRead(buyer.id))) return;
    const { status, body } = await send<Order>('get order', buyer, 'GET', `/wc/v3/orders/${id}`);
    if (status !== 200) return;
    if (['on-hold', 'completed', 'cancelled', 'refunded', 'trash'].includes(body.status)) return;
    if (body.status === 'pending') {
      if (Math.random() < 0.4) {
        await send('accept (buyer)', buyer, 'PUT', `/wc/v3/orders/${id}`, { action: 'accept' });
      } else {
        await send('counter (buyer)', buyer, 'PUT', `/wc/v3/orders/${id}`, {
          action: 'counter',
          proposal: { price: randomPrice(ad.priceCents) },
        });
      }
    }
    await pace.afterRound();
  }
}

/**
 * The seller of one ad: a few rounds of countering every waiting proposal at once (the first
 * counter freezes the others, so the rest race it), then bursts of accepting every open order
 * at once (at most one may win), racing the buyers' accepts of the counters.
 */
export async function sellerScript(send: Send, ad: BenchAd): Promise<void> {
  await sleep(150);
  for (let round = 0; round < 25; round++) {
    const { status, body } = await send<Order[]>(
      'list orders',
      ad.seller,
      'GET',
      `/wc/v3/orders?vendor=me&product=${ad.id}&per_page=100`,
    );
    if (status !== 200) return;
    if (body.some((o) => o.status === 'on-hold' || o.status === 'completed')) {
      // One more accept of another order must be refused while the ad is reserved.
      const other = body.find((o) => o.status === 'frozen' || o.status === 'confirmation');
      if (other) {
        await send('accept (seller)', ad.seller, 'PUT', `/wc/v3/orders/${other.id}`, { action: 'accept' });
      }
      return;
    }
    const waiting = body.filter((o) => o.status === 'confirmation' || o.status === 'frozen');
    const action = round < 4 ? 'counter' : 'accept';
    await Promise.all(
      waiting.map((o) =>
        action === 'counter'
          ? send('counter (seller)', ad.seller, 'PUT', `/wc/v3/orders/${o.id}`, {
              action: 'counter',
              proposal: { price: randomPrice(ad.priceCents) },
            })
          : send('accept (seller)', ad.seller, 'PUT', `/wc/v3/orders/${o.id}`, { action: 'accept' }),
      ),
    );
    await sleep(jitter(60));
  }
}
