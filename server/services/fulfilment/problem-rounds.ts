// The problem's timers (issue 32), run by the jobs problem-escalation and return-tracking
// (server/jobs/) on the runner's clock:
//   escalateProblems   a problem the seller left unanswered for 3 days goes to the console, and
//                      so does a return DHL has not delivered 10 days after the seller accepted it
//                      (the money would be held for ever otherwise);
//   trackReturns       a return parcel DHL delivered to the seller ends the problem with the
//                      refund (fulfilment `returned`, payout refunded, both told), an overdue one
//                      in the console too, as long as no admin decided.
import { ESCALATE_AFTER_DAYS, RETURN_OVERDUE_AFTER_DAYS } from '../../../src/core/problems.ts';
import type { ParcelProvider } from '../../adapters/dhl.ts';
import type { Database } from '../../db/client.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import {
  problemOfOrder,
  problemsToEscalate,
  returnsOnTheWay,
  updateProblem,
  type EscalationCutoffs,
  type ProblemRow,
} from '../../db/repositories/problems.ts';
import { lockFulfilment } from '../../db/repositories/fulfilment.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import { recordEvent } from '../domain-events.ts';
import { sendPayoutSoon } from './payout.ts';
import { endWithRefund } from './problems.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The job that runs trackReturns (server/jobs/return-tracking.ts). */
export const RETURN_TRACKING_JOB = 'return-tracking';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Whether a problem (read under the fulfilment's lock) is still due for the console. */
function isDue(p: ProblemRow | undefined, cutoffs: EscalationCutoffs): boolean {
  if (p?.status === 'open') return p.openedAt <= cutoffs.unansweredSince;
  return (
    p?.status === 'returning' &&
    !p.returnDeliveredAt &&
    !!p.answeredAt &&
    p.answeredAt <= cutoffs.returnAcceptedBefore
  );
}

/** Move the problems due (unanswered, or an overdue return) to the console; answers how many moved. */
export async function escalateProblems(db: Database, now: Date): Promise<number> {
  const cutoffs: EscalationCutoffs = {
    unansweredSince: daysBefore(now, ESCALATE_AFTER_DAYS),
    returnAcceptedBefore: daysBefore(now, RETURN_OVERDUE_AFTER_DAYS),
  };
  let moved = 0;
  for (const orderId of await problemsToEscalate(db, cutoffs)) {
    await inTransaction(db, async (tx) => {
      await lockFulfilment(tx, orderId);
      const p = await problemOfOrder(tx, orderId);
      if (!p || !isDue(p, cutoffs)) return; // answered or delivered meanwhile
      await updateProblem(tx, p.id, { status: 'escalated', escalatedAt: now });
      moved++;
    });
  }
  return moved;
}

/** Ask DHL about each return on its way; a delivered one refunds the buyer. */
export async function trackReturns(
  db: Database,
  parcels: ParcelProvider,
  payments: PaymentProvider,
  now: Date,
): Promise<number> {
  let ended = 0;
  for (const { orderId, number } of await returnsOnTheWay(db)) {
    const parcel = await parcels.track(number);
    if (parcel?.status !== 'delivered') continue;
    await inTransaction(db, async (tx) => {
      const f = await lockFulfilment(tx, orderId);
      const p = await problemOfOrder(tx, orderId);
      const order = await findOrder(tx, orderId);
      // Returning, or overdue in the console and not yet decided: the seller has the phone back.
      const onTheWay = p?.status === 'returning' || p?.status === 'escalated';
      if (f?.status !== 'problem' || !onTheWay || !order) return;
      await updateProblem(tx, p.id, {
        status: 'resolved',
        returnDeliveredAt: parcel.deliveredAt ?? now,
      });
      await endWithRefund(tx, order);
      await recordEvent(tx, {
        type: 'problem_decided',
        orderId,
        productId: order.productId,
        actorId: null,
        recipientIds: [order.customerId, order.vendorId],
        status: 'completed',
        payload: { decision: 'refund_buyer', by: 'return_delivered' },
      });
      ended++;
    });
    await sendPayoutSoon(db, payments, orderId, now);
  }
  return ended;
}
