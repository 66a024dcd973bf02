// Orders that end because their ad or a party goes: the seller takes the ad down (pause, trash,
// deletion for good) or an account is deleted. Each runs in the caller's transaction, which
// already holds the ad's (or the user's) row.
import { isOpen } from '../../../src/core/order-machine.ts';
import type { Tx } from '../../db/client.ts';
import { eraseShippingOfUnsoldOrders, lockAdsOfUser } from '../../db/repositories/orders.ts';
import { applyExpiry, endOrder, lockScope, reopenFrozen } from './scope.ts';

/**
 * The seller took the ad down (trash, deletion for good, pause): its open orders end with
 * 'product_removed'. Runs in the seller's transaction, which holds the ad's row already.
 */
export async function cancelOrdersOfRemovedProduct(
  tx: Tx,
  productId: number,
  actorId: number,
): Promise<void> {
  const scope = await lockScope(tx, productId);
  for (const o of scope.orders.filter((x) => isOpen(x.status))) {
    await endOrder(tx, scope, o, 'product_removed', actorId);
  }
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
 * side is told by the order's event (notification, push, the chat's system message). Paid orders
 * (completed) go on. All the ads are locked first. Used by account deletion and suspension.
 */
export async function endOpenOrdersOf(tx: Tx, userId: number): Promise<void> {
  const now = new Date();
  for (const ad of await lockAdsOfUser(tx, userId)) {
    if (ad.vendorId === userId) {
      await cancelOrdersOfRemovedProduct(tx, ad.id, userId);
      continue;
    }
    const scope = await lockScope(tx, ad.id);
    await applyExpiry(tx, scope, now);
    const own = scope.orders.filter((o) => o.customerId === userId && isOpen(o.status));
    for (const o of own) await endOrder(tx, scope, o, 'withdrawn', userId);
    await reopenFrozen(tx, scope, now);
  }
}
