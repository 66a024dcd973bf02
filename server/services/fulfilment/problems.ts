// A problem with a protected purchase (issue 32, src/core/problems.ts). The buyer reports one on a
// parcel shipped or delivered, before confirming receipt: the fulfilment moves to `problem`, which
// keeps the money held (the receipt and its job leave it alone). The seller answers:
//   accept_return  a DHL return label for the buyer; the refund once the return is delivered
//                  (./problem-rounds.ts polls the parcel);
//   refund         the money back to the buyer at once (fulfilment `returned`, payout refunded);
//   dispute        the case goes to the console (../admin/cases.ts).
// Every change runs in one transaction holding the fulfilment's lock, so a problem and a receipt
// (or the auto-receipt) at once end one way only.
import { sellerMayAnswer, type ProblemAnswer, type ProblemCreate } from '../../../src/core/problems.ts';
import { mayOpenProblem } from '../../../src/core/fulfilment.ts';
import type { ParcelProvider } from '../../adapters/dhl.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database, Tx } from '../../db/client.ts';
import { lockFulfilment, updateFulfilment } from '../../db/repositories/fulfilment.ts';
import { findOrder, type OrderRow } from '../../db/repositories/orders.ts';
import { findUserById } from '../../db/repositories/users.ts';
import {
  insertProblem,
  keepProblemPhotos,
  ownLoosePhotos,
  problemOfOrder,
  returnLabelOf,
  updateProblem,
  type ProblemRow,
} from '../../db/repositories/problems.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordEvent } from '../domain-events.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { invalidParam, notAllowed } from '../orders/errors.ts';
import { refundBuyer } from './money.ts';
import { senderAddress } from './label.ts';
import { sendPayoutSoon } from './payout.ts';
import { buyerOrder, sellerOrder } from './party.ts';

export const returnAddressMissing = () =>
  new ApiError(400, 'hm_return_address_missing', 'A return label needs both parties’ addresses.');
const labelNotFound = () => new ApiError(404, 'hm_return_label_not_found', 'There is no return label.');

/** Where the seller's answer leaves the problem. */
const STATUS_AFTER_ANSWER = {
  refund: 'resolved',
  dispute: 'disputed',
  accept_return: 'returning',
} as const satisfies Record<ProblemAnswer['action'], ProblemRow['status']>;

/** Whether the seller may still answer (src/core/problems.ts: an escalated case too, unless answered). */
const answerable = (p: ProblemRow) => sellerMayAnswer(p.status, p.answeredAt !== null);

export interface ProblemDeps {
  db: Database;
  limiter: RateLimiter;
  storage: Storage;
  parcels: ParcelProvider;
  /** Sends a refund decided here after the COMMIT (./payout.ts). */
  payments: PaymentProvider;
}

/** The problem of a locked, paid order, or 400 when it has none the caller may act on. */
async function lockedProblem(tx: Tx, orderId: number): Promise<ProblemRow> {
  const f = await lockFulfilment(tx, orderId);
  const problem = await problemOfOrder(tx, orderId);
  if (!f || f.status !== 'problem' || !problem) throw notAllowed();
  return problem;
}

/** The refund that ends a problem: fulfilment `returned`, payout refunded (./money.ts). */
export async function endWithRefund(tx: Tx, order: OrderRow): Promise<void> {
  await updateFulfilment(tx, order.id, { status: 'returned' });
  await refundBuyer(tx, order.id);
}

