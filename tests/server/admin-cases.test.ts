// The console's "Fälle" (issue 32): a problem the seller disputed, or left unanswered for 3 days
// (the problem-escalation round on an injected clock), is queued for the admins, the oldest
// payment first and a case on day 25 or later on top. An admin decides refund_buyer or
// release_seller with a text: audited, both parties told. Nobody decides a case they are a party
// to: left out of their queue and counted, a decision 403 hm_conflict_of_interest.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFulfilments, orderProblems } from '../../server/db/schema.ts';
import { escalateProblems } from '../../server/services/fulfilment/problem-rounds.ts';
import { auditOf } from './support/admin.ts';
import { DAY_MS, fulfilmentKit } from './support/fulfilment.ts';
import { ok, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { problemKit, REPORT } from './support/problems.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const p = problemKit(server);
const bell = async (who: Party) =>
  (
    await server.request<{ type: string }[]>('GET', '/wp-json/hm/v1/notifications', { token: who.token })
  ).body.map((n) => n.type);

/** A shipped deal with a problem the seller disputed. */
async function disputed(price = 300) {
  const deal = await f.paid(price);
  await f.ship(deal);
  const opened = await p.open(deal.buyer, deal.order.id, REPORT);
  await p.answer(deal.seller, deal.order.id, { action: 'dispute', text: 'Es war entsperrt.' });
  return { ...deal, problemId: opened.body.id };
}

/** Move the payment back by `days` (the case's day counts from it). */
const paidDaysAgo = (orderId: number, days: number) =>
  server.db
    .update(orderFulfilments)
    .set({ paidAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(orderFulfilments.orderId, orderId));

describe('GET /hm/v1/admin/cases', () => {
  it('lists disputed cases for admins, a day-25 case on top and marked', async () => {
    const admin = await p.makeAdmin(await kit.buyer());
    const young = await disputed();
    const old = await disputed();
    await paidDaysAgo(young.order.id, 3);
    await paidDaysAgo(old.order.id, 24.5);
    const res = await p.cases(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-hm-own-cases')).toBe('0');
    expect(res.body.map((c) => c.order.id)).toEqual([old.order.id, young.order.id]);
    expect(res.body[0]).toMatchObject({
      day: 25,
      urgent: true,
      reason: 'locked',
      text: REPORT.text,
      status: 'disputed',
      answer: { action: 'dispute', text: 'Es war entsperrt.' },
      buyer: { id: old.buyer.id },
      seller: { id: old.seller.id },
    });
    expect(res.body[1]).toMatchObject({ day: 4, urgent: false });
    // Not for users: 403 hm_admin_only.
    const denied = await p.cases(young.buyer);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('hm_admin_only');
  });

  it('an unanswered problem is escalated after 3 days (the job’s round on its clock), not before', async () => {
    const admin = await p.makeAdmin(await kit.buyer());
    const deal = await f.paid();
    await f.ship(deal);
    await p.open(deal.buyer, deal.order.id, REPORT);
    const now = Date.now();
    expect(await escalateProblems(server.db, new Date(now + 3 * DAY_MS - 60_000))).toBe(0);
    expect((await p.cases(admin)).body).toEqual([]);
    expect(await escalateProblems(server.db, new Date(now + 3 * DAY_MS + 60_000))).toBe(1);
    const queued = (await p.cases(admin)).body;
    expect(queued.map((c) => [c.order.id, c.status])).toEqual([[deal.order.id, 'escalated']]);
    expect(queued[0]?.escalated_at).toBeTruthy();
    expect(await escalateProblems(server.db, new Date(now + 4 * DAY_MS))).toBe(0);
    // An answered one is never escalated.
    const other = await f.paid();
    await f.ship(other);
    await p.open(other.buyer, other.order.id, REPORT);
    await p.answer(other.seller, other.order.id, { action: 'refund' });
    expect(await escalateProblems(server.db, new Date(now + 5 * DAY_MS))).toBe(0);
  });
});

describe('POST /hm/v1/admin/cases/{id}/decision', () => {
  it('refund_buyer: the buyer refunded, audited, both told, the case leaves the queue', async () => {
    const admin = await p.makeAdmin(await kit.buyer());
    const deal = await disputed();
    const res = await p.decide(admin, deal.problemId, { decision: 'refund_buyer', text: 'Gesperrt belegt.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'decided',
      decision: { decision: 'refund_buyer', text: 'Gesperrt belegt.' },
    });
    const order = await ok(kit.get(deal.buyer, deal.order.id));
    expect(order.fulfilment).toMatchObject({ status: 'returned', payout: { status: 'refunded' } });
    const [entry] = await auditOf(server, 'case.refund_buyer');
    expect(entry).toMatchObject({ actorId: admin.id, objectType: 'order', reason: 'Gesperrt belegt.' });
    expect(entry?.objectId).toBe(String(deal.order.id));
    expect(await bell(deal.buyer)).toContain('problem_decided');
    expect(await bell(deal.seller)).toContain('problem_decided');
    expect((await p.cases(admin)).body).toEqual([]);
    const again = await p.decide(admin, deal.problemId, { decision: 'release_seller', text: 'Doch nicht.' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hm_case_closed');
  });

  it('release_seller: the payout released, the purchase received (reviews open)', async () => {
    const admin = await p.makeAdmin(await kit.buyer());
    const deal = await disputed();
    const res = await p.decide(admin, deal.problemId, {
      decision: 'release_seller',
      text: 'Foto zeigt es entsperrt.',
    });
    expect(res.status).toBe(200);
    const order = await ok(kit.get(deal.seller, deal.order.id));
    expect(order.fulfilment).toMatchObject({ status: 'received', payout: { status: 'released' } });
    expect(order.actions).toContain('review');
    expect(await auditOf(server, 'case.release_seller')).toHaveLength(1);
  });

  it('needs a decision and a text; a case that does not exist 404', async () => {
    const admin = await p.makeAdmin(await kit.buyer());
    const deal = await disputed();
    for (const body of [
      { decision: 'refund_buyer' },
      { decision: 'refund_buyer', text: '  ' },
      { decision: 'x', text: 'a' },
    ]) {
      const res = await p.decide(admin, deal.problemId, body);
      expect(res.status).toBe(400);
      expect(res.body.data.status).toBe(400);
    }
    expect((await p.decide(admin, 999_999, { decision: 'refund_buyer', text: 'a' })).status).toBe(404);
    expect((await ok(kit.get(deal.buyer, deal.order.id))).fulfilment?.status).toBe('problem');
  });

  it('an admin who is a party: left out of their queue and counted, their decision 403', async () => {
    const deal = await disputed();
    await p.makeAdmin(deal.seller);
    const queue = await p.cases(deal.seller);
    expect(queue.body).toEqual([]);
    expect(queue.headers.get('x-hm-own-cases')).toBe('1');
    const res = await p.decide(deal.seller, deal.problemId, { decision: 'release_seller', text: 'Meins.' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('hm_conflict_of_interest');
    expect((await ok(kit.get(deal.buyer, deal.order.id))).fulfilment?.payout.status).toBe('held');
    const other = await p.makeAdmin(await kit.buyer());
    expect(
      (await p.decide(other, deal.problemId, { decision: 'refund_buyer', text: 'Andere Admin.' })).status,
    ).toBe(200);
  });

  it('two decisions at once: one outcome', async () => {
    const a = await p.makeAdmin(await kit.buyer());
    const b = await p.makeAdmin(await kit.buyer());
    const deal = await disputed();
    const [x, y] = await Promise.all([
      p.decide(a, deal.problemId, { decision: 'refund_buyer', text: 'A' }),
      p.decide(b, deal.problemId, { decision: 'release_seller', text: 'B' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [row] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderProblems)
      .where(eq(orderProblems.status, 'decided'));
    expect(row?.n).toBe(1);
  });
});
