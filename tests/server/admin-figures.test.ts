// Issue 18, the console's figures: ads by status, orders by status and value, sign-ups and open
// reports per day (last 30) and week (last 12), by German time, counted from seeded rows.
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, chats, orders, reports } from '../../server/db/schema.ts';
import type { Figures } from '../../src/core/admin-figures.ts';
import type { ReportStatus } from '../../src/core/moderation.ts';
import { makeAdmin } from './support/admin.ts';
import { daysAgo, type UserRow } from './support/factories.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const FIGURES = '/wp-json/hm/v1/admin/figures';

/** The German calendar day of a moment, yyyy-mm-dd. */
const berlinDay = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);

let token = '';
beforeEach(async () => {
  const admin = await server.register(); // one sign-up today
  await makeAdmin(server, admin);
  token = admin.token;
});

async function order(buyer: UserRow, seller: UserRow, status: string, cents: number, createdAt: Date) {
  await server.db.insert(orders).values({
    productName: 'Ein Handy',
    customerId: buyer.id,
    vendorId: seller.id,
    status: status as 'completed',
    proposalCents: cents,
    createdAt,
  });
}

async function report(reporter: UserRow, reported: UserRow, status: ReportStatus, createdAt: Date) {
  const chatId = `c${Math.random().toString(36).slice(2)}`;
  await server.db.insert(chats).values({
    id: chatId,
    productId: 1,
    productName: 'Ein Handy',
    memberLow: Math.min(reporter.id, reported.id),
    memberHigh: Math.max(reporter.id, reported.id),
  });
  const [message] = await server.db
    .insert(chatMessages)
    .values({ chatId, key: 1, sentBy: reported.id, message: 'Zahl vorab per Gutschein' })
    .returning();
  if (!message) throw new Error('no message written');
  await server.db.insert(reports).values({
    kind: 'message',
    messageId: message.id,
    chatId,
    messageKey: 1,
    reporterId: reporter.id,
    reportedUserId: reported.id,
    reason: 'fraud',
    status,
    createdAt,
  });
}

describe('GET /hm/v1/admin/figures', () => {
  it('counts ads, orders with their value, sign-ups and open reports per day', async () => {
    const twoDays = daysAgo(2);
    const yesterday = daysAgo(1);
    const seller = await server.makeUser({ createdAt: twoDays });
    const buyer = await server.makeUser({ createdAt: twoDays });
    await server.makeUser({ createdAt: daysAgo(45) }); // before the window
    await server.makeAd({ vendor: seller, createdAt: twoDays });
    await server.makeAd({ vendor: seller, createdAt: twoDays, status: 'pending' });
    await server.makeAd({ vendor: seller, createdAt: yesterday, status: 'rejected' });
    await server.makeAd({ vendor: seller, createdAt: daysAgo(45) });
    await order(buyer, seller, 'completed', 30_000, yesterday);
    await order(buyer, seller, 'completed', 12_550, yesterday);
    await order(buyer, seller, 'cancelled', 5_000, yesterday);
    await report(buyer, seller, 'open', yesterday);
    await report(seller, buyer, 'decided', yesterday);

    const res = await server.request<Figures>('GET', FIGURES, { token });
    expect(res.status).toBe(200);
    const { buckets, totals } = res.body;
    expect(buckets).toHaveLength(30);
    expect(buckets.at(-1)?.start).toBe(berlinDay(new Date()));
    expect(buckets[0]?.start).toBe(berlinDay(daysAgo(29)));
    const day = (at: Date) => buckets.find((b) => b.start === berlinDay(at));

    expect(day(twoDays)).toMatchObject({ ads: { publish: 1, pending: 1 }, signups: 2, reports_open: 0 });
    expect(day(yesterday)).toMatchObject({
      ads: { rejected: 1 },
      orders: { completed: { count: 2, value_cents: 42_550 }, cancelled: { count: 1, value_cents: 5_000 } },
      reports_open: 1,
    });
    expect(day(new Date())).toMatchObject({ signups: 1, ads: {} });
    expect(buckets.reduce((n, b) => n + b.signups, 0)).toBe(3);
    expect(totals).toMatchObject({
      ads: { publish: 2, pending: 1, rejected: 1 },
      orders: { completed: { count: 2, value_cents: 42_550 } },
      users: 4,
      reports_open: 1,
    });
  });

  it('counts per week, Monday first, the last 12 weeks', async () => {
    await server.makeAd({ createdAt: daysAgo(1) });
    const res = await server.request<Figures>('GET', FIGURES, { token, query: { period: 'week' } });
    expect(res.status).toBe(200);
    expect(res.body.period).toBe('week');
    expect(res.body.buckets).toHaveLength(12);
    for (const b of res.body.buckets) expect(new Date(`${b.start}T12:00:00Z`).getUTCDay()).toBe(1);
    const ads = res.body.buckets.reduce((n, b) => n + (b.ads.publish ?? 0), 0);
    expect(ads).toBe(1);
  });

  it('refuses an unknown period with 400', async () => {
    const res = await server.request('GET', FIGURES, { token, query: { period: 'year' } });
    expect(res.status).toBe(400);
  });
});
