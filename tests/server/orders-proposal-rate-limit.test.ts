// The price proposals' rate limit (server/services/rate-limit.ts, 30 an hour per user): every
// attempt counts, also one the server refuses, so a script cannot hammer an ad with refused
// proposals. The count is taken in the proposal's own transaction (issue 33); a refusal rolls
// that back, and the attempt is counted all the same.
import { describe, expect, it } from 'vitest';
import { created, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

describe('the proposals rate limit', () => {
  it('counts refused proposals too: after 30 attempts in an hour the next is 429', async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const buyer = await kit.buyer();
    await created(kit.propose(buyer, ad.id, '280'));
    // 29 more on the same ad: each refused (one open negotiation per ad), each counted.
    for (let i = 0; i < 29; i++) {
      const again = await kit.propose(buyer, ad.id, '281');
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('hm_order_not_allowed');
    }
    const other = await kit.ad(vendor, { price: 300 });
    const limited = await kit.propose(buyer, other.id, '280');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect((await kit.list(buyer)).body).toHaveLength(1);
  });
});
