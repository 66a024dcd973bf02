// Section `orders` (issue 10): proposals and accepts under load. 100 concurrent buyers on 20 ads
// (5 per ad) propose, answer counters, counter again past their limit and accept, while each ad's
// seller counters and accepts in parallel bursts, so accepts race each other and the buyers'
// accepts. All over real HTTP against the app in a child process (as in production), on PGlite
// and on PostgreSQL. Prints p50/p95 per call and, queried from the database at the end, the
// invariants broken (must be 0): more than one on-hold or completed order per ad, more than
// three proposals by one party in one negotiation, more than one open order per buyer and ad.
// Knobs (env): BENCH_DBS=pglite,postgres BENCH_ORDER_BUYERS=100 BENCH_ORDER_ADS=20; BENCH_ORDER_PG=socket
// (the server reaches PostgreSQL over its Unix socket; default: TCP on 127.0.0.1, as in issue 33);
// BENCH_ORDER_CPU_PROF=<dir>: the server child writes a V8 CPU profile there when it stops;
// BENCH_ORDER_READS=events: each buyer reads its order when its realtime socket tells of a
// change, as the app does, instead of every 40-80 ms (orders-pace.ts); BENCH_ORDER_CLIENT=fetch:
// the buyers and sellers call over fetch, as before 1 December (default: node:http,
// bench/lib/api-call.ts). The CPU each side spent over the timed run is printed, from /proc.
// Two rounds, each on buyers and ads of its own (1 December): the server's first burst, on the
// pool's new connections (as after a restart), then, after a lull of BENCH_ORDER_LULL_MS (12 s:
// longer than the 10 s node-postgres closed idle connections after, before issue 33's ninth
// round), the same burst again on the connections the first one prepared, as a server that has
// been running meets it.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_PROPOSALS_PER_PARTY } from '../src/core/constants.ts';
import { openDatabase, type DatabaseTarget } from '../server/db/client.ts';
import { onCleanup } from './lib/cleanup.ts';
import { client, fetchTransport, transport, type Call } from './orders-client.ts';
import { buyerScript, sellerScript } from './orders-scripts.ts';
import { brokenCount, countInvariants, type Invariants } from './orders-invariants.ts';
import { freePort, startChild } from './lib/children.ts';
import { benchMarketplace, type Actor, type BenchAd } from './lib/marketplace-seed.ts';
import { writeResult } from './lib/results.ts';
import { ms, summarise, table, type Summary } from './lib/stats.ts';
import { onEvents, polling, type Pace } from './orders-pace.ts';
import { startPostgres } from './postgres.ts';
import { countCpu, type CpuPerMessage } from './realtime/cpu.ts';
import type { DatabaseKind } from './query-latency.ts';

export interface OrdersBenchOptions {
  databases: DatabaseKind[];
  buyers: number;
  ads: number;
}

const readsOnEvents = process.env.BENCH_ORDER_READS === 'events';

const SERVE_DB = fileURLToPath(new URL('./serve-db.ts', import.meta.url));

type Buyer = Actor & { realtimeToken: string };

interface Seeded {
  ads: BenchAd[];
  buyers: Buyer[];
}

/** One burst: 100 buyers on 20 ads at once, timed. */
export interface OrdersRound {
  /** 'first burst' (the pool's connections new) or 'second burst' (connections prepared). */
  label: string;
  seconds: number;
  calls: (Summary & { label: string; ok: number; refused: number; failed: number })[];
  /** CPU per call over the round: the server, PostgreSQL (0 on PGlite) and the clients. */
  cpu: CpuPerMessage;
  /** The machine's load average as the round ended. */
  load: number;
}

export interface OrdersBenchResult {
  kind: DatabaseKind;
  buyers: number;
  ads: number;
  rounds: OrdersRound[];
  invariants: Invariants;
  broken: number;
  client: 'http' | 'fetch';
  /** How the buyers learnt of their orders' changes (orders-pace.ts). */
  reads: Pace['label'];
}

