// Telling users of a new ad that matches one of their saved searches (issue 16), off the
// publishing request: the publishing transaction only queues the ad (`queueSavedSearchAlert`, one
// row); right after its COMMIT the matcher runs in the background (`kickSavedSearchAlerts`), in a
// transaction of its own that takes the job, prefilters the searches in SQL on indexed columns,
// runs the pure matcher (src/core/saved-search-match.ts) over the rest, records each (search, ad)
// once (primary key) and writes the `saved_search_match` notifications. A job left by a crash, or
// queued on another instance, is taken by the timer (`startSavedSearchAlerts`, every 30 s).
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
import { logError } from '../lib/log.ts';
import { placeResolver } from './near-places.ts';
import { notifyEach } from './notifications.ts';

const POLL_INTERVAL_MS = 30_000;

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
    kickSavedSearchAlerts(db);
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

/** Per database: the matcher's current run, and whether another was asked for meanwhile. */
const runs = new WeakMap<Database, { running: Promise<void>; again: boolean }>();

/** Match every queued ad, one run at a time per database (a kick during a run runs once more). */
export function kickSavedSearchAlerts(scoped: Database, resolvePlace?: PlaceResolver): Promise<void> {
  // The database itself: the matcher's transactions are its own, never a request's.
  const db = rootOf(scoped);
  const current = runs.get(db);
  if (current) {
    current.again = true;
    return current.running;
  }
  const state = { running: Promise.resolve(), again: false };
  state.running = (async () => {
    // Off the caller's stack: the request that published answers without waiting for this.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      // THE place step's resolver: the home list's own packaged lists (server/services/near-places.ts).
      const resolve = resolvePlace ?? (await placeResolver());
      do {
        state.again = false;
        while (await matchOne(db, resolve));
      } while (state.again);
    } finally {
      // In the same turn as the last look at `again`: a kick after it starts a new run.
      runs.delete(db);
    }
  })().catch((error: unknown) => logError('saved search alerts', error));
  runs.set(db, state);
  return state.running;
}

/** Wait until every ad queued so far has been matched (tests, the bench). */
export async function drainSavedSearchAlerts(db: Database): Promise<void> {
  await runs.get(rootOf(db))?.running;
  await kickSavedSearchAlerts(db);
}

/** The timer that takes jobs no kick reached (a crash after the commit, another instance's). */
export function startSavedSearchAlerts(db: Database): () => void {
  const run = () => void kickSavedSearchAlerts(db);
  run();
  const timer = setInterval(run, POLL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
