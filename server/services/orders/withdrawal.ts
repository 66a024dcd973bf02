// Orders that end because their ad or a party goes: the seller takes the ad down (pause, trash,
// deletion for good) or an account is deleted. Each runs in the caller's transaction, which
// already holds the ad's (or the user's) row.
import { isOpen } from '../../../src/core/order-machine.ts';
import type { Tx } from '../../db/client.ts';
import { eraseShippingOfUnsoldOrders, lockAdsOfUser } from '../../db/repositories/order-retention.ts';
import type { OrderRow } from '../../db/repositories/orders.ts';
import { productForNotice } from '../../db/repositories/notifications.ts';
import { notifyEach, type NotificationToWrite } from '../notifications.ts';
import { applyExpiry, endOrder, lockScope, reopenFrozen } from './scope.ts';

/**
 * The seller took the ad down (trash, deletion for good, pause): its open orders end with
 * 'product_removed'. Runs in the seller's transaction, which holds the ad's row already.
 */
export async function cancelOrdersOfRemovedProduct(
  tx: Tx,
  productId: number,
  actorId: number,
): Promise<OrderRow[]> {
  const scope = await lockScope(tx, productId);
  const open = scope.orders.filter((x) => isOpen(x.status));
  for (const o of open) await endOrder(tx, scope, o, 'product_removed', actorId);
  return open;
}

/**
 * The account of `userId` is being deleted (in the deletion's transaction, which holds the user's
 * row): every open order of theirs ends (endOpenOrdersOf), and the address leaves every order
 * but the completed and refunded ones, which stay as the record (with the address the seller
 * shipped to).
 */
export async function endOrdersOfLeavingUser(tx: Tx, userId: number): Promise<void> {
  await endOpenOrdersOf(tx, userId);
  await eraseShippingOfUnsoldOrders(tx, userId);
}

/**
 * Every open (unpaid) order of `userId` ends, in the caller's transaction, which holds the user's
 * row: as the seller, like an ad taken down ('product_removed'); as the buyer, withdrawn
 * ('withdrawn'), and the ad's frozen negotiations reopen where the machine lets them. The other
 * side is told by the order's event (its order page, the chat's system message) and by the bell
 * and a push (issue 30: `order_party_inactive`, which says the other account is no longer
 * active, never why). Paid orders (completed) go on. All the ads are locked first. Used by
 * account deletion and suspension.
 */
export async function endOpenOrdersOf(tx: Tx, userId: number): Promise<void> {
  const now = new Date();
  const ended: OrderRow[] = [];
  for (const ad of await lockAdsOfUser(tx, userId)) {
    if (ad.vendorId === userId) {
      ended.push(...(await cancelOrdersOfRemovedProduct(tx, ad.id, userId)));
      continue;
    }
    const scope = await lockScope(tx, ad.id);
    await applyExpiry(tx, scope, now);
    const own = scope.orders.filter((o) => o.customerId === userId && isOpen(o.status));
    for (const o of own) await endOrder(tx, scope, o, 'withdrawn', userId);
    ended.push(...own);
    await reopenFrozen(tx, scope, now);
  }
  const told: NotificationToWrite[] = [];
  for (const order of ended) {
    // The ad deleted for good: its name as the order kept it.
    const product = order.productId === null ? undefined : await productForNotice(tx, order.productId);
    told.push({
      userId: order.customerId === userId ? order.vendorId : order.customerId,
      type: 'order_party_inactive',
      data: {
        product: product ?? { id: order.productId ?? 0, name: order.productName, slug: '' },
        orderId: order.id,
        customerId: order.customerId,
        vendorId: order.vendorId,
      },
    });
  }
  await notifyEach(tx, told);
}
