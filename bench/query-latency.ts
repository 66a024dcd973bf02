// Section 1: home-list latency at 100,000 ads on PGlite and on PostgreSQL, through the real app.
// Per database: seed; warm up, then ≥200 sequential in-process requests (app.request) per
// scenario in interleaved rounds; a few cold requests (no cached total); EXPLAIN ANALYZE of every
// statement of every scenario (the slowest scenario's worst plan is printed); then the same
// scenarios over HTTP against a child process serving the app (@hono/node-server on 127.0.0.1)
// with a fixed number of requests in flight, for requests/s.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localStorage } from '../server/adapters/storage.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type DatabaseTarget } from '../server/db/client.ts';
import { loadCatalogue } from '../server/db/repositories/catalogue.ts';
import { invalidateProductTotals } from '../server/db/repositories/products.ts';
import { createApp } from '../server/app.ts';
import { explainRequest, type ExplainedStatement } from './explain.ts';
import { onCleanup } from './lib/cleanup.ts';
import { freePort, startChild } from './lib/children.ts';
import { writeResult, writeText } from './lib/results.ts';
import { ms, summarise, table } from './lib/stats.ts';
import {
  httpLoad,
  measureInProcess,
  timeRequest,
  type HttpLoadResult,
  type InProcessResult,
} from './load.ts';
import { startPostgres } from './postgres.ts';
import { SCENARIOS, scenarioPath } from './scenarios.ts';
import { seedBenchMarketplace, type SeedReport } from './seed-ads.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface LatencyOptions {
  databases: DatabaseKind[];
  ads: number;
  users: number;
  warmup: number;
  requests: number;
  concurrency: number;
  /** Per scenario, spread over the rounds. */
  httpSeconds: number;
  /** Measurements are taken in this many interleaved rounds over all scenarios. */
  rounds: number;
}

export const TARGET_P95_MS = 25;
/** BENCH_ONLY=map runs only the scenarios whose name contains it. */
const ONLY = process.env.BENCH_ONLY;
const CHOSEN = ONLY ? SCENARIOS.filter((s) => s.name.includes(ONLY)) : SCENARIOS;
const COLD_SAMPLES = 5;

interface ScenarioResult {
  name: string;
  path: string;
  filtered: boolean;
  inProcess: InProcessResult;
  /** Median of a few requests each made right after the cached totals were dropped. */
  coldMs: number;
  /** EXPLAIN ANALYZE execution time of the page query and of the count(*) query (one run, warm). */
  listMs: number;
  countMs: number;
  statements: ExplainedStatement[];
  http?: HttpLoadResult;
}

export interface DatabaseResult {
  kind: DatabaseKind;
  seed: SeedReport;
  scenarios: ScenarioResult[];
  /** 1-minute load average before and after (the machine may be shared). */
  loadavg: { before: number; after: number };
}

const SERVE_DB = fileURLToPath(new URL('./serve-db.ts', import.meta.url));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(`rm ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function benchDatabase(kind: DatabaseKind, opts: LatencyOptions): Promise<DatabaseResult> {
  console.log(`\n== ${kind}: seeding ${opts.ads.toLocaleString('en')} ads ==`);
  const pg = kind === 'postgres' ? await startPostgres() : undefined;
  const target: DatabaseTarget = pg
    ? { kind: 'postgres', url: pg.url }
    : { kind: 'pglite', dir: tempDir('handymarkt-bench-pglite-') };
  const handle = await openDatabase(target);
  const closeDb = onCleanup(`${kind} database`, () => handle.close());

  const seed = await seedBenchMarketplace(handle.db, { ads: opts.ads, users: opts.users });
  console.log(
    `seeded ${seed.ads} ads, ${seed.users} users, ${seed.media} photos, ${seed.accessories} accessories in ` +
      `${(seed.ms.total / 1000).toFixed(1)} s (ads ${seed.ms.ads} ms, photos+accessories ${seed.ms.media} ms, ` +
      `VACUUM ANALYZE ${seed.ms.analyze} ms)`,
  );

  const uploadsDir = tempDir('handymarkt-bench-uploads-');
  const deps = { config: loadConfig({ DEMO: '0' }), storage: localStorage(uploadsDir) };
  const app = createApp({ ...deps, db: handle.db });
  const { catalogue } = await loadCatalogue(handle.db);

  const loadBefore = loadavg()[0] ?? 0;
  const paths = CHOSEN.map((scenario) => scenarioPath(scenario, catalogue));
  console.log(
    `${CHOSEN.length} scenarios x ${opts.requests} in-process requests in ${opts.rounds} interleaved rounds`,
  );
  const measured = await measureInProcess(app, paths, opts);
  const results: ScenarioResult[] = [];
  for (const [i, scenario] of CHOSEN.entries()) {
    const path = paths[i] ?? '';
    const inProcess = measured[i];
    if (!inProcess) throw new Error(`no measurement for ${scenario.name}`);
    // The first request for a filter after its cached total expired (or on a fresh server).
    const cold: number[] = [];
    for (let n = 0; n < COLD_SAMPLES; n++) {
      invalidateProductTotals(handle.db);
      cold.push((await timeRequest(app, path)).ms);
    }
    const statements = await explainRequest(handle, deps, path);
    const timeOf = (pattern: RegExp) =>
      statements.find((s) => pattern.test(s.sql))?.executionMs ?? Number.NaN;
    results.push({
      name: scenario.name,
      path,
      filtered: scenario.filtered,
      inProcess,
      coldMs: summarise(cold).p50,
      // The page's statement; a cold one (as explained here) also counts, unless past the end.
      listMs: timeOf(/^select json_build_array/),
      countMs: timeOf(/^select count\(\*\)/),
      statements,
    });
    console.log(`  ${scenario.name}: p50 ${ms(inProcess.p50)} ms, p95 ${ms(inProcess.p95)} ms`);
  }
  const slowest = results.reduce((a, b) => (b.inProcess.p95 > a.inProcess.p95 ? b : a));
  printExplain(kind, results, slowest);

  // The HTTP server is a separate process (as in production); PGlite allows one opener at a time.
  await closeDb();
  const port = await freePort();
  const server = await startChild({
    label: `${kind} bench server`,
    command: process.execPath,
    args: ['--import', 'tsx', SERVE_DB],
    env: {
      PORT: String(port),
      BENCH_DB_KIND: kind,
      BENCH_DB_URL: pg?.url,
      BENCH_DB_DIR: target.kind === 'pglite' ? (target.dir ?? '') : undefined,
      BENCH_UPLOADS: uploadsDir,
    },
    ready: /ready \d+/,
    timeoutMs: 120_000,
  });
  const http = await httpLoad(`http://127.0.0.1:${port}`, paths, {
    concurrency: opts.concurrency,
    seconds: opts.httpSeconds,
    rounds: opts.rounds,
    warmupSeconds: 0.3,
  });
  for (const [i, r] of results.entries()) r.http = http[i];
  await server.stop();
  await pg?.stop();

  const loadAfter = loadavg()[0] ?? 0;
  return { kind, seed, scenarios: results, loadavg: { before: loadBefore, after: loadAfter } };
}

