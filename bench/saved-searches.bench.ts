// Section `saved-searches` (issue 16): the time from an ad's publication to the saved-search
// alert, with 10,000 saved searches of 2,000 users. The app runs in this process on PGlite (in
// memory) and on a throwaway PostgreSQL; the seller publishes through the real route
// (POST /wc/v3/products); the clock runs from sending it until the last matching search's
// saved_search_match notification is committed. The matching is the saved-search alerts job, run by
// the job runner as server/main.ts starts it (woken by the publishing COMMIT). Prints the
// publishing call's own time too (the matching runs after its commit, so it must not grow with the
// searches).
// Knobs (env): BENCH_DBS=pglite,postgres BENCH_SAVED_SEARCHES=10000 BENCH_SAVED_PUBLISHES=3
import { and, count, eq, sql } from 'drizzle-orm';
import type { AdCreate } from '../src/core/ad-form.ts';
import { MAX_PRICE_CENTS } from '../src/core/boundaries.ts';
import { matchesSavedSearch, type MatchableAd } from '../src/core/saved-search-match.ts';
import type { SavedSearchQuery } from '../src/core/saved-searches.ts';
import { configuredMailer } from '../server/adapters/mail.ts';
import { parcelProvider } from '../server/adapters/dhl.ts';
import { sandboxProvider } from '../server/adapters/payments.ts';
import { localStorage } from '../server/adapters/storage.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../server/db/client.ts';
import { media, notifications, savedSearches, terms, users } from '../server/db/schema.ts';
import { seedCatalogue } from '../server/db/seed/catalogue-seed.ts';
import { startJobs, type JobRunner } from '../server/jobs/runner.ts';
import savedSearchAlerts from '../server/jobs/saved-search-alerts.ts';
import { placeResolver } from '../server/services/near-places.ts';
import { tokenService } from '../server/services/tokens.ts';
import { writeResult } from './lib/results.ts';
import { ms } from './lib/stats.ts';
import { startPostgres } from './postgres.ts';
import type { DatabaseKind } from './query-latency.ts';

export interface SavedSearchBenchOptions {
  databases: DatabaseKind[];
  searches: number;
  publishes: number;
}

const SEARCHES_PER_USER = 5;
const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function termIds(
  db: Database,
  taxonomy: string,
): Promise<{ id: number; slug: string; parentId: number | null }[]> {
  return db
    .select({ id: terms.id, slug: terms.slug, parentId: terms.parentId })
    .from(terms)
    .where(eq(terms.taxonomy, taxonomy));
}

/** A mix of what buyers save: a brand, a price ceiling, a battery floor, a storage size. */
function randomQuery(brands: number[], storages: number[]): SavedSearchQuery {
  const q: SavedSearchQuery = {};
  const attributes: NonNullable<SavedSearchQuery['attributes']> = [];
  if (Math.random() < 0.6) attributes.push({ taxonomy: 'pa_brand', term_ids: [pick(brands)] });
  if (Math.random() < 0.2) attributes.push({ taxonomy: 'pa_storage', term_ids: [pick(storages)] });
  if (attributes.length > 0) q.attributes = attributes;
  if (Math.random() < 0.6) q.max_price = (100 + Math.floor(Math.random() * 900)) * 100;
  if (Math.random() < 0.3) q.min_price = (50 + Math.floor(Math.random() * 300)) * 100;
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) delete q.min_price;
  if (Math.random() < 0.3) q.min_battery_health = pick([80, 85, 90, 95]);
  return q;
}

