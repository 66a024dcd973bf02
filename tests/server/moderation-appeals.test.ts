// Statements of reasons, appeals and the pending-ad queue (issue 18, DSA Art. 17 and 20).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationDecisions, notifications, products, users } from '../../server/db/schema.ts';
import { expectStatus } from './support/chats.ts';
import { daysAgo } from './support/factories.ts';
import { moderationKit } from './support/moderation.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = moderationKit(server);

/** An ad removed after a report: the seller's statement of reasons. */
async function removed() {
  const seller = await kit.seller();
  const buyer = await kit.buyer();
  const admin = await kit.admin();
  const ad = await kit.ad(seller);
  const report = await expectStatus(kit.reportAd(buyer, ad.id), 201);
  const decided = await expectStatus(
    kit.decide(admin, report.id, { action: 'remove_ad', reason_code: 'stolen', text: 'IMEI gesperrt.' }),
    200,
  );
  return { seller, buyer, admin, ad, decisionId: decided.decision_id ?? 0 };
}

describe('a statement of reasons', () => {
  it('is read by the affected user and admins only; anyone else gets 404', async () => {
    const { seller, buyer, admin, decisionId } = await removed();
    expect((await kit.decision(seller, decisionId)).status).toBe(200);
    expect((await kit.decision(admin, decisionId)).status).toBe(200);
    const stranger = await kit.decision(buyer, decisionId);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('hm_decision_not_found');
    expect((await server.request('GET', `/wp-json/hm/v1/moderation/decisions/${decisionId}`)).status).toBe(
      401,
    );
    expect((await expectStatus(kit.decisions(seller), 200)).map((d) => d.id)).toEqual([decisionId]);
    expect(await expectStatus(kit.decisions(buyer), 200)).toEqual([]);
  });
});

