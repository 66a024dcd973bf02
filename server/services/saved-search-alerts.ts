// Telling users of a new ad that matches one of their saved searches (issue 16), off the
// publishing request: the publishing transaction only queues the ad (`queueSavedSearchAlert`, one
// row); right after its COMMIT the matcher is woken and runs in the background, in a transaction
// of its own that takes the job, prefilters the searches in SQL on indexed columns,
// runs the pure matcher (src/core/saved-search-match.ts) over the rest, records each (search, ad)
// once (primary key) and writes the `saved_search_match` notifications. The matcher is the job
// server/jobs/saved-search-alerts.ts: woken after the COMMIT, and every minute for the ads no
// wake-up reached (a crash after the commit, an instance that stopped).
// See docs/saved-searches.md for why this and not matching inside the publishing transaction.
import type { MatchableAd, PlaceResolver } from '../../src/core/saved-search-match.ts';
import { matchesSavedSearch } from '../../src/core/saved-search-match.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  candidateSavedSearches,
  enqueueSavedSearchJob,
  liveAdForMatching,
  recordSavedSearchMatches,
  takeSavedSearchJob,
  type AdForMatching,
} from '../db/repositories/saved-searches.ts';
import { afterCommit, inTransaction, rootOf } from '../db/transaction.ts';
import { wakeJob } from '../jobs/wake.ts';
import { placeResolver } from './near-places.ts';
import { notifyEach } from './notifications.ts';

/** The job's name (server/jobs/saved-search-alerts.ts). */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';

function matchable(ad: AdForMatching): MatchableAd {
  return {
    terms: {
      pa_system: ad.systemId,
      pa_brand: ad.brandId,
      pa_storage: ad.storageId,
      pa_color: ad.colorId,
      pa_condition: ad.conditionId,
      pa_age: ad.ageId,
    },
    modelId: ad.modelId,
    priceCents: ad.priceCents,
    batteryHealth: ad.batteryHealth,
    activationLockRemoved: ad.activationLockRemoved,
    location: ad.lat !== null && ad.lng !== null ? { lat: ad.lat, lng: ad.lng } : null,
  };
}

/**
 * In the publishing transaction: queue the ad, and start the matcher once that transaction has
 * committed (never before: it must see the ad live, and a rollback must tell nobody).
 */
export async function queueSavedSearchAlert(tx: Tx, db: Database, productId: number): Promise<void> {
  await enqueueSavedSearchJob(tx, productId);
  await afterCommit(() => {
    wakeJob(db, SAVED_SEARCH_ALERTS_JOB);
    return Promise.resolve();
  });
}

/** Match one queued ad in its own transaction; false when the queue was empty. */
async function matchOne(db: Database, resolvePlace: PlaceResolver): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const productId = await takeSavedSearchJob(tx);
    if (productId === undefined) return false;
    // Paused, sold or deleted again before its turn: nobody is told of an ad they cannot open.
    const ad = await liveAdForMatching(tx, productId);
    if (!ad) return true;
    const facts = matchable(ad);
    const matched = (await candidateSavedSearches(tx, ad)).filter((s) =>
      matchesSavedSearch(s.query, facts, resolvePlace),
    );
    const recorded = await recordSavedSearchMatches(
      tx,
      ad.id,
      matched.map((s) => s.id),
    );
    const product = { id: ad.id, name: ad.name, slug: ad.slug };
    await notifyEach(
      tx,
      matched
        .filter((s) => recorded.has(s.id))
        .map((s) => ({
          userId: s.userId,
          type: 'saved_search_match' as const,
          data: { product, savedSearch: { id: s.id, name: s.name } },
          once: `saved_search_match:${s.id}:${ad.id}`,
        })),
    );
    return true;
  });
}

/**
 * The matcher's round: match every ad queued so far, each in its own transaction (several rounds
 * at once, on any instances, take different ads). Tests and the bench call it to wait for it.
 */
export async function drainSavedSearchAlerts(scoped: Database, resolvePlace?: PlaceResolver): Promise<void> {
  // The database itself: the matcher's transactions are its own, never a request's.
  const db = rootOf(scoped);
  // THE place step's resolver: the home list's own packaged lists (server/services/near-places.ts).
  const resolve = resolvePlace ?? (await placeResolver());
  while (await matchOne(db, resolve));
}
