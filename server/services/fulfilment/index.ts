// The protected purchase's service (issue 32), put together from one file per job:
//   trackings.ts  the Shipment Tracking extension's calls (seller ships, both read)
//   receipt.ts    the buyer confirms receipt; the payout is released
//   payout.ts     the hook that releases (or refunds) the held money
//   start.ts      the payment starts the fulfilment (called by completeSale)
//   json.ts       the order answer's `fulfilment`
// Rules in src/core/fulfilment.ts.
import type { Order } from '../../../src/core/orders.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { confirmReceipt } from './receipt.ts';
import { trackingService } from './trackings.ts';

export function fulfilmentService(deps: {
  db: Database;
  limiter: RateLimiter;
  orders: { get(userId: number, orderId: number): Promise<Order> };
}) {
  const { db, orders, limiter } = deps;
  return {
    ...trackingService(db, limiter),
    /** POST /hm/v1/orders/{id}/received (buyer): the order with its fulfilment received. */
    async received(userId: number, orderId: number): Promise<Order> {
      await confirmReceipt(db, userId, orderId);
      return orders.get(userId, orderId);
    },
  };
}

export type FulfilmentService = ReturnType<typeof fulfilmentService>;
