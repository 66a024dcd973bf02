// The expiry sweep of orders (every five minutes, server/services/expiry-sweep.ts): lapsed
// proposals and unpaid acceptances end, and the negotiations of ads past their 60 days end. One
// transaction per ad under its lock; a failing ad is logged and the others go on.
import { isOpen } from '../../../src/core/order-machine.ts';
import type { Database } from '../../db/client.ts';
import { expiredAdsWithNegotiations, productsWithOverdueOrders } from '../../db/repositories/orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { logError } from '../../lib/log.ts';
import { guarded } from './errors.ts';
import { applyExpiry, endOrder, expireAd, lockScope } from './scope.ts';

/**
 * Ads past their 60 days (the sweep): their negotiations end ('product_removed', by the system),
 * one transaction per ad under its lock. An on-hold order stays: the seller accepted it while the
 * ad was live and the ad has been reserved for that buyer since, so the sale was agreed before
 * the end; the 60 days are how long the ad is offered to new buyers, not a withdrawal by the
 * seller. The buyer may be approving the payment at the provider right now (the capture does not
 * look at the ad's end, server/services/payments.ts), and the 48 hours bound it anyway: paid, it
 * completes (the ad sold); unpaid, it ends 'payment_expired' like any other.
 * The frozen orders behind it end now, since they could only reopen onto an ad that has ended.
 */
export async function cancelOrdersOfExpiredAds(db: Database): Promise<void> {
  for (const productId of await expiredAdsWithNegotiations(db)) {
    await guarded(() =>
      inTransaction(db, async (tx) => {
        const now = new Date();
        const scope = await lockScope(tx, productId);
        // Published again since the question was asked: its negotiations go on.
        if (!scope.product || scope.product.expiresAt > now) return;
        await applyExpiry(tx, scope, now);
        const ending = scope.orders.filter((o) => isOpen(o.status) && o.status !== 'on-hold');
        for (const o of ending) await endOrder(tx, scope, o, 'product_removed', null);
      }),
    ).catch((error: unknown) => logError('order-expiry', error));
  }
}

/** The sweep: every ad with a lapsed proposal or unpaid acceptance, each in its own transaction. */
export async function expireOverdueOrders(db: Database): Promise<void> {
  for (const productId of await productsWithOverdueOrders(db)) {
    await expireAd(db, productId).catch((error: unknown) => logError('order-expiry', error));
  }
}
