// The negotiation's path warmed before an instance listens (issue 33, ninth round): it runs a
// whole negotiation on each connection and rolls each back, so nothing stays, nobody is told, and
// the marketplace's own negotiations go on as before.
import { describe, expect, it } from 'vitest';
import { warmUpOrders } from '../../server/services/orders/warm-up.ts';
import { created, ORDER_ENV, orderKit } from './support/orders.ts';
import { rowCounts } from './support/tables.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

const counts = () => rowCounts(server.db);

describe('warming up the negotiation path', () => {
  it('runs its negotiations, leaves nothing behind, and a real one follows as before', async () => {
    const vendor = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(vendor, { price: 300 });
    const before = await counts();

    expect(await warmUpOrders(server.db, 2)).toBe(true);

    expect(await counts()).toEqual(before);
    const order = await created(kit.propose(buyer, ad.id, '280'));
    expect(order.status).toBe('confirmation');
    const list = await kit.list(vendor, { vendor: 'me' });
    expect(list.body.map((o) => o.id)).toEqual([order.id]);
  });
});
