// Races (issue 10): two buyers can never both get the phone, and one accept never takes effect
// twice. Each transition locks the ad's row first; the partial unique indexes are the net.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents, orders } from '../../server/db/schema.ts';
import { created, orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

describe('parallel transitions on one ad', () => {
  it("20 parallel accepts of 20 buyers' proposals: exactly one goes on-hold", async () => {
    const vendor = await kit.seller();
    const ad = await kit.ad(vendor, { price: 300 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => kit.buyer()));
    const proposals = [];
    for (const buyer of buyers) proposals.push(await created(kit.propose(buyer, ad.id, '290')));

    const answers = await Promise.all(proposals.map((o) => kit.act(vendor, o.id, { action: 'accept' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('hm_product_reserved');
    }
    const rows = await server.db.select().from(orders).where(eq(orders.productId, ad.id));
    expect(rows.filter((r) => r.status === 'on-hold')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'frozen')).toHaveLength(19);
    const accepted = await server.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'order_accepted'),
          inArray(
            domainEvents.orderId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(accepted).toHaveLength(1);
  });

  it('the same accept sent 10 times at once (different keys) takes effect once', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(vendor, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '290'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.act(vendor, order.id, { action: 'accept' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('hm_order_not_allowed');
    expect((await kit.events(order.id)).filter((e) => e.type === 'order_accepted')).toHaveLength(1);
  });

  it('one buyer proposing 10 times at once gets one open order', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(vendor, { price: 300 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.propose(buyer, ad.id, '290')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.body.code).toBe('hm_order_not_allowed');
    expect(await server.db.select().from(orders).where(eq(orders.productId, ad.id))).toHaveLength(1);
  });
});
