// What flooding realtime sockets cost the server (issue 30, docs/realtime.md "Limits"): a real
// server process on PGlite, BENCH_FLOOD_SOCKETS signed-in sockets that send small frames as fast
// as the socket takes them for BENCH_FLOOD_SECONDS, the server's CPU over that time (from /proc,
// Linux) and the p95 of a cheap API call asked meanwhile, beside the same time idle. Prints; never
// asserts. BENCH_FLOOD_RECONNECT=1: a closed flooder connects again at once and floods on.
//   node --import tsx bench/realtime-flood.ts   (BENCH_FLOOD_SOCKETS=5 BENCH_FLOOD_SECONDS=10)
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { REALTIME_PATH } from '../src/core/realtime.ts';
import { freePort, startChild } from './lib/children.ts';
import { cleanupAll, onCleanup } from './lib/cleanup.ts';

const SOCKETS = Number(process.env.BENCH_FLOOD_SOCKETS ?? 5);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
/** A flooder closed by the server connects again and goes on (the worst case once they are closed). */
const RECONNECT = process.env.BENCH_FLOOD_RECONNECT === '1';
/** What a flooder sends: a frame the server has no use for, as small as a frame gets. */
const FRAME = '{"type":"ping"}';

/** User + system CPU of a process in seconds (clock ticks of 10 ms). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

interface Flooder {
  sent: number;
  closeCode: number | undefined;
  closedAfterMs: number | undefined;
}

/** A signed-in socket that sends FRAME whenever its buffer has room, until it is closed or told to stop. */
async function flood(url: string, token: string, until: () => boolean): Promise<Flooder> {
  const socket = new WebSocket(url);
  const result: Flooder = { sent: 0, closeCode: undefined, closedAfterMs: undefined };
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token, since: null }));
  await new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      if (String(data).includes('"ready"')) resolve();
    }),
  );
  const started = Date.now();
  socket.on('close', (code) => {
    result.closeCode = code;
    result.closedAfterMs = Date.now() - started;
  });
  socket.on('error', () => undefined);
  while (!until() && socket.readyState === WebSocket.OPEN) {
    // A batch per turn of the event loop, so every flooder (and the close frame) gets its turn.
    for (
      let i = 0;
      i < 200 && socket.bufferedAmount < 64 * 1024 && socket.readyState === WebSocket.OPEN;
      i++
    ) {
      socket.send(FRAME);
      result.sent += 1;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const closed = once(socket, 'close');
  socket.terminate();
  await closed;
  return result;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'handymarkt-flood-'));
  onCleanup('flood data dir', () => rmSync(dataDir, { recursive: true, force: true }));
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const server = await startChild({
    label: 'flooded server',
    command: process.execPath,
    args: ['--import', 'tsx', 'server/main.ts'],
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '0',
      STATIC_DIR: '/nonexistent',
      JWT_SECRET: 'flood-bench-secret-of-enough-length-000000',
    },
    ready: /läuft auf/,
    timeoutMs: 120_000,
  });
  const pid = server.proc.pid ?? 0;
  const base = `http://127.0.0.1:${port}/wp-json`;
  const tokens: string[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const email = `flood${i}@example.test`;
    const password = `flood-passwort-${i}`;
    await api(base, '/wc/v3/customers', {
      email,
      password,
      password2: password,
      first_name: 'F',
      last_name: 'L',
    });
    const login = (await api(base, '/jwt-auth/v1/token', { username: email, password })) as { token: string };
    const realtime = (await api(base, '/wc/v3/customers/me/firebase_auth', {}, login.token)) as {
      token: string;
    };
    tokens.push(realtime.token);
  }
  await sleep(2000); // the start's own work (sweeps, pruning) out of the way
  const url = `ws://127.0.0.1:${port}${REALTIME_PATH}`;
  const probeUrl = `${base}/wc/v3/products?per_page=1`;

  const idle0 = cpuSecondsOf(pid);
  const idleLatencies = await probe(probeUrl, SECONDS * 1000);
  const idle = cpuSecondsOf(pid) - idle0;

  let stop = false;
  const cpu0 = cpuSecondsOf(pid);
  const flooders = Promise.all(tokens.map((token) => floodOn(url, token, () => stop)));
  const floodLatencies = await probe(probeUrl, SECONDS * 1000);
  const busy = cpuSecondsOf(pid) - cpu0;
  stop = true;
  const results = await flooders;

  const mode = RECONNECT ? ', each connecting again once closed' : '';
  console.log(`${SECONDS} s idle: server CPU ${idle.toFixed(2)} s, API p95 ${p95(idleLatencies)} ms`);
  console.log(
    `${SECONDS} s with ${SOCKETS} flooding sockets${mode}: server CPU ${busy.toFixed(2)} s, ` +
      `API p95 ${p95(floodLatencies)} ms`,
  );
  for (const [i, r] of results.entries()) {
    const closed =
      r.closeCode === undefined
        ? 'still open at the end'
        : `closed ${r.closeCode} after ${r.closedAfterMs} ms`;
    console.log(
      `  socket ${i + 1}: ${r.sent} frames sent in ${r.connections} connection(s) ` +
        `(${r.refused} refused), first ${closed}`,
    );
  }
}

/** A socket (and, with BENCH_FLOOD_RECONNECT, its successors) flooding until told to stop. */
async function floodOn(url: string, token: string, until: () => boolean) {
  const first = await flood(url, token, until);
  const total = { ...first, connections: 1, refused: 0 };
  while (RECONNECT && !until()) {
    try {
      const next = await flood(url, token, until);
      total.sent += next.sent;
      total.connections += 1;
    } catch {
      total.refused += 1; // the upgrade answered 429: try again soon
      await sleep(50);
    }
  }
  return total;
}

/** Sequential GETs of a cheap API call for `ms`; their durations (ms). */
async function probe(url: string, ms: number): Promise<number[]> {
  const end = performance.now() + ms;
  const took: number[] = [];
  while (performance.now() < end) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    took.push(performance.now() - t0);
    await sleep(100);
  }
  return took;
}

const p95 = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0);

try {
  await main();
} finally {
  await cleanupAll();
}
