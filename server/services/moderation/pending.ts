// The pending-ad queue (issue 18): ads the flagging rules held back wait as `pending`; a reviewer
// claims one and approves it (published now, the seller told with product_status_publish) or
// rejects it (`rejected`, with a statement of reasons exactly like a removal after a report).
import { CLAIM_MINUTES, type PendingAd, type PendingDecision } from '../../../src/core/moderation.ts';
import { AD_LIFETIME_MS } from '../../../src/core/product-lifecycle.ts';
import type { Database } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import {
  claimOfOther,
  dropClaim,
  runningClaims,
  takeClaim,
} from '../../db/repositories/moderation-claims.ts';
import {
  findAd,
  lockAd,
  pendingAds,
  setAdStatus,
  type ModeratedAd,
} from '../../db/repositories/moderation-decisions.ts';
import { namesOf } from '../../db/repositories/reports.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { conflictOfInterest, withoutOwnCases } from '../admin/conflict.ts';
import { notify } from '../notifications.ts';
import { adNotFound } from '../product-lifecycle.ts';
import { writeRemoval } from './decisions.ts';
import { setRejected } from './reports.ts';

const claimed = () => new ApiError(409, 'hm_ad_claimed', 'Another reviewer is working on this ad.');
const notPending = () => new ApiError(409, 'hm_ad_not_pending', 'This ad is not waiting for review.');

async function pendingJson(db: Database, ads: readonly ModeratedAd[]): Promise<PendingAd[]> {
  const claims = await runningClaims(db, 'product');
  const names = await namesOf(db, [
    ...ads.map((a) => a.vendorId),
    ...[...claims.values()].map((c) => c.adminId),
  ]);
  const person = (id: number) => ({ id, name: names.get(id) ?? '' });
  return ads.map((ad) => {
    const claim = claims.get(ad.id);
    return {
      id: ad.id,
      title: ad.name,
      slug: ad.slug,
      status: ad.status,
      seller: person(ad.vendorId),
      created_at: ad.createdAt.toISOString(),
      claimed_by: claim ? person(claim.adminId) : null,
      claimed_until: claim ? claim.until.toISOString() : null,
    };
  });
}

export function pendingService({ db }: { db: Database }) {
  const one = async (id: number): Promise<PendingAd> => {
    const ad = await findAd(db, id);
    if (!ad) throw adNotFound();
    const [json] = await pendingJson(db, [ad]);
    if (!json) throw adNotFound();
    return json;
  };

  return {
    /** GET /hm/v1/admin/moderation?status=pending: oldest first, without the viewer's own ads. */
    async queue(viewer: UserRow): Promise<{ items: PendingAd[]; own: number }> {
      const { rows, own } = withoutOwnCases(await pendingAds(db), viewer.id, (ad) => [ad.vendorId]);
      return { items: await pendingJson(db, rows), own };
    },

    /** POST /hm/v1/admin/moderation/{product_id}/claim. */
    async claim(admin: UserRow, id: number): Promise<PendingAd> {
      const ad = await findAd(db, id);
      if (!ad) throw adNotFound();
      if (ad.vendorId === admin.id) throw conflictOfInterest();
      if (ad.status !== 'pending') throw notPending();
      if (!(await takeClaim(db, 'product', id, admin.id, CLAIM_MINUTES))) throw claimed();
      return one(id);
    },

    /** POST /hm/v1/admin/moderation/{product_id}/decision: approve or reject, audited with it. */
    async decide(admin: UserRow, id: number, input: PendingDecision): Promise<PendingAd> {
      await inTransaction(db, async (tx) => {
        const ad = await lockAd(tx, id);
        if (!ad) throw adNotFound();
        if (ad.vendorId === admin.id) throw conflictOfInterest();
        if (ad.status !== 'pending') throw notPending();
        if (await claimOfOther(tx, 'product', id, admin.id)) throw claimed();
        const product = { id: ad.id, name: ad.name, slug: ad.slug };
        let after: Record<string, unknown>;
        if (input.action === 'approve') {
          const status = await setAdStatus(tx, id, 'publish', {
            publishNow: true,
            lifetimeMs: AD_LIFETIME_MS,
          });
          // A suspended seller's ad waits hidden: "published" would not be true (nor reachable).
          if (status === 'publish') await notify(tx, ad.vendorId, 'product_status_publish', { product });
          after = { status };
        } else {
          await setRejected(tx, id, ad.vendorId);
          const decision = await writeRemoval(tx, {
            userId: ad.vendorId,
            objectType: 'product',
            objectId: id,
            title: ad.name,
            action: 'reject_ad',
            reasonCode: input.reason_code,
            text: input.text,
            source: 'own_initiative',
            previousStatus: ad.status,
            decidedBy: admin.id,
            product,
          });
          after = { status: 'rejected', decision_id: decision.id };
        }
        await dropClaim(tx, 'product', id);
        await appendAudit(tx, {
          actorId: admin.id,
          action: input.action === 'approve' ? 'product.approve' : 'product.reject',
          objectType: 'product',
          objectId: id,
          before: { status: ad.status },
          after: { ...after, reason_code: input.reason_code },
          reason: input.text || input.reason_code,
        });
      });
      return one(id);
    },
  };
}

export type PendingService = ReturnType<typeof pendingService>;
