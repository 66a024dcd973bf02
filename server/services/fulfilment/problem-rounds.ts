// The problem's timers (issue 32), run by the jobs problem-escalation and return-tracking
// (server/jobs/) on the runner's clock:
//   escalateProblems   a problem the seller left unanswered for 3 days goes to the console;
//   trackReturns       a return parcel DHL delivered to the seller ends the problem with the
//                      refund (fulfilment `returned`, payout refunded, both told).
import { ESCALATE_AFTER_DAYS } from '../../../src/core/problems.ts';
import type { ParcelProvider } from '../../adapters/dhl.ts';
import type { Database } from '../../db/client.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import {
  problemOfOrder,
  problemsToEscalate,
  returnsOnTheWay,
  updateProblem,
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

/** Move problems open since 3 days to the console (`escalated`); answers how many moved. */
export async function escalateProblems(db: Database, now: Date): Promise<number> {
  const due = await problemsToEscalate(db, new Date(now.getTime() - ESCALATE_AFTER_DAYS * DAY_MS));
  let moved = 0;
  for (const orderId of due) {
    await inTransaction(db, async (tx) => {
      await lockFulfilment(tx, orderId);
      const p = await problemOfOrder(tx, orderId);
      if (p?.status !== 'open') return; // answered meanwhile
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
      if (f?.status !== 'problem' || p?.status !== 'returning' || !order) return;
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
