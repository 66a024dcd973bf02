// The console's "Fälle" (issue 32, src/core/problems.ts): the problems the seller disputed, left
// unanswered for 3 days, or whose accepted return DHL had not delivered after 10. The queue shows
// the oldest payment first, and so a case on day 25 after
// the payment or later on top (PayPal releases a held capture itself after 28 days), marked
// urgent. An admin decides refund_buyer or release_seller with a text: audited in the decision's
// transaction, both parties told. Nobody decides a case they are a party to (issue 30): the queue
// leaves it out and counts it, a decision answers 403 hm_conflict_of_interest.
import { centsToApiAmount } from '../../../src/core/money.ts';
import {
  CASE_QUEUE_STATUSES,
  dayOfCase,
  isUrgentCase,
  type AdminCase,
  type CaseDecisionInput,
} from '../../../src/core/problems.ts';
import type { Database } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import { lockFulfilment, updateFulfilment } from '../../db/repositories/fulfilment.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import {
  caseQueue,
  findProblem,
  problemOfOrder,
  updateProblem,
  type CaseQueueRow,
} from '../../db/repositories/problems.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordEvent } from '../domain-events.ts';
import { problemJson } from '../fulfilment/problem-json.ts';
import { sendPayoutSoon } from '../fulfilment/payout.ts';
import { endWithRefund } from '../fulfilment/problems.ts';
import { releaseSeller } from '../fulfilment/money.ts';
import { conflictOfInterest, withoutOwnCases } from './conflict.ts';

const caseNotFound = () => new ApiError(404, 'hm_case_not_found', 'There is no such case.');
const caseClosed = () => new ApiError(409, 'hm_case_closed', 'This case is no longer open.');

const isQueued = (status: string) => (CASE_QUEUE_STATUSES as readonly string[]).includes(status);

function caseJson(r: CaseQueueRow, now: Date): AdminCase {
  return {
    ...problemJson(r.problem),
    order: {
      id: r.orderId,
      total: centsToApiAmount(r.priceCents, 'always'),
      paid_at: r.paidAt.toISOString(),
    },
    product: { id: r.productId, name: r.productName },
    buyer: { id: r.customerId, name: `${r.buyerFirst} ${r.buyerLast}`.trim() },
    seller: { id: r.vendorId, name: `${r.sellerFirst} ${r.sellerLast}`.trim() },
    day: dayOfCase(r.paidAt, now),
    urgent: isUrgentCase(r.paidAt, now),
  };
}

export function adminCaseService({ db, payments }: { db: Database; payments: PaymentProvider }) {
  const queue = async (admin: UserRow, now: Date) => {
    const all = (await caseQueue(db)).map((r) => caseJson(r, now));
    // Oldest payment first already; the urgent ones stay on top however the list is cut.
    all.sort((a, b) => Number(b.urgent) - Number(a.urgent));
    const { rows, own } = withoutOwnCases(all, admin.id, (c) => [c.buyer.id, c.seller.id]);
    return { items: rows, own };
  };

  return {
    /** GET /hm/v1/admin/cases: the open cases (without the admin's own, counted). */
    queue: (admin: UserRow) => queue(admin, new Date()),

    /** POST /hm/v1/admin/cases/{id}/decision: the case as decided. */
    async decide(admin: UserRow, problemId: number, input: CaseDecisionInput): Promise<AdminCase> {
      const found = await findProblem(db, problemId);
      if (!found) throw caseNotFound();
      const order = await findOrder(db, found.orderId);
      if (!order) throw caseNotFound();
      if (order.customerId === admin.id || order.vendorId === admin.id) throw conflictOfInterest();
      const now = new Date();
      await inTransaction(db, async (tx) => {
        const f = await lockFulfilment(tx, order.id);
        const p = await problemOfOrder(tx, order.id);
        if (!f || !p || f.status !== 'problem' || !isQueued(p.status)) throw caseClosed();
        if (input.decision === 'refund_buyer') {
          await endWithRefund(tx, order);
        } else {
          // The seller keeps the sale: the purchase counts as received, the reviews open.
          await updateFulfilment(tx, order.id, {
            status: 'received',
            receivedAt: now,
            protectionEndsAt: now,
          });
          await releaseSeller(tx, order.id);
        }
        await updateProblem(tx, p.id, {
          status: 'decided',
          decision: input.decision,
          decisionText: input.text,
          decidedAt: now,
          decidedBy: admin.id,
        });
        await appendAudit(tx, {
          actorId: admin.id,
          action: `case.${input.decision}`,
          objectType: 'order',
          objectId: order.id,
          before: { problem: p.status, fulfilment: f.status, payout: f.payoutStatus },
          after: {
            problem: 'decided',
            fulfilment: input.decision === 'refund_buyer' ? 'returned' : 'received',
            payout: input.decision === 'refund_buyer' ? 'refunded' : 'released',
          },
          reason: input.text,
        });
        await recordEvent(tx, {
          type: 'problem_decided',
          orderId: order.id,
          productId: order.productId,
          actorId: null,
          recipientIds: [order.customerId, order.vendorId],
          status: 'completed',
          payload: { decision: input.decision },
        });
      });
      // The refund or release decided above is sent once committed (else by the payouts job).
      await sendPayoutSoon(db, payments, order.id, now);
      const decided = (await caseQueueOne(db, problemId, now)) ?? undefined;
      if (!decided) throw caseNotFound();
      return decided;
    },
  };
}

/** One case in the console's shape, whatever its status (after a decision it left the queue). */
async function caseQueueOne(db: Database, problemId: number, now: Date): Promise<AdminCase | undefined> {
  const row = (await caseQueue(db, problemId))[0];
  return row ? caseJson(row, now) : undefined;
}

export type AdminCaseService = ReturnType<typeof adminCaseService>;
