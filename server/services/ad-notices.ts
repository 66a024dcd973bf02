// What the sweep tells sellers about their ads' end (issue 16): product_status_expired for each
// ad it marks expired, in the same statement and transaction as the change, and
// product_expiring for each live ad ending within EXPIRY_WARNING_DAYS, once per ad and end date
// (the unique `once` key decides, so two sweeps at once, or two instances, cannot both tell it).
import { EXPIRY_WARNING_DAYS } from '../../src/core/notifications.ts';
import type { Database } from '../db/client.ts';
import { expireAdsWithNotice, warnExpiringAds } from '../db/repositories/notifications.ts';
import { inTransaction } from '../db/transaction.ts';
import { onNotificationWritten } from './notifications.ts';

/** Expire overdue ads and warn of ending ones; answers how many notifications were written. */
export async function notifyExpiredAds(db: Database): Promise<number> {
  return inTransaction(db, async (tx) => {
    const written = [...(await expireAdsWithNotice(tx)), ...(await warnExpiringAds(tx, EXPIRY_WARNING_DAYS))];
    for (const row of written) await onNotificationWritten(tx, row);
    return written.length;
  });
}
