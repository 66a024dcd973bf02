// npm run bench [-- latency|list|orders|bundle|lighthouse|photos|realtime|chat|saved-searches ...] (default: all):
// prints figures, never asserts
// timings. Raw results go to bench/results/. Everything started here is stopped at the end.
// Knobs (env): BENCH_DBS=pglite,postgres BENCH_ADS=100000 BENCH_USERS=300 BENCH_WARMUP=20
// BENCH_REQUESTS=200 BENCH_ROUNDS=4 BENCH_CONCURRENCY=8 BENCH_HTTP_SECONDS=3
// BENCH_ORDER_BUYERS=100 BENCH_ORDER_ADS=20 (orders: buyers on ads)
// BENCH_LH_RUNS=3 BENCH_PHOTOS=10 BENCH_ONLY=map (only the scenarios whose name contains it)
// BENCH_RT_CLIENTS=1000 BENCH_RT_CHATS=200 BENCH_RT_RATES=100,250,500 BENCH_RT_SECONDS=5 (realtime)
// BENCH_CHAT_MESSAGES=21 (chat: messages written in turn between two apps)
// BENCH_SAVED_SEARCHES=10000 BENCH_SAVED_PUBLISHES=3 (saved-searches: searches, ads published)
// BENCH_LIST_REQUESTS=1000 BENCH_LIST_PROFILE=1 BENCH_LIST_SEEDED=<folder> (list: the home list on PGlite with the demo data)
import { runBundle } from './bundle-size.ts';
import { runChatLive } from './chat-live.bench.ts';
import { cleanupAll } from './lib/cleanup.ts';
import { runLighthouse } from './lighthouse.ts';
import { runListCpu } from './list-cpu.ts';
import { runOrders } from './orders.bench.ts';
import { runPhotoPipeline } from './photo-pipeline.ts';
import { runRealtime } from './realtime.bench.ts';
import { runSavedSearches } from './saved-searches.bench.ts';
import { runLatency, type DatabaseKind } from './query-latency.ts';

const SECTIONS = [
  'latency',
  'list',
  'orders',
  'bundle',
  'lighthouse',
  'photos',
  'realtime',
  'chat',
  'saved-searches',
] as const;
type Section = (typeof SECTIONS)[number];

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

function chosenSections(args: readonly string[]): Section[] {
  const wanted = args.filter((a) => a !== '--' && a !== 'all');
  const unknown = wanted.filter((a) => !(SECTIONS as readonly string[]).includes(a));
  if (unknown.length > 0) {
    console.error(`unknown section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')} or all`);
    process.exit(2);
  }
  return wanted.length === 0 ? [...SECTIONS] : SECTIONS.filter((s) => wanted.includes(s));
}

/** BENCH_DBS: the databases the latency and orders sections run on. */
function benchDatabases(): DatabaseKind[] {
  const databases = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',').map((d) => d.trim());
  const known = (d: string): d is DatabaseKind => d === 'pglite' || d === 'postgres';
  if (!databases.every(known))
    throw new Error(`BENCH_DBS: pglite and/or postgres, not ${databases.join(',')}`);
  return databases.filter(known);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  if (sections.includes('latency')) {
    await runLatency({
      databases: benchDatabases(),
      ads: int('BENCH_ADS', 100_000),
      users: int('BENCH_USERS', 300),
      warmup: int('BENCH_WARMUP', 20),
      requests: int('BENCH_REQUESTS', 200),
      concurrency: int('BENCH_CONCURRENCY', 8),
      httpSeconds: int('BENCH_HTTP_SECONDS', 3),
      rounds: int('BENCH_ROUNDS', 4),
    });
  }
  if (sections.includes('list')) {
    await runListCpu({
      warmup: int('BENCH_WARMUP', 20) * 5,
      requests: int('BENCH_LIST_REQUESTS', 1000),
      rounds: int('BENCH_ROUNDS', 4),
      concurrency: int('BENCH_CONCURRENCY', 8),
      httpSeconds: int('BENCH_HTTP_SECONDS', 3) * 2,
      profile: process.env.BENCH_LIST_PROFILE === '1',
      seededDir: process.env.BENCH_LIST_SEEDED,
    });
  }
  if (sections.includes('orders')) {
    await runOrders({
      databases: benchDatabases(),
      buyers: int('BENCH_ORDER_BUYERS', 100),
      ads: int('BENCH_ORDER_ADS', 20),
    });
  }
  if (sections.includes('bundle')) await runBundle();
  if (sections.includes('lighthouse')) await runLighthouse(int('BENCH_LH_RUNS', 3));
  if (sections.includes('photos')) await runPhotoPipeline(int('BENCH_PHOTOS', 10));
  if (sections.includes('realtime')) {
    await runRealtime({
      clients: int('BENCH_RT_CLIENTS', 1000),
      chats: int('BENCH_RT_CHATS', 200),
      rates: (process.env.BENCH_RT_RATES ?? '100,250,500')
        .split(',')
        .map(Number)
        .filter((r) => r > 0),
      seconds: int('BENCH_RT_SECONDS', 5),
    });
  }
  if (sections.includes('chat')) await runChatLive(int('BENCH_CHAT_MESSAGES', 21));
  if (sections.includes('saved-searches')) {
    await runSavedSearches({
      databases: benchDatabases(),
      searches: int('BENCH_SAVED_SEARCHES', 10_000),
      publishes: int('BENCH_SAVED_PUBLISHES', 3),
    });
  }
}

let failed = false;
process.once('SIGINT', () => {
  console.error('\ninterrupted: stopping what the bench started');
  void cleanupAll().then(() => process.exit(130));
});
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanupAll();
}
process.exitCode = failed ? 1 : 0;
