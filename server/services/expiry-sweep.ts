// The sweep, at start and every few minutes: ads past their 60 days are marked expired (reads
// already treat them as expired, so nothing depends on this timer surviving a restart) and their
// sellers told, sellers of ads ending within 3 days warned once per end date (issue 16), and
// stored idempotent answers older than a day are forgotten, and so are the per-day view records
// of days before yesterday and rate limit windows that ended (a guesser trying random e-mails
// would otherwise leave a row for each). Photos no ad took within a day are erased with their files,
// and so are the temp files of uploads a crashed process left (server/lib/upload-temp.ts).
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { deleteOldKeys } from '../db/repositories/idempotency.ts';
import { deleteOldProductViews } from '../db/repositories/product-views.ts';
import { deleteOldHits } from '../db/repositories/rate-limits.ts';
import { logError } from '../lib/log.ts';
import { removeStaleUploads } from '../lib/upload-temp.ts';
import { sweepOrphanMedia } from './media.ts';
import { notifyEndingAds } from './ad-notices.ts';
import { cancelOrdersOfExpiredAds, expireOverdueOrders } from './orders.ts';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** Longer than the longest rate limit window (an hour). */
const RATE_WINDOWS_KEPT_S = 2 * 60 * 60;

/** One round of the sweep (the timer's, and tests'). */
export async function sweepOnce(db: Database, storage: Storage): Promise<void> {
  await Promise.all([
    notifyEndingAds(db),
    deleteOldKeys(db),
    deleteOldProductViews(db),
    deleteOldHits(db, RATE_WINDOWS_KEPT_S),
    sweepOrphanMedia(db, storage),
    removeStaleUploads(),
    // Proposals unanswered for 48 hours and acceptances unpaid for 48 hours end (issue 10),
    // and so do the negotiations of ads past their 60 days (an accepted sale keeps its 48 hours).
    expireOverdueOrders(db),
    cancelOrdersOfExpiredAds(db),
  ]);
}

export function startExpirySweep(db: Database, storage: Storage): () => void {
  const sweep = () => sweepOnce(db, storage).catch((error: unknown) => logError('sweep', error));
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
