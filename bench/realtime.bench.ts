// Section `realtime` (issue 16): chat messages from the sender's HTTP call to the other member's
// WebSocket, on PostgreSQL. 1,000 clients connected, 200 chats active, messages sent open-loop at
// fixed rates; prints p50/p95/p99 from send to arrival, the messages per second held, how many were
// lost or arrived twice (must be 0), the same with two server instances (every message crosses
// from one to the other), the server's memory per 1,000 sockets, and a reconnect after 100 missed
// messages (exactly those 100 must arrive). Never asserts: it prints.
// Knobs (env): BENCH_RT_CLIENTS=1000 BENCH_RT_CHATS=200 BENCH_RT_RATES=100,250,500 BENCH_RT_SECONDS=5
// BENCH_RT_CPU_PROF=<dir>: each server instance writes a V8 CPU profile there when it stops.
// BENCH_RT_ONE_INSTANCE=1: skip the two instances (profiling one).
// BENCH_RT_TIMELINE=1: print each rate's slowest arrival per quarter second (a stall, a backlog).
// BENCH_RT_COLD_RATE=500: the rate of the cold start (a new server process, its clients
// reconnecting, then COLD_START_SECONDS of messages at once); its p99 is printed on its own line.
// BENCH_RT_PG=socket|tcp: how the servers reach PostgreSQL on this machine (default socket, as a
// server beside its database is set up: DATABASE_URL=postgres://user@/db?host=/run/postgresql).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client.ts';
import { rateLimits } from '../server/db/schema.ts';
import { freePort, startChild, type Child } from './lib/children.ts';
import { benchMarketplace, type Actor, type BenchAd, type BenchMarketplace } from './lib/marketplace-seed.ts';
import { writeResult } from './lib/results.ts';
import { startPostgres } from './postgres.ts';
import { measureRoundTrip } from './realtime/gauge.ts';
import { connect, DeliveryLog, inBatches, type BenchSocket, type OnMessage } from './realtime/sockets.ts';
import { countCpu } from './realtime/cpu.ts';
import { print, type ColdStart, type RateResult, type ReconnectResult } from './realtime/report.ts';
import { atRate, openChat, send, sleep } from './realtime/traffic.ts';

export interface RealtimeBenchOptions {
  clients: number;
  chats: number;
  rates: number[];
  seconds: number;
}

const SERVE_DB = fileURLToPath(new URL('./serve-db.ts', import.meta.url));
/**
 * Each rate is measured in its steady state, as on a server that has been running at it: after a
 * warm-up at that same rate (not counted, but its p99 is printed beside). A cold server meeting
 * 500 messages/s at once queues for seconds while V8 optimises the send's path at that load and
 * the pools grow (BENCH_RT_TIMELINE shows it), and that backlog would weigh on the figure.
 */
const WARM_UP_SECONDS = 5;
/**
 * What users meet after a restart under load (issue 33): a new server process (nothing compiled,
 * no pool connection open), every client reconnecting, then messages at the cold rate at once.
 */
const COLD_START_SECONDS = 10;

