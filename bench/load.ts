// Two ways to drive the app: sequential in-process requests (app.request, no network: the
// latency of one request on an otherwise idle server) and a bounded concurrent loop over real
// HTTP (keep-alive, N in flight for a fixed time: throughput and latency under load).
// Both measure every scenario in several interleaved rounds, so a burst of load from elsewhere
// on the machine spreads over all scenarios instead of spoiling one.
import { Agent, request } from 'node:http';
import { summarise, type Summary } from './lib/stats.ts';

/** What a browser sends with an API call; gzip makes the server's compression part of the cost. */
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export interface Fetchable {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export interface InProcessResult extends Summary {
  /** x-wp-total of the answer: how many ads matched. */
  total: number;
  /** CPU time of this process per request (the app's JS; with PGlite also the database). */
  cpuMs: number;
}

/** One request through app.request, body read to the end; throws unless 200. */
export async function timeRequest(app: Fetchable, path: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await app.request(path, { headers: HEADERS });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return { ms, total: Number(res.headers.get('x-wp-total') ?? -1) };
}

export async function measureInProcess(
  app: Fetchable,
  paths: readonly string[],
  opts: { warmup: number; requests: number; rounds: number },
): Promise<InProcessResult[]> {
  for (const path of paths) for (let i = 0; i < opts.warmup; i++) await timeRequest(app, path);
  const perRound = Math.ceil(opts.requests / opts.rounds);
  const acc = paths.map(() => ({ samples: [] as number[], cpuUs: 0, total: -1 }));
  for (let round = 0; round < opts.rounds; round++) {
    for (const [i, path] of paths.entries()) {
      const a = acc[i];
      if (!a) continue;
      const cpu = process.cpuUsage();
      for (let n = 0; n < perRound; n++) {
        const r = await timeRequest(app, path);
        a.samples.push(r.ms);
        a.total = r.total;
      }
      const used = process.cpuUsage(cpu);
      a.cpuUs += used.user + used.system;
    }
  }
  return acc.map((a) => ({
    ...summarise(a.samples),
    total: a.total,
    cpuMs: a.cpuUs / 1000 / a.samples.length,
  }));
}

export interface HttpLoadResult extends Summary {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
}

function get(agent: Agent, base: URL, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: base.hostname, port: base.port, path, method: 'GET', headers: HEADERS },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** `concurrency` loops for `seconds`, each sending the next request as soon as its last is answered. */
async function burst(agent: Agent, base: URL, path: string, concurrency: number, seconds: number) {
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const status = await get(agent, base, path).catch(() => 0);
      if (status === 200) samples.push(performance.now() - t);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { samples, errors, elapsed: (performance.now() - started) / 1000 };
}

export async function httpLoad(
  baseUrl: string,
  paths: readonly string[],
  opts: { concurrency: number; seconds: number; rounds: number; warmupSeconds: number },
): Promise<HttpLoadResult[]> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const acc = paths.map(() => ({ samples: [] as number[], errors: 0, elapsed: 0 }));
  try {
    for (const path of paths) await burst(agent, base, path, opts.concurrency, opts.warmupSeconds);
    for (let round = 0; round < opts.rounds; round++) {
      for (const [i, path] of paths.entries()) {
        const a = acc[i];
        if (!a) continue;
        const r = await burst(agent, base, path, opts.concurrency, opts.seconds / opts.rounds);
        a.samples.push(...r.samples);
        a.errors += r.errors;
        a.elapsed += r.elapsed;
      }
    }
  } finally {
    agent.destroy();
  }
  return acc.map((a) => ({
    ...summarise(a.samples),
    requests: a.samples.length,
    errors: a.errors,
    seconds: a.elapsed,
    rps: a.samples.length / a.elapsed,
  }));
}