describe('an appeal', () => {
  it('is taken once from the affected user (409 on a second; 404 for anyone else)', async () => {
    const { seller, buyer, admin, decisionId } = await removed();
    expect((await kit.appeal(buyer, decisionId)).status).toBe(404);
    const first = await expectStatus(kit.appeal(seller, decisionId), 201);
    expect(first).toMatchObject({
      can_appeal: false,
      appeal: { status: 'open', text: 'Das Handy ist echt.' },
    });
    const second = await kit.appeal(seller, decisionId, 'Nochmal');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('hm_appeal_exists');
    expect((await expectStatus(kit.appeals(admin), 200)).map((a) => a.decision.id)).toEqual([decisionId]);
  });

  it('is refused once the window has closed', async () => {
    const { seller, decisionId } = await removed();
    await server.db
      .update(moderationDecisions)
      .set({ appealUntil: daysAgo(1) })
      .where(eq(moderationDecisions.id, decisionId));
    const late = await kit.appeal(seller, decisionId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('hm_appeal_window_closed');
  });

  it('is not decided by the admin who made the decision (403 hm_appeal_same_reviewer)', async () => {
    const { seller, admin, decisionId } = await removed();
    const appeal = await expectStatus(kit.appeal(seller, decisionId), 201);
    const same = await kit.decideAppeal(admin, appeal.appeal?.id ?? 0, { action: 'reverse', text: '' });
    expect(same.status).toBe(403);
    expect(same.body.code).toBe('hm_appeal_same_reviewer');
  });

  it('reversed, restores the ad, tells the user and is audited', async () => {
    const { seller, ad, decisionId } = await removed();
    const appealId = (await expectStatus(kit.appeal(seller, decisionId), 201)).appeal?.id ?? 0;
    const other = await kit.admin();
    const answer = await expectStatus(
      kit.decideAppeal(other, appealId, { action: 'reverse', text: 'Die Sperre war ein Irrtum.' }),
      200,
    );
    expect(answer).toMatchObject({ status: 'reversed', answer: 'Die Sperre war ein Irrtum.' });
    expect(await kit.statusOf(ad.id)).toBe('publish');
    const told = (await kit.notificationsOf(seller.id)).filter((n) => n.type === 'appeal_outcome');
    expect(told.map((n) => [n.data.decisionId, n.data.outcome])).toEqual([[decisionId, 'reversed']]);
    expect(await expectStatus(kit.decision(seller, decisionId), 200)).toMatchObject({
      appeal: { status: 'reversed', answer: 'Die Sperre war ein Irrtum.' },
    });
    expect((await kit.audit()).map((a) => a.action)).toEqual(['report.decide', 'appeal.decide']);
    const again = await kit.decideAppeal(other, appealId, { action: 'uphold', text: '' });
    expect(again.status).toBe(409);
  });

  it('reversed after the ad’s end, gives it back as expired', async () => {
    const { seller, ad, decisionId } = await removed();
    await server.db
      .update(products)
      .set({ expiresAt: daysAgo(1) })
      .where(eq(products.id, ad.id));
    const appealId = (await expectStatus(kit.appeal(seller, decisionId), 201)).appeal?.id ?? 0;
    await expectStatus(kit.decideAppeal(await kit.admin(), appealId, { action: 'reverse', text: '' }), 200);
    expect(await kit.statusOf(ad.id)).toBe('expired');
  });

  it('upheld, keeps the ad rejected and tells the user', async () => {
    const { seller, ad, decisionId } = await removed();
    const appealId = (await expectStatus(kit.appeal(seller, decisionId), 201)).appeal?.id ?? 0;
    await expectStatus(
      kit.decideAppeal(await kit.admin(), appealId, { action: 'uphold', text: 'Bleibt.' }),
      200,
    );
    expect(await kit.statusOf(ad.id)).toBe('rejected');
    const told = (await kit.notificationsOf(seller.id)).filter((n) => n.type === 'appeal_outcome');
    expect(told.map((n) => n.data.outcome)).toEqual(['upheld']);
  });
});

describe('the pending queue', () => {
  it('lists pending ads oldest first; approve publishes and tells the seller', async () => {
    const seller = await kit.seller();
    const admin = await kit.admin();
    const older = await kit.ad(seller, { status: 'pending', createdAt: daysAgo(2) });
    const newer = await kit.ad(seller, { status: 'pending', createdAt: daysAgo(1) });
    await kit.ad(seller);
    expect((await expectStatus(kit.pending(admin), 200)).map((a) => a.id)).toEqual([older.id, newer.id]);
    await expectStatus(kit.claimAd(admin, older.id), 200);
    const other = await kit.admin();
    expect((await kit.claimAd(other, older.id)).body.code).toBe('hm_ad_claimed');
    await expectStatus(
      kit.decideAd(admin, older.id, { action: 'approve', reason_code: 'no_violation' }),
      200,
    );
    expect(await kit.statusOf(older.id)).toBe('publish');
    expect((await kit.notificationsOf(seller.id)).map((n) => n.type)).toEqual(['product_status_publish']);
    const again = await kit.decideAd(admin, older.id, { action: 'reject', reason_code: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hm_ad_not_pending');
  });

  it('approving a suspended seller’s ad keeps it hidden with their other ads until the suspension ends', async () => {
    const seller = await kit.seller();
    const admin = await kit.admin();
    const ad = await kit.ad(seller, { status: 'pending' });
    await server.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.id));

    await expectStatus(kit.decideAd(admin, ad.id, { action: 'approve', reason_code: 'no_violation' }), 200);
    const [row] = await server.db.select().from(products).where(eq(products.id, ad.id));
    expect(row?.status).toBe('private');
    expect(row?.hiddenBySuspension).toBe(true);
    // Not told "published" of an ad nobody can see; the audit says what happened.
    const told = await server.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => n.type)).not.toContain('product_status_publish');
    const [entry] = (await kit.audit()).filter((a) => a.action === 'product.approve');
    expect(entry?.after).toMatchObject({ status: 'private' });
  });

  it('rejects with a statement of reasons from the operator’s own check', async () => {
    const seller = await kit.seller();
    const admin = await kit.admin();
    const ad = await kit.ad(seller, { status: 'pending' });
    await expectStatus(
      kit.decideAd(admin, ad.id, { action: 'reject', reason_code: 'spam', text: 'Doppelt.' }),
      200,
    );
    expect(await kit.statusOf(ad.id)).toBe('rejected');
    const [statement] = await expectStatus(kit.decisions(seller), 200);
    expect(statement).toMatchObject({ action: 'reject_ad', source: 'own_initiative', reason_code: 'spam' });
    expect((await kit.audit()).map((a) => [a.action, a.objectId])).toEqual([
      ['product.reject', String(ad.id)],
    ]);
  });
});
