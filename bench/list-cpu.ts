// Section `list`: what one home-list request costs the server on the default embedded database
// (PGlite) with the demo marketplace, as a first start seeds it (issue 33). The request is the
// client's first list call (the home page without filters: scenarios.ts, `all, most_recent, p1`).
// In process (app.request, no network): the CPU of this process per request over sequential
// requests (the app's JS and PGlite, which runs inside it), their median latency and the answer's
// size. Then over HTTP against the app in a child process (serve-db.ts) with a fixed number of
// requests in flight: requests/s, latency and the server process's CPU per request (from /proc).
// BENCH_LIST_SEEDED=<folder> keeps the seeded demo data there for the next run (seeding takes
// most of a minute: its photos). BENCH_LIST_PROFILE=1 also records a CPU profile of the
// in-process requests (bench/results/list-latest.cpuprofile; its heaviest functions printed).
// Prints figures, never fails on them.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { localStorage } from '../server/adapters/storage.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { loadCatalogue } from '../server/db/repositories/catalogue.ts';
import { seedIfEmpty } from '../server/db/seed/seed.ts';
import { onCleanup } from './lib/cleanup.ts';
import { freePort, startChild } from './lib/children.ts';
import { writeResult } from './lib/results.ts';
import { kb, ms } from './lib/stats.ts';
import { httpLoad, measureInProcess } from './load.ts';
import { countCpu } from './realtime/cpu.ts';
import { SCENARIOS, scenarioPath } from './scenarios.ts';
import { profileWhile } from './lib/profile.ts';

export interface ListCpuOptions {
  warmup: number;
  requests: number;
  rounds: number;
  concurrency: number;
  httpSeconds: number;
  profile: boolean;
  /** A folder kept between runs: the seeded demo data is copied from it, or into it once seeded. */
  seededDir?: string | undefined;
}

const SERVE_DB = fileURLToPath(new URL('./serve-db.ts', import.meta.url));
const load1 = () => loadavg()[0] ?? 0;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(`rm ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function runListCpu(opts: ListCpuOptions) {
  console.log('\n== list: the home-list request on PGlite with the demo marketplace ==');
  const dbDir = tempDir('handymarkt-bench-list-db-');
  const uploadsDir = tempDir('handymarkt-bench-list-uploads-');
  const kept = opts.seededDir && existsSync(join(opts.seededDir, 'db')) ? opts.seededDir : undefined;
  if (kept) {
    cpSync(join(kept, 'db'), dbDir, { recursive: true });
    cpSync(join(kept, 'uploads'), uploadsDir, { recursive: true });
  }
  const handle = await openDatabase({ kind: 'pglite', dir: dbDir });
  const closeDb = onCleanup('list bench database', () => handle.close());
  const storage = localStorage(uploadsDir);
  const seeded = performance.now();
  await seedIfEmpty(handle.db, storage, { demo: true });
  console.log(
    kept
      ? `demo marketplace copied from ${kept}`
      : `demo marketplace seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const app = createApp({ db: handle.db, config: loadConfig({ DEMO: '0' }), storage, uploadsDir });
  const home = SCENARIOS.find((s) => s.name === 'all, most_recent, p1');
  if (!home) throw new Error('no home-list scenario');
  const path = scenarioPath(home, (await loadCatalogue(handle.db)).catalogue);
  const answer = await app.request(path, { headers: { accept: 'application/json' } });
  const body = await answer.text();
  const ads = (JSON.parse(body) as unknown[]).length;
  console.log(`GET ${path}\nanswer: ${ads} ads, ${kb(body.length)} (${kb(gzipSync(body).length)} gzip)`);

  const loadBefore = load1();
  const measure = () => measureInProcess(app, [path], opts);
  const [inProcess] = opts.profile ? await profileWhile(measure, 'list-latest.cpuprofile') : await measure();
  if (!inProcess) throw new Error('no in-process measurement');
  const loadMiddle = load1();

  await closeDb();
  if (opts.seededDir && !kept) {
    cpSync(dbDir, join(opts.seededDir, 'db'), { recursive: true });
    cpSync(uploadsDir, join(opts.seededDir, 'uploads'), { recursive: true });
  }
  const port = await freePort();
  const server = await startChild({
    label: 'list bench server',
    command: process.execPath,
    args: ['--import', 'tsx', SERVE_DB],
    env: { PORT: String(port), BENCH_DB_KIND: 'pglite', BENCH_DB_DIR: dbDir, BENCH_UPLOADS: uploadsDir },
    ready: /ready \d+/,
    timeoutMs: 120_000,
  });
  const pid = server.proc.pid;
  // The warm-up burst first, outside the counted CPU.
  await httpLoad(`http://127.0.0.1:${port}`, [path], {
    concurrency: opts.concurrency,
    seconds: 1,
    rounds: 1,
    warmupSeconds: 0,
  });
  const cpu = countCpu(pid === undefined ? [] : [pid]);
  const [http] = await httpLoad(`http://127.0.0.1:${port}`, [path], {
    concurrency: opts.concurrency,
    seconds: opts.httpSeconds,
    rounds: opts.rounds,
    warmupSeconds: 0,
  });
  const serverCpu = cpu(http?.requests ?? 0);
  await server.stop();
  const loadAfter = load1();

  console.log(
    `\nlist (home list, ${ads} ads of the demo marketplace, PGlite; load average ` +
      `${loadBefore.toFixed(1)} -> ${loadMiddle.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(
    `  in process, ${inProcess.n} sequential requests: CPU ${ms(inProcess.cpuMs)} ms per request, ` +
      `p50 ${ms(inProcess.p50)} ms, p95 ${ms(inProcess.p95)} ms`,
  );
  if (http) {
    console.log(
      `  HTTP, ${opts.concurrency} in flight for ${opts.httpSeconds} s: ${http.rps.toFixed(0)} requests/s, ` +
        `p50 ${ms(http.p50)} ms, p95 ${ms(http.p95)} ms, server CPU ${ms(serverCpu.serverMs)} ms per request` +
        (http.errors > 0 ? `, ${http.errors} errors` : ''),
    );
  }
  const file = writeResult('list', {
    options: opts,
    path,
    ads,
    bytes: body.length,
    inProcess,
    http,
    serverCpuMs: serverCpu.serverMs,
    loadavg: { before: loadBefore, middle: loadMiddle, after: loadAfter },
  });
  console.log(`raw results: ${file}`);
}
