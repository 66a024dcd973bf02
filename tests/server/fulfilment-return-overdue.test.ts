// A return that never arrives (issue 32): the seller accepted it, the buyer has the label, and DHL
// has not delivered it RETURN_OVERDUE_AFTER_DAYS later. The money must not stay held for ever:
// the problem-escalation round moves it to the console (`escalated`, its DHL number shown), the
// seller cannot answer a second time (no second label), the buyer keeps the label, and if the
// parcel still arrives before an admin decides, the return-tracking round refunds the buyer.
import { describe, expect, it } from 'vitest';
import { parcelProvider } from '../../server/adapters/dhl.ts';
import { sandboxProvider } from '../../server/adapters/payments.ts';
import { escalateProblems, trackReturns } from '../../server/services/fulfilment/problem-rounds.ts';
import { RETURN_OVERDUE_AFTER_DAYS } from '../../src/core/problems.ts';
import { DAY_MS, fulfilmentKit } from './support/fulfilment.ts';
import { ok, orderKit, ORDER_ENV } from './support/orders.ts';
import { appWithParcels, problemKit, REPORT } from './support/problems.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);

/** An app whose DHL is the local stand-in the test can deliver parcels with. */
function withParcels() {
  const parcels = parcelProvider({ dhl: undefined });
  return { parcels, q: problemKit(server, appWithParcels(server, parcels)) };
}

/** A shipped deal whose problem the seller answered with a return: the return's tracking number. */
async function returning(q: ReturnType<typeof problemKit>) {
  const deal = await f.paid();
  await f.ship(deal);
  await q.open(deal.buyer, deal.order.id, REPORT);
  await q.address(deal.seller);
  const answered = await q.answer(deal.seller, deal.order.id, { action: 'accept_return' });
  expect(answered.body.status).toBe('returning');
  return { ...deal, number: answered.body.return?.tracking_number ?? '' };
}

const daysOn = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('a return DHL has not delivered', () => {
  it(`goes to the console ${RETURN_OVERDUE_AFTER_DAYS} days after it was accepted, not before`, async () => {
    const { q } = withParcels();
    const admin = await q.makeAdmin(await kit.buyer());
    const deal = await returning(q);
    expect(await escalateProblems(server.db, daysOn(RETURN_OVERDUE_AFTER_DAYS - 0.01))).toBe(0);
    expect((await q.cases(admin)).body).toEqual([]);
    expect(await escalateProblems(server.db, daysOn(RETURN_OVERDUE_AFTER_DAYS + 0.01))).toBe(1);
    const [queued] = (await q.cases(admin)).body;
    expect(queued).toMatchObject({
      order: { id: deal.order.id },
      status: 'escalated',
      answer: { action: 'accept_return' },
      return: { tracking_number: deal.number, delivered_at: null },
    });
    // Both see it; the money is still held; the buyer keeps the label (the parcel may yet arrive).
    for (const who of [deal.buyer, deal.seller]) {
      const order = await ok(kit.get(who, deal.order.id));
      expect(order.fulfilment).toMatchObject({ status: 'problem', payout: { status: 'held' } });
      expect(order.fulfilment?.problem?.status).toBe('escalated');
    }
    expect((await q.label(deal.buyer, deal.order.id)).status).toBe(200);
    // The seller answered already: no second answer, so no second label.
    const again = await q.answer(deal.seller, deal.order.id, { action: 'accept_return' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('hm_order_not_allowed');
    expect((await ok(kit.get(deal.seller, deal.order.id))).fulfilment?.problem?.return?.tracking_number).toBe(
      deal.number,
    );
    // Once in the console it is not escalated again.
    expect(await escalateProblems(server.db, daysOn(RETURN_OVERDUE_AFTER_DAYS + 5))).toBe(0);
  });

  it('arriving after it went to the console still refunds the buyer, and leaves the queue', async () => {
    const { q, parcels } = withParcels();
    const admin = await q.makeAdmin(await kit.buyer());
    const deal = await returning(q);
    await escalateProblems(server.db, daysOn(RETURN_OVERDUE_AFTER_DAYS + 1));
    expect((await q.cases(admin)).body.map((c) => c.order.id)).toContain(deal.order.id);
    expect(parcels.standIn?.deliver(deal.number)).toBe(true);
    const payments = sandboxProvider(undefined);
    expect(await trackReturns(server.db, parcels.provider, payments, new Date())).toBe(1);
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    expect(order.fulfilment).toMatchObject({ status: 'returned', payout: { status: 'refunded' } });
    expect(order.fulfilment?.problem?.status).toBe('resolved');
    expect((await q.cases(admin)).body.map((c) => c.order.id)).not.toContain(deal.order.id);
  });

  it('a return delivered in time is never escalated, and an unanswered escalated problem may still be answered', async () => {
    const { q, parcels } = withParcels();
    const deal = await returning(q);
    expect(parcels.standIn?.deliver(deal.number)).toBe(true);
    await trackReturns(server.db, parcels.provider, sandboxProvider(undefined), new Date());
    expect(await escalateProblems(server.db, daysOn(RETURN_OVERDUE_AFTER_DAYS + 1))).toBe(0);
    // Escalated without an answer (3 days): the seller may still settle it.
    const other = await f.paid();
    await f.ship(other);
    await q.open(other.buyer, other.order.id, REPORT);
    expect(await escalateProblems(server.db, daysOn(4))).toBe(1);
    const late = await q.answer(other.seller, other.order.id, { action: 'refund' });
    expect(late.status).toBe(200);
    expect(late.body.status).toBe('resolved');
  });
});
