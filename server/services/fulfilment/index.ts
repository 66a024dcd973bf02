// The protected purchase's service (issue 32), put together from one file per job:
//   trackings.ts  the Shipment Tracking extension's calls (seller ships, both read)
//   label.ts      a DHL label booked for the seller (the tracking added with it)
//   receipt.ts    the buyer (or the auto-receipt job) confirms receipt; the payout is released
//   cancel.ts     not shipped by ship_by: the buyer cancels for a full refund
//   payout.ts     the held money released or refunded, exactly once
//   timers.ts     the jobs' rounds: DHL parcels delivered, the seller reminded to ship
//   start.ts      the payment starts the fulfilment (called by completeSale)
//   json.ts       the order answer's `fulfilment`
// Rules in src/core/fulfilment.ts.
import type { Order } from '../../../src/core/orders.ts';
import type { ParcelProvider } from '../../adapters/dhl.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { cancelNotShipped } from './cancel.ts';
import { labelService } from './label.ts';
import { confirmReceipt } from './receipt.ts';
import { trackingService } from './trackings.ts';

export function fulfilmentService(deps: {
  db: Database;
  limiter: RateLimiter;
  orders: { get(userId: number, orderId: number): Promise<Order> };
  payments: PaymentProvider;
  parcels: ParcelProvider;
}) {
  const { db, orders, limiter, payments } = deps;
  return {
    ...trackingService(db, limiter),
    ...labelService(db, deps.parcels, limiter),
    /** POST /hm/v1/orders/{id}/received (buyer): the order with its fulfilment received. */
    async received(userId: number, orderId: number): Promise<Order> {
      await confirmReceipt(db, payments, userId, orderId);
      return orders.get(userId, orderId);
    },
    /** POST /hm/v1/orders/{id}/cancel (buyer, after ship_by, nothing shipped): refunded. */
    async cancelNotShipped(userId: number, orderId: number): Promise<Order> {
      await cancelNotShipped(db, payments, userId, orderId);
      return orders.get(userId, orderId);
    },
  };
}

export type FulfilmentService = ReturnType<typeof fulfilmentService>;