async function benchOne(kind: DatabaseKind, opts: SavedSearchBenchOptions) {
  console.log(`\n== saved searches on ${kind}: ${opts.searches} saved searches ==`);
  const pg = kind === 'postgres' ? await startPostgres() : undefined;
  const target: DatabaseTarget = pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite', dir: null };
  const handle = await openDatabase(target);
  let jobs: JobRunner | undefined;
  try {
    const { db } = handle;
    await seedCatalogue(db);
    const one = async (taxonomy: string, slug: string) => {
      const found = (await termIds(db, taxonomy)).find((t) => t.slug === slug);
      if (!found) throw new Error(`no ${taxonomy} ${slug}`);
      return found;
    };
    const brand = await one('pa_brand', 'apple');
    const facts = {
      system: brand.parentId ?? 0,
      brand: brand.id,
      model: (await one('pa_model', 'iphone-13')).id,
      storage: (await one('pa_storage', '128-gb')).id,
      color: (await one('pa_color', 'blau')).id,
      condition: (await one('pa_condition', 'gut')).id,
      age: (await one('pa_age', '1-2-jahre')).id,
    };
    const brands = (await termIds(db, 'pa_brand')).map((t) => t.id).slice(0, 6);
    const storages = (await termIds(db, 'pa_storage')).map((t) => t.id);

    // The searchers: users and their saved searches, written in batches.
    const userCount = Math.ceil(opts.searches / SEARCHES_PER_USER);
    const userIds: number[] = [];
    for (let start = 0; start < userCount; start += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, userCount - start) }, (_, i) => ({
            email: `bench-searcher-${start + i}@example.test`,
            firstName: 'Ben',
            lastName: `Sucher${start + i}`,
          })),
        )
        .returning({ id: users.id });
      userIds.push(...rows.map((r) => r.id));
    }
    const queries = Array.from({ length: opts.searches }, () => randomQuery(brands, storages));
    for (let start = 0; start < queries.length; start += 1000) {
      await db.insert(savedSearches).values(
        queries.slice(start, start + 1000).map((query, i) => ({
          userId: userIds[Math.floor((start + i) / SEARCHES_PER_USER)] ?? 0,
          name: `Suche ${start + i}`,
          query,
          priceFrom: query.min_price ?? 0,
          priceTo: query.max_price ?? MAX_PRICE_CENTS,
        })),
      );
    }

    const [seller] = await db
      .insert(users)
      .values({ email: 'bench-seller@example.test', firstName: 'Sophie', lastName: 'Bench' })
      .returning({ id: users.id, version: users.tokenVersion });
    if (!seller) throw new Error('seller not written');
    const config = loadConfig({ DEMO: '0' });
    const storage = localStorage('/nonexistent');
    const app = createApp({ db, config, storage });
    const tokens = tokenService(db, { secret: undefined, ttlHours: 1 });
    jobs = await startJobs({
      executeSql: handle.executeSql,
      listen: handle.listen,
      soleInstance: kind === 'pglite',
      jobs: [savedSearchAlerts],
      deps: {
        db,
        storage,
        mailer: configuredMailer(config, db),
        tokens,
        payments: sandboxProvider(undefined),
        parcels: parcelProvider(config).provider,
        origin: 'https://handymarkt.test',
        config,
      },
    });
    const token = await tokens.issue({
      userId: seller.id,
      version: seller.version,
    });

    const runs: { price: number; matching: number; publishMs: number; firstMs: number; allMs: number }[] = [];
    const resolvePlace = await placeResolver();
    for (let run = 0; run < opts.publishes; run++) {
      const priceCents = [34900, 19900, 79900][run % 3] ?? 34900;
      const ad: MatchableAd = {
        terms: {
          pa_system: facts.system,
          pa_brand: facts.brand,
          pa_storage: facts.storage,
          pa_color: facts.color,
          pa_condition: facts.condition,
          pa_age: facts.age,
        },
        modelId: facts.model,
        priceCents,
        batteryHealth: 87,
        activationLockRemoved: true,
        location: null,
      };
      const matching = queries.filter((q) => matchesSavedSearch(q, ad, resolvePlace)).length;
      const [photo] = await db
        .insert(media)
        .values({
          ownerId: seller.id,
          path: `bench/${run}.jpg`,
          thumbPath: `bench/${run}-thumb.jpg`,
          width: 1080,
          height: 1080,
        })
        .returning({ id: media.id });
      const body: AdCreate = {
        regular_price: String(priceCents / 100),
        description: 'Bench ad.',
        attributes: [
          { taxonomy: 'pa_system', term_ids: [facts.system] },
          { taxonomy: 'pa_brand', term_ids: [facts.brand] },
          { taxonomy: 'pa_model', term_ids: [facts.model] },
          { taxonomy: 'pa_storage', term_ids: [facts.storage] },
          { taxonomy: 'pa_color', term_ids: [facts.color] },
          { taxonomy: 'pa_condition', term_ids: [facts.condition] },
          { taxonomy: 'pa_age', term_ids: [facts.age] },
          { taxonomy: 'pa_accesories', term_ids: [] },
        ],
        images: [{ id: photo?.id ?? 0 }],
        location: null,
        status: 'publish',
        battery_health: 87,
        activation_lock_removed: true,
        repairs: '',
      };
      const told = async () => {
        const [row] = await db
          .select({ n: count() })
          .from(notifications)
          .where(
            and(
              eq(notifications.type, 'saved_search_match'),
              sql`(${notifications.data}->'product'->>'id')::int = ${productId}`,
            ),
          );
        return row?.n ?? 0;
      };
      let productId = 0;
      const started = performance.now();
      const res = await app.request('/wp-json/wc/v3/products', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const publishMs = performance.now() - started;
      if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
      productId = ((await res.json()) as { id: number }).id;
      let firstMs = Number.NaN;
      let seen = 0;
      while (seen < matching && performance.now() - started < 60_000) {
        seen = await told();
        if (seen > 0 && Number.isNaN(firstMs)) firstMs = performance.now() - started;
        if (seen < matching) await sleep(50);
      }
      const allMs = performance.now() - started;
      if (seen !== matching) throw new Error(`expected ${matching} alerts, ${seen} were written`);
      runs.push({ price: priceCents / 100, matching, publishMs, firstMs, allMs });
      console.log(
        `  ad at ${priceCents / 100} €: ${matching} of ${opts.searches} searches match; publish call ${ms(publishMs)}, first alert ${ms(firstMs)}, all alerts ${ms(allMs)} (target < 5 s)`,
      );
    }
    return { kind, searches: opts.searches, runs };
  } finally {
    await jobs?.stop();
    await handle.close();
    await pg?.stop();
  }
}

export async function runSavedSearches(opts: SavedSearchBenchOptions): Promise<void> {
  const results = [];
  for (const kind of opts.databases) results.push(await benchOne(kind, opts));
  console.log(`\nraw results: ${writeResult('saved-searches', results)}`);
}
