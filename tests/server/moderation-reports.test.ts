// Reports of ads and messages in one operator queue, claims and decisions (issue 18, DSA Art. 16
// and 17): a removal rejects the ad, writes the seller's statement of reasons and tells them and
// the reporter, all with its audit entry in one transaction.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AD_REPORTS_PER_DAY } from '../../src/core/moderation.ts';
import { moderationDecisions, reports } from '../../server/db/schema.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { daysAgo } from './support/factories.ts';
import { moderationKit } from './support/moderation.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = moderationKit(server);

async function reported() {
  const seller = await kit.seller();
  const buyer = await kit.buyer();
  const admin = await kit.admin();
  const ad = await kit.ad(seller);
  const report = await expectStatus(kit.reportAd(buyer, ad.id, 'fraud', 'Will Vorkasse per Gutschein'), 201);
  return { seller, buyer, admin, ad, report };
}

const removal = { action: 'remove_ad', reason_code: 'fraud', text: 'Vorkasse per Gutschein ist Betrug.' };

describe('an ad report', () => {
  it('is filed once per reporter and ad: a repeat answers the same report with 200', async () => {
    const { buyer, ad, report } = await reported();
    const again = await kit.reportAd(buyer, ad.id, 'spam');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: report.id, product_id: ad.id, reason: 'fraud' });
    expect(await server.db.select().from(reports)).toHaveLength(1);
  });

  it('refuses one’s own ad (403 hm_report_own_ad), an ad that is not live (404) and bad reasons (400)', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const own = await kit.reportAd(seller, (await kit.ad(seller)).id);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('hm_report_own_ad');
    for (const o of [
      { status: 'private' as const },
      { status: 'pending' as const },
      { expiresAt: daysAgo(1) },
    ]) {
      const ad = await kit.ad(seller, o);
      expect((await kit.reportAd(buyer, ad.id)).status).toBe(404);
    }
    expect((await kit.reportAd(buyer, 999_999)).status).toBe(404);
    expect((await kit.reportAd(buyer, (await kit.ad(seller)).id, 'ugly')).status).toBe(400);
    expect(
      (await server.request('POST', '/wp-json/hm/v1/reports', { body: { product_id: 1, reason: 'fraud' } }))
        .status,
    ).toBe(401);
    expect(await server.db.select().from(reports)).toHaveLength(0);
  });

  it('holds the daily limit per reporter under parallel requests', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ads = [];
    for (let i = 0; i < AD_REPORTS_PER_DAY + 5; i += 1) ads.push(await kit.ad(seller));
    const answers = await Promise.all(ads.map((ad) => kit.reportAd(buyer, ad.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(AD_REPORTS_PER_DAY);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(await server.db.select().from(reports)).toHaveLength(AD_REPORTS_PER_DAY);
  });

  it('keeps the user’s text as given: JSON, never HTML', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const admin = await kit.admin();
    const text = '<img src=x onerror=alert(1)> & "Vorkasse"';
    await expectStatus(kit.reportAd(buyer, (await kit.ad(seller)).id, 'other', text), 201);
    const queue = await kit.reports(admin);
    expect(queue.headers.get('content-type')).toMatch(/^application\/json/);
    expect(queue.body[0]?.text).toBe(text);
  });
});

