// What the sweep tells sellers about their ads' end (issue 16): product_status_expired for each
// unsold ad it marks expired, in the same transaction as the change, and product_expiring for
// each live ad ending within EXPIRY_WARNING_DAYS, once per ad and end date (the unique `once` key
// decides, so two sweeps at once, or two instances, cannot both tell it).
import { EXPIRY_WARNING_DAYS } from '../../src/core/notifications.ts';
import type { Database } from '../db/client.ts';
import { adsEndingWithin, expireOverdueAds, type EndingAd } from '../db/repositories/notifications.ts';
import { inTransaction } from '../db/transaction.ts';
import { notifyEach } from './notifications.ts';

const product = (ad: EndingAd) => ({ product: { id: ad.id, name: ad.name, slug: ad.slug } });

/** Expire overdue ads and warn of ending ones; answers how many notifications were written. */
export async function notifyEndingAds(db: Database): Promise<number> {
  return inTransaction(db, async (tx) => {
    const expired = await expireOverdueAds(tx);
    const ending = await adsEndingWithin(tx, EXPIRY_WARNING_DAYS);
    const written = await notifyEach(tx, [
      ...expired.map((ad) => ({
        userId: ad.vendorId,
        type: 'product_status_expired' as const,
        data: product(ad),
      })),
      ...ending.map((ad) => ({
        userId: ad.vendorId,
        type: 'product_expiring' as const,
        data: product(ad),
        once: `product_expiring:${ad.id}:${ad.expiresAt.toISOString()}`,
      })),
    ]);
    return written.length;
  });
}