export function problemService({ db, limiter, storage, parcels, payments }: ProblemDeps) {
  /**
   * The return label booked for the seller's accept_return: from the buyer (the order's shipping
   * address) back to where the parcel came from, the seller's label address (senderAddress:
   * billing, else shipping), so a seller who printed the label can always take a return.
   */
  const bookReturn = async (order: OrderRow) => {
    // One after the other: inside a keyed call both go to the call's one transaction.
    const buyer = await findUserById(db, order.customerId);
    const seller = await findUserById(db, order.vendorId);
    const from = order.shipping ?? buyer?.shipping;
    const to = seller && senderAddress(seller);
    if (!buyer || !from || !to) throw returnAddressMissing();
    return parcels.bookReturnLabel({
      reference: `HM-RETURN-${order.id}`,
      sender: {
        name: `${buyer.firstName} ${buyer.lastName}`.trim().slice(0, 50),
        street: from.street,
        postalCode: from.zip.trim(),
        city: from.city,
      },
      recipient: to,
    });
  };

  return {
    /** POST /hm/v1/orders/{id}/problem (buyer; shipped or delivered, before receipt): 201. */
    async open(userId: number, orderId: number, input: ProblemCreate): Promise<ProblemRow> {
      const order = await buyerOrder(db, userId, orderId);
      await limiter.hit(RATE_RULES.problemsPerUser, String(userId));
      const ids = [...new Set(input.photos)];
      const photos = await ownLoosePhotos(db, ids, userId);
      if (photos.length !== ids.length) throw invalidParam('photos', 'must be photos you uploaded');
      const now = new Date();
      return inTransaction(db, async (tx) => {
        const f = await lockFulfilment(tx, orderId);
        const current = await findOrder(tx, orderId);
        if (!f || current?.status !== 'completed' || !mayOpenProblem(f.status)) throw notAllowed();
        const row = await insertProblem(tx, {
          orderId,
          reason: input.reason,
          text: input.text,
          photos: photos.map((p) => ({ id: p.id, src: storage.url(p.path) })),
          status: 'open',
          openedAt: now,
        });
        if (!row) throw notAllowed();
        await keepProblemPhotos(tx, ids);
        await updateFulfilment(tx, orderId, { status: 'problem' });
        await recordEvent(tx, {
          type: 'problem_opened',
          orderId,
          productId: order.productId,
          actorId: userId,
          recipientIds: [order.vendorId],
          status: 'completed',
          payload: { reason: input.reason },
        });
        return row;
      });
    },

    /** POST /hm/v1/orders/{id}/problem/answer (seller): the problem as answered. */
    async answer(userId: number, orderId: number, input: ProblemAnswer): Promise<ProblemRow> {
      const order = await sellerOrder(db, userId, orderId);
      const before = await problemOfOrder(db, orderId);
      if (!before || !answerable(before)) throw notAllowed();
      // The label is booked before the transaction (DHL is not held in a lock); a lost race cancels it.
      const label = input.action === 'accept_return' ? await bookReturn(order) : undefined;
      const now = new Date();
      try {
        const answered = await inTransaction(db, async (tx) => {
          const problem = await lockedProblem(tx, orderId);
          if (!answerable(problem)) throw notAllowed();
          // The money goes back at once only on `refund`; a return refunds once it is delivered.
          if (input.action === 'refund') await endWithRefund(tx, order);
          const row = await updateProblem(tx, problem.id, {
            answerAction: input.action,
            answerText: input.text,
            answeredAt: now,
            status: STATUS_AFTER_ANSWER[input.action],
            ...(label && { returnTrackingNumber: label.trackingNumber, returnLabelPdf: label.pdf }),
          });
          await recordEvent(tx, {
            type: 'problem_answered',
            orderId,
            productId: order.productId,
            actorId: userId,
            recipientIds: [order.customerId],
            status: 'completed',
            payload: { action: input.action },
          });
          return row;
        });
        // A refund decided above is sent once it is committed (the payouts job sends it otherwise).
        if (input.action === 'refund') await sendPayoutSoon(db, payments, orderId, now);
        return answered;
      } catch (e) {
        if (label) await parcels.cancelLabel(label.trackingNumber).catch(() => false);
        throw e;
      }
    },

    /** GET /hm/v1/orders/{id}/return-label.pdf (buyer): the return label's PDF. */
    async returnLabel(userId: number, orderId: number): Promise<Uint8Array> {
      await buyerOrder(db, userId, orderId);
      const pdf = await returnLabelOf(db, orderId);
      if (!pdf) throw labelNotFound();
      return pdf;
    },
  };
}

export type ProblemService = ReturnType<typeof problemService>;
