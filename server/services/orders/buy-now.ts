// Buy now ("Sofort kaufen", issue 32): POST /wc/v3/orders without a proposal buys the ad at its
// asking price. The order is at once what an accepted proposal is: on-hold, the ad reserved and
// kept as a snapshot, 48 hours to pay, the ad's other negotiations frozen (they reopen if the
// payment lapses). One transaction under the ad's lock, like every transition (./scope.ts): of two
// buyers at once, one gets the phone and the other 409 hm_product_reserved.
import { freezes, isOpen } from '../../../src/core/order-machine.ts';
import type { Order, OrderCreate } from '../../../src/core/orders.ts';
import type { Database } from '../../db/client.ts';
import { loadCatalogue } from '../../db/repositories/catalogue.ts';
import { insertOrder } from '../../db/repositories/order-writes.ts';
import { hasPaymentAccount, proposalTally } from '../../db/repositories/orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordEvent } from '../domain-events.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { guarded, invalidParam } from './errors.ts';
import type { OrderReads } from './reads.ts';
import { endOrder, freezeOthers, lockScopeForBuyer } from './scope.ts';
import { takeAdSnapshot } from './snapshot.ts';
import { completeShipping } from './shipping.ts';

/** The seller cannot be paid yet: nobody can buy the ad now (the proposal still can be made). */
const sellerCannotBePaid = () =>
  new ApiError(400, 'hm_no_payment_account', 'The seller cannot take payments yet: make a proposal.');

/** Another buyer has the ad reserved: a conflict of the moment (409), the same code as elsewhere. */
async function reservedAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'hm_product_reserved') {
      throw new ApiError(409, 'hm_product_reserved', error.message);
    }
    throw error;
  }
}

export function orderBuyNow(deps: { db: Database; limiter: RateLimiter; reads: OrderReads }) {
  const { db, limiter, reads } = deps;
  return {
    /** POST /wc/v3/orders without `proposal`: 201 on-hold at the asking price. */
    async buyNow(userId: number, input: OrderCreate): Promise<Order> {
      const productId = input.line_items[0]?.product_id;
      if (productId === undefined) throw invalidParam('line_items', 'must name one ad');
      const shipping = completeShipping(input.shipping);
      await limiter.hit(RATE_RULES.orderProposalsPerUser, String(userId));
      // The snapshot's term names come from the catalogue, read before the transaction.
      const catalogue = await loadCatalogue(db);
      const bought = await reservedAsConflict(() =>
        guarded(() =>
          inTransaction(db, async (tx) => {
            const now = new Date();
            const { scope, product } = await lockScopeForBuyer(tx, productId, userId, now);
            if (!(await hasPaymentAccount(tx, product.vendorId))) throw sellerCannotBePaid();
            // The buyer's own negotiation of the ad ends: the purchase takes its place.
            for (const own of scope.orders.filter((o) => o.customerId === userId && isOpen(o.status))) {
              await endOrder(tx, scope, own, 'withdrawn', userId);
            }
            // Read with the scope (ending the buyer's own negotiation changed no count).
            const tally = scope.tally ?? (await proposalTally(tx, product.id, userId));
            const row = await insertOrder(tx, {
              productId: product.id,
              productName: product.name,
              customerId: userId,
              vendorId: product.vendorId,
              status: 'on-hold',
              // The asking price is the seller's proposal, accepted by the buyer.
              proposalCents: product.priceCents,
              proposedBy: 'vendor',
              proposedAt: now,
              acceptedAt: now,
              customerProposals: tally.customer,
              vendorProposals: tally.vendor,
              shipping: shipping ?? null,
              adSnapshot: await takeAdSnapshot(tx, catalogue, product.id, now),
            });
            scope.orders.push(row);
            await freezeOthers(tx, scope, row.id, freezes('on-hold'));
            await recordEvent(tx, {
              type: 'order_accepted',
              orderId: row.id,
              productId: product.id,
              actorId: userId,
              recipientIds: [product.vendorId],
              status: 'on-hold',
              priceCents: product.priceCents,
              payload: { buy_now: 1 },
              known: { order: row, product },
            });
            // Nothing after the insert changes the buyer's order: answered as written.
            return row;
          }),
        ),
      );
      return reads.answer(userId, bought);
    },
  };
}
