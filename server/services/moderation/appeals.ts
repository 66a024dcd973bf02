// The appeal queue (issue 18, DSA Art. 20): a reviewer other than the decision's author upholds
// or reverses it. Reversing restores the ad (published again while its lifetime lasts, else the
// state it had) or shows the message again. The user is told (appeal_outcome, linking to the
// statement, which carries the answer); the audit entry is written in the same transaction.
import type { AdminAppeal, AppealDecision } from '../../../src/core/moderation.ts';
import type { ProductStatus } from '../../../src/core/products.ts';
import { AD_LIFETIME_MS } from '../../../src/core/product-lifecycle.ts';
import type { Database, Tx } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import {
  appealQueue,
  decideAppealRow,
  findAppeal,
  findDecisionsByIds,
  lockAd,
  lockAppeal,
  lockDecision,
  setAdStatus,
  type AppealRow,
  type DecisionRow,
} from '../../db/repositories/moderation-decisions.ts';
import { namesOf } from '../../db/repositories/reports.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { conflictOfInterest, withoutOwnCases } from '../admin/conflict.ts';
import { notify } from '../notifications.ts';
import { decisionJson } from './decisions.ts';
import { chatAdOfMessage, restoreRemovedMessage } from './message-removal.ts';

const appealNotFound = () => new ApiError(404, 'hm_appeal_not_found', 'No appeal with this id.');

async function appealsJson(db: Database, rows: readonly AppealRow[]): Promise<AdminAppeal[]> {
  const decisions = new Map(
    (
      await findDecisionsByIds(
        db,
        rows.map((r) => r.decisionId),
      )
    ).map((d) => [d.id, d]),
  );
  const ids = rows.flatMap((r) => [r.userId, r.decidedBy ?? 0, decisions.get(r.decisionId)?.decidedBy ?? 0]);
  const names = await namesOf(
    db,
    ids.filter((id) => id > 0),
  );
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return rows.flatMap((row) => {
    const decision = decisions.get(row.decisionId);
    if (!decision) return [];
    return [
      {
        id: row.id,
        status: row.status,
        text: row.text,
        created_at: row.createdAt.toISOString(),
        user: { id: row.userId, name: names.get(row.userId) ?? '' },
        decision: decisionJson(decision, row),
        decided_by: person(row.decidedBy),
        decision_by: person(decision.decidedBy),
        answer: row.answer,
        decided_at: row.decidedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** What a reversed decision gives back; answers the restored state for the audit entry. */
async function undo(tx: Tx, decision: DecisionRow): Promise<Record<string, unknown>> {
  if (decision.objectType === 'message') {
    await restoreRemovedMessage(tx, Number(decision.objectId));
    return { message: { removed: false } };
  }
  const ad = await lockAd(tx, Number(decision.objectId));
  // Deleted, or moved on since (the seller trashed it): nothing to give back.
  if (!ad || ad.status !== 'rejected') return { product: ad ? { status: ad.status } : null };
  const wasPending = decision.previousStatus === 'pending';
  const live = wasPending || ad.expiresAt.getTime() > Date.now();
  const previous = (decision.previousStatus ?? 'publish') as ProductStatus;
  const status: ProductStatus = live ? 'publish' : previous === 'publish' ? 'expired' : previous;
  await setAdStatus(tx, ad.id, status, { publishNow: wasPending, lifetimeMs: AD_LIFETIME_MS });
  return { product: { status } };
}

export function appealService({ db }: { db: Database }) {
  const one = async (id: number): Promise<AdminAppeal> => {
    const row = await findAppeal(db, id);
    if (!row) throw appealNotFound();
    const [json] = await appealsJson(db, [row]);
    if (!json) throw appealNotFound();
    return json;
  };

  return {
    /** GET /hm/v1/admin/appeals?status; the open queue without (and counting) the viewer's own. */
    async queue(status: 'open' | 'decided', viewer: UserRow): Promise<{ items: AdminAppeal[]; own: number }> {
      const all = await appealQueue(db, status);
      const { rows, own } =
        status === 'open' ? withoutOwnCases(all, viewer.id, (a) => [a.userId]) : { rows: all, own: 0 };
      return { items: await appealsJson(db, rows), own };
    },

    /** POST /hm/v1/admin/appeals/{id}/decision. */
    async decide(admin: UserRow, id: number, input: AppealDecision): Promise<AdminAppeal> {
      await inTransaction(db, async (tx) => {
        const appeal = await lockAppeal(tx, id);
        if (!appeal) throw appealNotFound();
        if (appeal.status !== 'open') {
          throw new ApiError(409, 'hm_appeal_decided', 'This appeal has been decided already.');
        }
        const decision = await lockDecision(tx, appeal.decisionId);
        if (!decision) throw appealNotFound();
        // The appeal is about the admin's own content: another admin decides it.
        if (decision.userId === admin.id || appeal.userId === admin.id) throw conflictOfInterest();
        if (decision.decidedBy === admin.id) {
          throw new ApiError(
            403,
            'hm_appeal_same_reviewer',
            'An appeal is decided by someone other than the author of the decision.',
          );
        }
        const reverse = input.action === 'reverse';
        const restored = reverse ? await undo(tx, decision) : {};
        const status = reverse ? 'reversed' : 'upheld';
        await decideAppealRow(tx, id, { status, answer: input.text, decidedBy: admin.id });
        await notify(tx, decision.userId, 'appeal_outcome', {
          decisionId: decision.id,
          outcome: status,
          ...(decision.objectType === 'product'
            ? { product: { id: Number(decision.objectId), name: decision.objectTitle, slug: '' } }
            : { about: 'message' as const, product: await chatAdOfMessage(tx, decision.objectTitle) }),
        });
        await appendAudit(tx, {
          actorId: admin.id,
          action: 'appeal.decide',
          objectType: 'appeal',
          objectId: id,
          before: { status: appeal.status },
          after: { status, decision_id: decision.id, ...restored },
          reason: input.text,
        });
      });
      return one(id);
    },
  };
}

export type AppealService = ReturnType<typeof appealService>;