/** All plans to a file; the slowest scenario's statements and its slowest plan to the console. */
function printExplain(kind: DatabaseKind, results: ScenarioResult[], slowest: ScenarioResult) {
  const lines = [`-- ${kind}: EXPLAIN (ANALYZE, BUFFERS) of every statement of every scenario`];
  for (const r of results) {
    lines.push(`\n\n==== ${r.name}: ${r.path}`);
    for (const s of r.statements) {
      lines.push(`\n-- ${ms(s.executionMs)} ms: ${s.sql}\n-- params: ${JSON.stringify(s.params)}\n${s.plan}`);
    }
  }
  const file = writeText(`explain-${kind}-latest.txt`, `${lines.join('\n')}\n`);
  const sorted = [...slowest.statements].sort((a, b) => b.executionMs - a.executionMs);
  console.log(`\nslowest scenario (${kind}, by p95): ${slowest.name}; its statements by execution time:`);
  for (const s of sorted) console.log(`  ${ms(s.executionMs).padStart(7)} ms  ${s.sql.slice(0, 100)}`);
  const top = sorted[0];
  if (top) console.log(`\nEXPLAIN ANALYZE of its slowest statement:\n${top.sql}\n${top.plan}`);
  console.log(`(all plans: ${file})`);
}

export function printLatencyTable(result: DatabaseResult, opts: LatencyOptions) {
  console.log(
    `\n${result.kind}, ${result.seed.ads.toLocaleString('en')} ads (load average ` +
      `${result.loadavg.before.toFixed(1)} -> ${result.loadavg.after.toFixed(1)} on ${cpus().length} cores): ` +
      `p50/p95/p99 over ${opts.requests} sequential in-process requests, app CPU per request, ` +
      `a request with no cached total (cold), EXPLAIN ANALYZE of the page's statement (counting too, ` +
      `as a cold one does) and of a count query of its own (only past the last page); ` +
      `HTTP: ${opts.concurrency} in flight for ${opts.httpSeconds} s`,
  );
  const rows = result.scenarios.map((s) => [
    s.name,
    String(s.inProcess.total),
    ms(s.inProcess.p50),
    ms(s.inProcess.p95),
    ms(s.inProcess.p99),
    ms(s.inProcess.cpuMs),
    ms(s.coldMs),
    ms(s.listMs),
    ms(s.countMs),
    s.http ? ms(s.http.p50) : '-',
    s.http ? ms(s.http.p95) : '-',
    s.http ? s.http.rps.toFixed(0) : '-',
  ]);
  const header = [
    'scenario',
    'matches',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'cpu ms',
    'cold ms',
    'page q ms',
    'count q ms',
  ];
  console.log(table([...header, 'http p50', 'http p95', 'req/s'], rows));
  // The home map's requests (by bounding box) against the same target.
  const map = result.scenarios.filter((s) => /\/clusters\?|[?&]bbox=/.test(s.path));
  const worstMap = [...map].sort((a, b) => b.inProcess.p95 - a.inProcess.p95)[0];
  if (worstMap) {
    const mapVerdict = worstMap.inProcess.p95 < TARGET_P95_MS ? 'within' : 'OVER';
    console.log(
      `map by bounding box: worst p95 ${ms(worstMap.inProcess.p95)} ms (${worstMap.name}), ${mapVerdict} the ` +
        `${TARGET_P95_MS} ms target`,
    );
  }
  const filtered = result.scenarios.filter((s) => s.filtered);
  const worst = [...filtered].sort((a, b) => b.inProcess.p95 - a.inProcess.p95)[0];
  if (!worst) return;
  const verdict = worst.inProcess.p95 < TARGET_P95_MS ? 'within' : 'OVER';
  console.log(
    `worst filtered p95: ${ms(worst.inProcess.p95)} ms (${worst.name}), ${verdict} the ${TARGET_P95_MS} ms target`,
  );
}

export async function runLatency(opts: LatencyOptions): Promise<DatabaseResult[]> {
  const results: DatabaseResult[] = [];
  for (const kind of opts.databases) results.push(await benchDatabase(kind, opts));
  console.log('\n=== Query latency ===');
  for (const r of results) printLatencyTable(r, opts);
  const path = writeResult('latency', { options: opts, results });
  console.log(`\nraw results: ${path}`);
  return results;
}
