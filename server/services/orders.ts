// Orders (issue 10, spec sections 4, 5 and 7): the service the routes call and the functions
// other services use, put together from one file per job in ./orders/:
//   negotiation.ts  proposals, the PUT actions, the claim of an external listing
//   buy-now.ts      buying at the asking price (an order call without a proposal)
//   reads.ts        one order and the lists
//   notes.ts        the notes of an order
//   sale.ts         completion and refund, for the payment service
//   withdrawal.ts   orders ending because the ad or an account goes
//   expiry.ts       the sweep of lapsed proposals, unpaid acceptances and expired ads
//   scope.ts        the ad's orders under its lock, which every transition shares
//   snapshot.ts     the ad as accepted, kept on the order
// Every rule is src/core/order-machine.ts's.
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import type { Order, OrderCreate } from '../../src/core/orders.ts';
import { orderBuyNow } from './orders/buy-now.ts';
import { orderNegotiation } from './orders/negotiation.ts';
import { orderNotes } from './orders/notes.ts';
import { orderReads } from './orders/reads.ts';
import type { RateLimiter } from './rate-limit.ts';

export { orderForbidden } from './orders/errors.ts';
export { cancelOrdersOfExpiredAds, expireOverdueOrders } from './orders/expiry.ts';
export { createOrderFromClaim } from './orders/negotiation.ts';
export { NOTES_PER_PAGE } from './orders/notes.ts';
export { isReserved } from './orders/scope.ts';
export { completeSale, refundSale } from './orders/sale.ts';
export {
  cancelOrdersOfRemovedProduct,
  endOpenOrdersOf,
  endOrdersOfLeavingUser,
} from './orders/withdrawal.ts';

export function orderService(deps: { db: Database; storage: Storage; limiter: RateLimiter }) {
  const reads = orderReads(deps);
  const { get, list } = reads;
  const { propose, ...negotiation } = orderNegotiation({ ...deps, reads });
  const { buyNow } = orderBuyNow({ ...deps, reads });
  return {
    get,
    list,
    /** POST /wc/v3/orders: a first proposal, or without one a purchase at the asking price. */
    create: (userId: number, input: OrderCreate): Promise<Order> =>
      input.proposal ? propose(userId, { ...input, proposal: input.proposal }) : buyNow(userId, input),
    ...negotiation,
    ...orderNotes({ ...deps, reads }),
  };
}

export type OrderService = ReturnType<typeof orderService>;
