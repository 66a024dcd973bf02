// Issue 30: nobody decides their own case. A reviewer's own ID document, a report about an admin's
// own ad, an admin's own pending ad and an appeal against a removal of an admin's own ad are
// refused to that person with 403 hm_conflict_of_interest (nothing changes), left out of their
// queue and counted in x-hm-own-cases; another admin or reviewer decides them as usual.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminIdDocument } from '../../src/core/admin-id-documents.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { users } from '../../server/db/schema.ts';
import { ADMIN } from './support/admin.ts';
import { expectStatus } from './support/chats.ts';
import type { RegisteredUser } from './support/flows.ts';
import { ID_DOCUMENTS, makeReviewer, uploadCard } from './support/id-documents.ts';
import { moderationKit } from './support/moderation.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = moderationKit(server);
const OWN = 'x-hm-own-cases';

const refusedAsOwn = (res: { status: number; body: ApiErrorBody }) => {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('hm_conflict_of_interest');
};

describe('an ID document of the reviewer', () => {
  const queue = (who: RegisteredUser) =>
    server.request<AdminIdDocument[] & ApiErrorBody>('GET', `${ADMIN}/id-documents`, {
      token: who.token,
      query: { status: 'pending' },
    });
  const decide = (who: RegisteredUser, id: number) =>
    server.request<ApiErrorBody>('POST', `${ID_DOCUMENTS}/${id}/decision`, {
      token: who.token,
      body: { outcome: 'approved' },
    });
  const badge = async (who: RegisteredUser) =>
    (await server.db.select().from(users).where(eq(users.id, who.user_id)))[0]?.idVerifiedAt ?? null;

  it('is not approved by the reviewer (403, no badge), left out of their queue, and decided by another', async () => {
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const other = await server.register();
    await makeReviewer(server, other);
    const someone = await server.register();
    const own = (await uploadCard(server.app, reviewer)).body.id ?? -1;
    const theirs = (await uploadCard(server.app, someone)).body.id ?? -1;

    refusedAsOwn(await decide(reviewer, own));
    expect(await badge(reviewer)).toBeNull();

    const mine = await queue(reviewer);
    expect(mine.status).toBe(200);
    expect(mine.body.map((d) => d.id)).toEqual([theirs]);
    expect(mine.headers.get(OWN)).toBe('1');
    const seenByOther = await queue(other);
    expect(seenByOther.body.map((d) => d.id)).toEqual([own, theirs]);
    expect(seenByOther.headers.get(OWN)).toBe('0');

    expect((await decide(other, own)).status).toBe(200);
    expect(await badge(reviewer)).toBeInstanceOf(Date);
  });
});

describe('a report about an admin’s own ad', () => {
  it('is neither claimed nor decided by that admin, and waits in the queue of another', async () => {
    const admin = await kit.admin();
    const other = await kit.admin();
    const buyer = await kit.buyer();
    const ad = await kit.ad(admin);
    const report = await expectStatus(kit.reportAd(buyer, ad.id), 201);

    refusedAsOwn(await kit.claim(admin, report.id));
    refusedAsOwn(await kit.decide(admin, report.id, { action: 'dismiss', reason_code: 'no_violation' }));
    expect((await kit.audit()).filter((a) => a.action === 'report.decide')).toEqual([]);

    const mine = await kit.reports(admin);
    expect(mine.body).toEqual([]);
    expect(mine.headers.get(OWN)).toBe('1');
    const theirs = await kit.reports(other);
    expect(theirs.body.map((r) => r.id)).toEqual([report.id]);
    expect(theirs.headers.get(OWN)).toBe('0');
    await expectStatus(kit.claim(other, report.id), 200);
    await expectStatus(kit.decide(other, report.id, { action: 'dismiss', reason_code: 'no_violation' }), 200);
  });

  it('is not decided by the admin who filed it either', async () => {
    const admin = await kit.admin();
    const seller = await kit.seller();
    const ad = await kit.ad(seller);
    const report = await expectStatus(kit.reportAd(admin, ad.id), 201);

    refusedAsOwn(
      await kit.decide(admin, report.id, { action: 'remove_ad', reason_code: 'stolen', text: 'Meins.' }),
    );
    expect(await kit.statusOf(ad.id)).toBe('publish');
  });
});

describe('an admin’s own pending ad', () => {
  it('is neither claimed nor approved by that admin', async () => {
    const admin = await kit.admin();
    const other = await kit.admin();
    const ad = await kit.ad(admin, { status: 'pending' });

    refusedAsOwn(await kit.claimAd(admin, ad.id));
    refusedAsOwn(await kit.decideAd(admin, ad.id, { action: 'approve', reason_code: 'no_violation' }));
    expect(await kit.statusOf(ad.id)).toBe('pending');

    const mine = await kit.pending(admin);
    expect(mine.body).toEqual([]);
    expect(mine.headers.get(OWN)).toBe('1');
    expect((await kit.pending(other)).body.map((a) => a.id)).toEqual([ad.id]);
  });
});

describe('an appeal against the removal of an admin’s own ad', () => {
  it('is not reversed by that admin (403, the ad stays removed), and another admin decides it', async () => {
    const owner = await kit.admin();
    const remover = await kit.admin();
    const third = await kit.admin();
    const buyer = await kit.buyer();
    const ad = await kit.ad(owner);
    const report = await expectStatus(kit.reportAd(buyer, ad.id), 201);
    const decided = await expectStatus(
      kit.decide(remover, report.id, { action: 'remove_ad', reason_code: 'stolen', text: 'IMEI gesperrt.' }),
      200,
    );
    const appeal = await expectStatus(kit.appeal(owner, decided.decision_id ?? 0), 201);
    const appealId = appeal.appeal?.id ?? 0;

    refusedAsOwn(await kit.decideAppeal(owner, appealId, { action: 'reverse', text: 'Passt.' }));
    expect(await kit.statusOf(ad.id)).toBe('rejected');

    const mine = await kit.appeals(owner);
    expect(mine.body).toEqual([]);
    expect(mine.headers.get(OWN)).toBe('1');
    expect((await kit.appeals(third)).body.map((a) => a.id)).toEqual([appealId]);
    await expectStatus(kit.decideAppeal(third, appealId, { action: 'uphold', text: 'Bleibt.' }), 200);
  });
});