const ROUNDS = ['first burst', 'second burst'] as const;
/** The quiet time between the bursts. */
const LULL_MS = Number(process.env.BENCH_ORDER_LULL_MS ?? 12_000);

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(`rm ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Sellers with a payment account and one ad each, buyers, and a bearer token for everyone. */
async function seed(target: DatabaseTarget, opts: OrdersBenchOptions): Promise<Seeded> {
  const handle = await openDatabase(target);
  try {
    const market = await benchMarketplace(handle.db, 'bench');
    const ads: BenchAd[] = [];
    for (let i = 0; i < opts.ads; i++)
      ads.push(await market.ad(await market.person('seller', i), i, 25_000 + i * 1_234));
    const buyers: Buyer[] = [];
    for (let i = 0; i < opts.buyers; i++) {
      const buyer = await market.person('buyer', i);
      const realtimeToken = await market.tokens.issueRealtime({ userId: buyer.id, version: buyer.version });
      buyers.push({ ...buyer, realtimeToken });
    }
    return { ads, buyers };
  } finally {
    await handle.close();
  }
}

async function benchOrders(kind: DatabaseKind, opts: OrdersBenchOptions): Promise<OrdersBenchResult> {
  const via = kind === 'postgres' && process.env.BENCH_ORDER_PG === 'socket' ? ' (Unix socket)' : '';
  console.log(`\n== orders on ${kind}${via}: ${opts.buyers} buyers on ${opts.ads} ads ==`);
  const pg = kind === 'postgres' ? await startPostgres() : undefined;
  const target: DatabaseTarget = pg
    ? { kind: 'postgres', url: pg.url }
    : { kind: 'pglite', dir: tempDir('handymarkt-bench-orders-') };
  // Each round on buyers and ads of its own, seeded together.
  const seeded = await seed(target, {
    ...opts,
    buyers: opts.buyers * ROUNDS.length,
    ads: opts.ads * ROUNDS.length,
  });
  const roundOf = (i: number): Seeded => ({
    ads: seeded.ads.slice(i * opts.ads, (i + 1) * opts.ads),
    buyers: seeded.buyers.slice(i * opts.buyers, (i + 1) * opts.buyers),
  });

  // The app serves from its own process; PGlite allows one opener at a time, so the bench's
  // handle is closed while it runs and opened again to count.
  const port = await freePort();
  const server = await startChild({
    label: `${kind} orders bench server`,
    command: process.execPath,
    args: [
      ...(process.env.BENCH_ORDER_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_ORDER_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      SERVE_DB,
    ],
    env: {
      PORT: String(port),
      BENCH_DB_KIND: kind,
      BENCH_DB_URL: via ? pg?.socketUrl : pg?.url,
      BENCH_DB_DIR: target.kind === 'pglite' ? (target.dir ?? '') : undefined,
      BENCH_UPLOADS: tempDir('handymarkt-bench-orders-uploads-'),
      // Each buyer's socket from an address of its own, as behind a proxy (orders-pace.ts).
      BENCH_TRUST_PROXY: readsOnEvents ? '1' : undefined,
    },
    ready: /ready \d+/,
    timeoutMs: 120_000,
  });
  // Warm up (JIT, the catalogue cache, the first connections); these calls are not counted.
  const warm = client(port, []);
  const warmer = seeded.buyers[0];
  if (warmer) for (let i = 0; i < 30; i++) await warm('warm-up', warmer, 'GET', '/wc/v3/orders?customer=me');
  const rounds: OrdersRound[] = [];
  for (const [i, label] of ROUNDS.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, LULL_MS));
    rounds.push(await runRound(label, port, server.proc.pid ?? 0, roundOf(i)));
  }
  await server.stop();

  const invariants = await countInvariants(target);
  await pg?.stop();
  const broken = brokenCount(invariants);
  const clientKind: OrdersBenchResult['client'] = transport === fetchTransport ? 'fetch' : 'http';
  return {
    kind,
    buyers: opts.buyers,
    ads: opts.ads,
    rounds,
    invariants,
    broken,
    client: clientKind,
    reads: readsOnEvents ? 'events' : 'polling',
  };
}

/** One timed burst: every buyer's and seller's script at once, on the round's own ads. */
async function runRound(label: string, port: number, serverPid: number, round: Seeded): Promise<OrdersRound> {
  const pace = readsOnEvents ? await onEvents(port, round.buyers) : polling;
  const calls: Call[] = [];
  const send = client(port, calls);
  const cpuOfRun = countCpu([serverPid]);
  const started = performance.now();
  await Promise.all([
    ...round.buyers.map((buyer, i) => {
      const ad = round.ads[i % round.ads.length];
      return ad ? buyerScript(send, buyer, ad, pace) : Promise.resolve();
    }),
    ...round.ads.map((ad) => sellerScript(send, ad)),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuOfRun(calls.length);
  await pace.close();
  const labels = [...new Set(calls.map((c) => c.label))];
  const summaries = labels.map((call) => {
    const mine = calls.filter((c) => c.label === call);
    return {
      label: call,
      ...summarise(mine.map((c) => c.ms)),
      ok: mine.filter((c) => c.status >= 200 && c.status < 300).length,
      refused: mine.filter((c) => c.status >= 400 && c.status < 500).length,
      failed: mine.filter((c) => c.status === 0 || c.status >= 500).length,
    };
  });
  return { label, seconds, calls: summaries, cpu, load: loadavg()[0] ?? 0 };
}

function print(result: OrdersBenchResult) {
  console.log(
    `\norders on ${result.kind}: ${result.buyers} buyers on ${result.ads} ads over HTTP, reading their orders ` +
      `${result.reads === 'events' ? 'when their socket tells of a change' : 'every 40-80 ms'}, ` +
      `clients over ${result.client}, ${cpus().length} cores`,
  );
  for (const round of result.rounds) printRound(round);
  const inv = result.invariants;
  console.log(
    `invariants broken (both bursts): ${result.broken} (ads with more than one on-hold/completed order ` +
      `${inv.adsWithSeveralSales}, orders over ${MAX_PROPOSALS_PER_PARTY} proposals per party ` +
      `${inv.ordersOverProposalLimit} (by events ${inv.partiesOverProposalEvents}), buyers with two open orders ` +
      `on one ad ${inv.buyersWithSeveralOpenOrders})`,
  );
  console.log(`orders by status: ${JSON.stringify(inv.statuses)}`);
}

function printRound(round: OrdersRound) {
  const note =
    round.label === 'first burst'
      ? "the server's first, on new connections, as after a restart"
      : `${(LULL_MS / 1000).toFixed(0)} s after the first, on the connections it prepared`;
  console.log(
    `\n${round.label} (${note}): ${round.seconds.toFixed(1)} s, load average ${round.load.toFixed(1)}`,
  );
  console.log(
    table(
      ['call', 'n', 'p50 ms', 'p95 ms', 'max ms', '2xx', '4xx', 'failed'],
      round.calls.map((c) => [
        c.label,
        String(c.n),
        ms(c.p50),
        ms(c.p95),
        ms(c.max),
        String(c.ok),
        String(c.refused),
        String(c.failed),
      ]),
    ),
  );
  const calls = round.calls.reduce((sum, c) => sum + c.n, 0);
  const seconds = (perCall: number) => ((perCall * calls) / 1000).toFixed(2);
  console.log(
    `CPU over the burst (s; per call in ms): server ${seconds(round.cpu.serverMs)} ` +
      `(${round.cpu.serverMs.toFixed(2)}), PostgreSQL ${seconds(round.cpu.postgresMs)} ` +
      `(${round.cpu.postgresMs.toFixed(2)}), clients ${seconds(round.cpu.clientsMs)} (${round.cpu.clientsMs.toFixed(2)})`,
  );
}

export async function runOrders(opts: OrdersBenchOptions): Promise<OrdersBenchResult[]> {
  const results: OrdersBenchResult[] = [];
  for (const kind of opts.databases) {
    const result = await benchOrders(kind, opts);
    print(result);
    results.push(result);
  }
  console.log(`(raw results: ${writeResult('orders', results)})`);
  return results;
}
