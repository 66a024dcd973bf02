// The rounds of the housekeeping jobs (server/jobs/: ad-expiry, old-records, file-sweep), each run
// at start and every few minutes. Ads past their 60 days are marked expired (reads already treat
// them as expired, so nothing depends on a round running on time) and their sellers told, sellers
// of ads ending within 3 days warned once per end date (issue 16), and overdue negotiations end.
// Stored idempotent answers (the keyed requests' claims) older than a day are forgotten, and so
// are the per-day view records of days before yesterday and rate limit windows that ended (a
// guesser trying random e-mails would otherwise leave a row for each). Photos no ad took within a
// day are erased with their files, and so are the temp files of uploads a crashed process left
// (server/lib/upload-temp.ts).
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { deleteOldKeys } from '../db/repositories/idempotency.ts';
import { deleteOldProductViews } from '../db/repositories/product-views.ts';
import { deleteOldHits } from '../db/repositories/rate-limits.ts';
import { removeStaleUploads } from '../lib/upload-temp.ts';
import { sweepOrphanMedia } from './media.ts';
import { notifyEndingAds } from './ad-notices.ts';
import { cancelOrdersOfExpiredAds, expireOverdueOrders } from './orders.ts';

/** Longer than the longest rate limit window (an hour). */
const RATE_WINDOWS_KEPT_S = 2 * 60 * 60;

/** Ads ending and ended, and negotiations past their time. */
export async function expireRound(db: Database): Promise<void> {
  await Promise.all([
    notifyEndingAds(db),
    // Proposals unanswered for 48 hours and acceptances unpaid for 48 hours end (issue 10),
    // and so do the negotiations of ads past their 60 days (an accepted sale keeps its 48 hours).
    expireOverdueOrders(db),
    cancelOrdersOfExpiredAds(db),
  ]);
}

/** Records kept for a while only: idempotency claims, views of past days, rate limit windows. */
export async function forgetRound(db: Database): Promise<void> {
  await Promise.all([deleteOldKeys(db), deleteOldProductViews(db), deleteOldHits(db, RATE_WINDOWS_KEPT_S)]);
}

/** Orphaned photos with their files, and temp files of uploads of dead processes. */
export async function fileSweepRound(db: Database, storage: Storage): Promise<void> {
  await Promise.all([sweepOrphanMedia(db, storage), removeStaleUploads()]);
}

/** The three rounds at once (tests). */
export async function sweepOnce(db: Database, storage: Storage): Promise<void> {
  await Promise.all([expireRound(db), forgetRound(db), fileSweepRound(db, storage)]);
}
