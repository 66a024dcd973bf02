// The sale's end, for the payment service: the capture completes an on-hold order (the ad sold,
// the other negotiations of it ended) and a refund marks it refunded. Each runs in the caller's
// transaction and locks the ad first, like every order transition.
import { isOpen } from '../../../src/core/order-machine.ts';
import type { Tx } from '../../db/client.ts';
import { findOrder, lockOrder, markProductSold } from '../../db/repositories/orders.ts';
import { recordEvent } from '../domain-events.ts';
import { refundFulfilment, startFulfilment } from '../fulfilment/start.ts';
import { notAllowed, orderForbidden } from './errors.ts';
import { change, endOrder, lockScope } from './scope.ts';

/**
 * The buyer paid (capture): on-hold -> completed, the ad sold (out of stock), every other open
 * order of the ad cancelled 'sold_to_other'. Runs in the caller's transaction; locks the ad first.
 */
export async function completeSale(tx: Tx, orderId: number): Promise<void> {
  const first = await findOrder(tx, orderId);
  if (!first) throw orderForbidden();
  const scope = await lockScope(tx, first.productId);
  const order = scope.orders.find((o) => o.id === orderId) ?? (await lockOrder(tx, orderId));
  if (!order || order.status !== 'on-hold') throw notAllowed();
  const now = new Date();
  const done = await change(tx, scope, order.id, { status: 'completed', paidAt: now, completedAt: now });
  if (order.productId !== null) await markProductSold(tx, order.productId);
  // Paid: the seller ships, the money held until the buyer has the phone (issue 32).
  await startFulfilment(tx, order.id, now);
  for (const other of scope.orders.filter((o) => o.id !== orderId && isOpen(o.status))) {
    await endOrder(tx, scope, other, 'sold_to_other', null);
  }
  await recordEvent(tx, {
    type: 'order_completed',
    orderId,
    productId: done.productId,
    actorId: done.customerId,
    recipientIds: [done.vendorId, done.customerId],
    status: 'completed',
    priceCents: done.proposalCents,
  });
}

/** The money went back: completed -> refunded. The ad stays sold (out of stock). */
export async function refundSale(tx: Tx, orderId: number, actorId: number | null): Promise<void> {
  const first = await findOrder(tx, orderId);
  if (!first) throw orderForbidden();
  const scope = await lockScope(tx, first.productId);
  const order = scope.orders.find((o) => o.id === orderId) ?? (await lockOrder(tx, orderId));
  if (!order || order.status !== 'completed') throw notAllowed();
  await change(tx, scope, order.id, { status: 'refunded', refundedAt: new Date() });
  await refundFulfilment(tx, order.id);
  await recordEvent(tx, {
    type: 'order_refunded',
    orderId,
    productId: order.productId,
    actorId,
    recipientIds: [order.customerId, order.vendorId].filter((id) => id !== actorId),
    status: 'refunded',
    priceCents: order.proposalCents,
  });
}