interface Instance {
  port: number;
  child: Child;
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** Resident memory of a process in bytes (Linux). */
const rssOf = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function startInstance(url: string): Promise<Instance> {
  const port = await freePort();
  const child = await startChild({
    label: `realtime bench server ${port}`,
    command: process.execPath,
    args: [
      ...(process.env.BENCH_RT_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_RT_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      SERVE_DB,
    ],
    env: { PORT: String(port), BENCH_DB_KIND: 'postgres', BENCH_DB_URL: url, BENCH_TRUST_PROXY: '1' },
    ready: /ready \d+/,
    timeoutMs: 120_000,
  });
  return { port, child };
}

/** Each member's socket, on the instance `placeOf` chooses for them. */
async function connectAll(
  market: BenchMarketplace,
  people: readonly Actor[],
  placeOf: (i: number) => Instance,
  onMessage: OnMessage,
): Promise<BenchSocket[]> {
  return inBatches(
    people.map((person, i) => ({ person, i })),
    50,
    async ({ person, i }) =>
      connect({
        port: placeOf(i).port,
        userId: person.id,
        token: await market.tokens.issueRealtime({ userId: person.id, version: person.version }),
        since: null,
        address: addressOf(i + 1),
        onMessage,
      }),
  );
}

/**
 * One seller's socket closes; 100 buyers (each in a chat of their own with that seller) write one
 * message each; the socket comes back with its last cursor: exactly those 100 must arrive.
 */
async function reconnectAfterMissed(
  market: BenchMarketplace,
  instance: Instance,
  seller: Actor,
  ad: BenchAd,
  buyers: readonly Actor[],
): Promise<ReconnectResult> {
  const chats = await inBatches(buyers, 20, (buyer) => openChat(instance.port, buyer, ad));
  const log = new DeliveryLog();
  const token = () => market.tokens.issueRealtime({ userId: seller.id, version: seller.version });
  const address = addressOf(250_000);
  const first = await connect({
    ...instance,
    userId: seller.id,
    token: await token(),
    since: null,
    address,
    onMessage: log.onMessage,
  });
  const cursor = first.cursor();
  await first.close();
  const statuses = await inBatches(chats, 20, (chat) => send(instance.port, chat, chat.buyer, log));
  const missed = statuses.filter((s) => s === 201).length;
  const started = performance.now();
  const again = await connect({
    ...instance,
    userId: seller.id,
    token: await token(),
    since: cursor,
    address,
    onMessage: log.onMessage,
  });
  const took = performance.now() - started; // `ready` comes after the backlog
  await again.close();
  return { missed, arrived: log.delivered, duplicates: log.duplicates, ms: took };
}

export async function runRealtime(opts: RealtimeBenchOptions): Promise<void> {
  console.log(
    `\n== realtime on postgres: ${opts.clients} sockets, ${opts.chats} active chats, ` +
      `${opts.rates.join('/')} messages/s for ${opts.seconds} s each ==`,
  );
  const pg = await startPostgres();
  const via = process.env.BENCH_RT_PG === 'tcp' ? 'tcp' : 'socket';
  const serverUrl = via === 'tcp' ? pg.url : pg.socketUrl;
  console.log(
    `(the servers reach PostgreSQL over ${via === 'tcp' ? 'TCP on 127.0.0.1' : 'its Unix socket'})`,
  );
  const gauge = await measureRoundTrip(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: pg.url });
  const market = await benchMarketplace(handle.db, 'rt');
  const sellers: Actor[] = [];
  const ads: BenchAd[] = [];
  for (let i = 0; i < opts.chats; i++) {
    const seller = await market.person('seller', i);
    sellers.push(seller);
    ads.push(await market.ad(seller, i, 30_000 + i * 100));
  }
  const others: Actor[] = [];
  for (let i = 0; i < opts.clients - opts.chats; i++) others.push(await market.person('buyer', i));
  const buyers = others.slice(0, opts.chats);
  const people = [...sellers, ...others];

  let a = await startInstance(serverUrl);
  const chats = await inBatches(
    buyers.map((buyer, i) => ({ buyer, ad: ads[i] as BenchAd })),
    20,
    ({ buyer, ad }) => openChat(a.port, buyer, ad),
  );
  // The idle users past the chats' buyers write to the first seller while that seller is away.
  const reconnect = await reconnectAfterMissed(
    market,
    a,
    sellers[0] as Actor,
    ads[0] as BenchAd,
    others.slice(opts.chats, opts.chats + 100),
  );

  // Each rate's messages are told to a log of their own.
  let current = new DeliveryLog();
  const onMessage: OnMessage = (userId, text) => current.onMessage(userId, text);
  const results: RateResult[] = [];

  // The memory per socket on the instance that opened the chats, as before issue 33.
  const rssBefore = rssOf(a.child.proc.pid);
  let sockets = await connectAll(market, people, () => a, onMessage);
  const rssPer1000 = ((rssOf(a.child.proc.pid) - rssBefore) * 1000) / people.length;
  await Promise.all(sockets.map((s) => s.close()));
  // The restart: that instance stops, a new one takes its place, and every client comes back.
  await a.child.stop();
  a = await startInstance(serverUrl);
  sockets = await connectAll(market, people, () => a, onMessage);
  await handle.db.delete(rateLimits);
  const coldRate = Number(process.env.BENCH_RT_COLD_RATE ?? 500);
  const coldCpu = countCpu([a.child.proc.pid ?? 0]);
  const coldRun = await atRate(coldRate, COLD_START_SECONDS, chats, () => a.port, 1, current);
  const cold: ColdStart = { ...coldRun, seconds: COLD_START_SECONDS, cpu: coldCpu(coldRun.sent) };
  await sleep(1_000);

  const runRates = async (portOf: (who: Actor) => number, servers: readonly Instance[]) => {
    for (const rate of opts.rates) {
      // Each rate starts with fresh rate-limit windows: the real limit (30 messages a minute per
      // user) stays on, but the messages of the rates before must not count against this one.
      await handle.db.delete(rateLimits);
      current = new DeliveryLog();
      const warmUp = await atRate(rate, WARM_UP_SECONDS, chats, portOf, servers.length, current);
      await sleep(1_000);
      current = new DeliveryLog();
      const cpu = countCpu(servers.map((s) => s.child.proc.pid ?? 0));
      const measured = await atRate(rate, opts.seconds, chats, portOf, servers.length, current);
      results.push({ ...measured, warmUpP99: warmUp.p99, cpu: cpu(measured.sent) });
    }
  };
  await runRates(() => a.port, [a]);
  await Promise.all(sockets.map((s) => s.close()));
  if (process.env.BENCH_RT_ONE_INSTANCE) {
    await a.child.stop();
    await handle.close();
    await pg.stop();
    print(results, rssPer1000, reconnect, gauge, cold);
    return;
  }

  // Two instances: sellers on one, buyers on the other; each sends through its own, so every
  // message crosses from one instance to the other.
  const b = await startInstance(serverUrl);
  const sellerIds = new Set(sellers.map((s) => s.id));
  const placeOf = (who: Actor) => (sellerIds.has(who.id) ? b : a);
  sockets = await connectAll(market, people, (i) => placeOf(people[i] as Actor), onMessage);
  await runRates((who) => placeOf(who).port, [a, b]);
  await Promise.all(sockets.map((s) => s.close()));
  await Promise.all([a.child.stop(), b.child.stop()]);
  await handle.close();
  await pg.stop();
  print(results, rssPer1000, reconnect, gauge, cold);
  console.log(
    `(raw results: ${writeResult('realtime', { opts, results, cold, rssPer1000, reconnect, gauge })})`,
  );
}