describe('the report queue', () => {
  it('lists ad and message reports together, oldest open first, with what was reported', async () => {
    const { admin, ad, seller, buyer } = await reported();
    const chats = chatKit(server);
    const chat = await chats.chatOf(buyer, seller);
    const message = await expectStatus(chats.send(seller, chat.id, 'Zahl per Gutschein'), 201);
    await expectStatus(chats.report(buyer, { chat_id: chat.id, key: message.key, reason: 'fraud' }), 201);
    const queue = await expectStatus(kit.reports(admin), 200);
    expect(queue.map((r) => r.kind)).toEqual(['product', 'message']);
    expect(queue[0]).toMatchObject({
      product: { id: ad.id, title: ad.name, slug: ad.slug, seller: { id: seller.id } },
      reporter: { id: buyer.id },
      reason: 'fraud',
      text: 'Will Vorkasse per Gutschein',
      status: 'open',
      claimed_by: null,
    });
    expect(queue[1]).toMatchObject({
      message: { chat_id: chat.id, key: message.key, text: 'Zahl per Gutschein', author: { id: seller.id } },
    });
    expect(await expectStatus(kit.reports(admin, 'decided'), 200)).toEqual([]);
  });

  it('lets exactly one of two admins claiming at once hold a report; the other is refused 409', async () => {
    const { admin, report } = await reported();
    const other = await kit.admin();
    const answers = await Promise.all([kit.claim(admin, report.id), kit.claim(other, report.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.body.code).toBe('hm_report_claimed');
    const winner = answers[0]?.status === 200 ? admin : other;
    const refused = winner === admin ? other : admin;
    // The other admin can neither decide it while the claim runs; the holder can.
    const blocked = await kit.decide(refused, report.id, removal);
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('hm_report_claimed');
    expect((await kit.decide(winner, report.id, removal)).status).toBe(200);
  });
});

describe('a decision on a report', () => {
  it('removes the ad with a statement of reasons, tells the seller and the reporter, and audits it', async () => {
    const { seller, buyer, admin, ad, report } = await reported();
    const answer = await expectStatus(kit.decide(admin, report.id, removal), 200);
    expect(answer).toMatchObject({ status: 'decided', outcome: 'removed' });
    expect(await kit.statusOf(ad.id)).toBe('rejected');
    // No longer listed for anyone.
    expect((await server.request('GET', `/wp-json/wc/v3/products/${ad.id}`)).status).toBe(404);

    const [told] = (await kit.notificationsOf(seller.id)).filter((n) => n.type === 'moderation_decision');
    expect(told?.data.decisionId).toBe(answer.decision_id);
    const statement = await expectStatus(kit.decision(seller, answer.decision_id ?? 0), 200);
    expect(statement).toMatchObject({
      user_id: seller.id,
      object: { type: 'product', id: String(ad.id), title: ad.name },
      action: 'remove_ad',
      reason_code: 'fraud',
      rule: 'AGB 11',
      text: removal.text,
      source: 'report',
      can_appeal: true,
      appeal: null,
    });
    expect((await kit.notificationsOf(buyer.id)).map((n) => [n.type, n.data.outcome])).toEqual([
      ['report_outcome', 'removed'],
    ]);
    const audit = await kit.audit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'report.decide',
      objectId: String(report.id),
    });

    const again = await kit.decide(admin, report.id, { ...removal, action: 'dismiss' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hm_report_decided');
  });

  it('dismisses a report: the ad stays, the reporter hears no violation was found', async () => {
    const { seller, buyer, admin, ad, report } = await reported();
    await expectStatus(
      kit.decide(admin, report.id, { action: 'dismiss', reason_code: 'no_violation', text: '' }),
      200,
    );
    expect(await kit.statusOf(ad.id)).toBe('publish');
    expect((await kit.notificationsOf(buyer.id)).map((n) => n.data.outcome)).toEqual(['dismissed']);
    expect(await kit.notificationsOf(seller.id)).toEqual([]);
    expect(await server.db.select().from(moderationDecisions)).toEqual([]);
  });

  it('leaves neither the removal nor its audit entry when the decision fails half-way', async () => {
    const { seller, buyer, admin, ad, report } = await reported();
    await server.db.execute(sql`CREATE FUNCTION fail_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$ LANGUAGE plpgsql`);
    await server.db.execute(
      sql`CREATE TRIGGER fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION fail_audit()`,
    );
    try {
      expect((await kit.decide(admin, report.id, removal)).status).toBe(500);
    } finally {
      await server.db.execute(sql`DROP TRIGGER fail_audit ON audit_log`);
      await server.db.execute(sql`DROP FUNCTION fail_audit()`);
    }
    expect(await kit.statusOf(ad.id)).toBe('publish');
    expect((await expectStatus(kit.reports(admin), 200))[0]?.status).toBe('open');
    expect(await server.db.select().from(moderationDecisions)).toEqual([]);
    expect(await kit.notificationsOf(seller.id)).toEqual([]);
    expect(await kit.notificationsOf(buyer.id)).toEqual([]);
    expect(await kit.audit()).toEqual([]);
  });

  it('removes a reported message from the reporter’s chat (a placeholder) with a statement for its author', async () => {
    const chats = chatKit(server);
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const admin = await kit.admin();
    const chat = await chats.chatOf(buyer, seller);
    const message = await expectStatus(chats.send(seller, chat.id, 'Du Betrüger'), 201);
    const report = await expectStatus(
      chats.report(buyer, { chat_id: chat.id, key: message.key, reason: 'offensive' }),
      201,
    );
    const wrong = await kit.decide(admin, report.id, { ...removal, action: 'remove_ad' });
    expect(wrong.status).toBe(400);
    const answer = await expectStatus(
      kit.decide(admin, report.id, { action: 'remove_message', reason_code: 'offensive', text: '' }),
      200,
    );
    // The reporter reads a placeholder where it was (issue 30: not a silent gap).
    expect((await expectStatus(chats.messages(buyer, chat.id), 200)).map((m) => m.message)).toEqual(['']);
    expect(await expectStatus(kit.decision(seller, answer.decision_id ?? 0), 200)).toMatchObject({
      action: 'remove_message',
      object: { type: 'message' },
    });
  });
});
