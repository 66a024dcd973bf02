// Issue 30: a suspension ends the suspended person's open negotiations, on their ads and as a
// buyer, each counterpart told by the order's event (its order page and the live stream, as
// when an account is deleted) and by the bell (order_party_inactive, which the push follows),
// never told why; a paid order goes on, and its buyer hears nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../server/db/schema.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { completeSale } from '../../server/services/orders.ts';
import { ADMIN } from './support/admin.ts';
import { notificationKit } from './support/notifications.ts';
import { created, ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const bell = notificationKit(server);

/** The `order_party_inactive` notifications of `who`: the order each names, oldest first. */
const inactiveNotices = async (who: Party) =>
  (await bell.inbox(who))
    .filter((n) => n.type === 'order_party_inactive')
    .map((n) => ({ order: n.data.order?.id, product: n.data.product?.id }))
    .reverse();

async function admin(): Promise<Party> {
  const boss = await kit.buyer({ firstName: 'Bea', lastName: 'Betrieb' });
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, boss.id));
  return boss;
}

const suspend = async (boss: Party, who: Party) => {
  const res = await server.request('POST', `${ADMIN}/users/${who.id}/suspension`, {
    token: boss.token,
    body: { suspended: true, reason_code: 'fraud', text: 'Vorkasse verlangt.' },
  });
  expect(res.status).toBe(200);
};

describe('suspending an account', () => {
  it('ends the open negotiations on their ads, tells each buyer, and lets the paid sale go on', async () => {
    const boss = await admin();
    const seller = await kit.seller();
    const ad = await kit.ad(seller, { price: 300 });
    const [a, b, c] = [await kit.buyer(), await kit.buyer(), await kit.buyer()];
    const proposed = await created(kit.propose(a, ad.id, '260'));
    const other = await kit.ad(seller, { price: 260 });
    const accepted = await created(kit.propose(b, other.id, '250'));
    await ok(kit.act(seller, accepted.id, { action: 'accept' }));
    const paidAd = await kit.ad(seller, { price: 200 });
    const paid = await created(kit.propose(c, paidAd.id, '190'));
    await ok(kit.act(seller, paid.id, { action: 'accept' }));
    await inTransaction(server.db, (tx) => completeSale(tx, paid.id));

    await suspend(boss, seller);

    for (const [buyer, order] of [
      [a, proposed],
      [b, accepted],
    ] as const) {
      expect(await ok(kit.get(buyer, order.id))).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'product_removed',
        actions: [],
      });
      expect((await kit.events(order.id)).at(-1)).toMatchObject({
        type: 'order_cancelled',
        recipientIds: [buyer.id],
      });
    }
    expect(await kit.status(paid.id)).toBe('completed');
    expect(await inactiveNotices(a)).toEqual([{ order: proposed.id, product: ad.id }]);
    expect(await inactiveNotices(b)).toEqual([{ order: accepted.id, product: other.id }]);
    expect(await inactiveNotices(c)).toEqual([]);
  });

  it('withdraws their own proposals as a buyer, and the seller is told', async () => {
    const boss = await admin();
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const order = await created(kit.propose(buyer, ad.id, '280'));

    await suspend(boss, buyer);

    expect(await ok(kit.get(seller, order.id))).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'withdrawn',
    });
    expect((await kit.events(order.id)).at(-1)).toMatchObject({
      type: 'order_cancelled',
      actorId: buyer.id,
      recipientIds: [seller.id],
    });
    expect(await inactiveNotices(seller)).toEqual([{ order: order.id, product: ad.id }]);
    // The suspended buyer cannot sign in: the table says they were told nothing of it.
    const theirs = await server.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(theirs.filter((n) => n.type === 'order_party_inactive')).toEqual([]);
  });
});
