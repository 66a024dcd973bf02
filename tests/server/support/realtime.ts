// The realtime connection under test (issue 16): the file's app listening on a real port with the
// realtime server beside it, as main.ts runs them, and WebSocket clients (`ws`) that collect the
// frames they receive.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, type RealtimeServerFrame } from '../../../src/core/realtime.ts';
import { localStorage } from '../../../server/adapters/storage.ts';
import { createApp } from '../../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { startRealtime, type RealtimeLimits, type RealtimeServer } from '../../../server/realtime.ts';
import { loadConfig } from '../../../server/config.ts';
import { ORDER_ENV, type Party } from './orders.ts';
import type { App } from './server.ts';
import type { TestServer } from './test-server.ts';

/** Realtime tests run the file's app with these settings (setupTestServer({ env: REALTIME_ENV })). */
export const REALTIME_ENV: Record<string, string> = { ...ORDER_ENV };

export interface Instance {
  port: number;
  realtime: RealtimeServer;
  /** The realtime token of `who`, asked of this instance over HTTP. */
  realtimeToken(who: Pick<Party, 'token'>): Promise<string>;
  close(): Promise<void>;
}

const running = new Set<Instance>();
// Every instance and socket a test opened is closed after it, passed or not.
afterEach(async () => {
  for (const client of clients) client.close();
  clients.clear();
  for (const instance of running) await instance.close();
  running.clear();
});

/**
 * Serve `app` on a free port with the realtime server on `db` (the file's, or another instance's
 * own connection pool) and `listen` (its own LISTEN connection).
 */
export async function startInstance(
  app: App,
  db: Pick<DatabaseHandle, 'db' | 'listen'>,
  limits: Partial<RealtimeLimits> = {},
  /** Run after the instance closed (the second instance's own database connections). */
  afterClose?: () => Promise<void>,
): Promise<Instance> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  const port = (server.address() as AddressInfo).port;
  const realtime = await startRealtime({
    server,
    db: db.db,
    config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...REALTIME_ENV }),
    listen: db.listen,
    limits,
  });
  const instance: Instance = {
    port,
    realtime,
    async realtimeToken(who) {
      const res = await fetch(`http://127.0.0.1:${port}/wp-json/wc/v3/customers/me/firebase_auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.token}` },
      });
      if (res.status !== 200) throw new Error(`firebase_auth: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async close() {
      running.delete(instance);
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await afterClose?.();
    },
  };
  running.add(instance);
  return instance;
}

/**
 * Another server instance on the file's database: on PostgreSQL (TEST_DATABASE_URL) with its own
 * pool and its own LISTEN connection, as a second server is in production; on PGlite (one process)
 * another app on the same embedded database and its in-process notifications.
 */
export async function startSecondInstance(
  server: TestServer,
  limits: Partial<RealtimeLimits> = {},
): Promise<Instance> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    return startInstance(server.buildApp(REALTIME_ENV), { db: server.db, listen: server.listen }, limits);
  const own = await openDatabase({ kind: 'postgres', url });
  const app = createApp({
    db: own.db,
    config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...REALTIME_ENV }),
    storage: localStorage(server.uploadsDir),
  });
  return startInstance(app, own, limits, () => own.close());
}

/** The file's app on its database, listening. */
export const startFileInstance = (server: TestServer, limits: Partial<RealtimeLimits> = {}) =>
  startInstance(server.app, { db: server.db, listen: server.listen }, limits);

/**
 * A frame as tests look at it: the protocol's union (RealtimeServerFrame) loosened so a test can
 * read `data` and `cursor` after checking `type` itself (they are undefined on control frames).
 */
export interface Frame {
  type: RealtimeServerFrame['type'];
  cursor: number;
  data: Record<string, unknown>;
}

export interface Client {
  socket: WebSocket;
  /** Every frame received so far, in order. */
  readonly frames: RealtimeServerFrame[];
  /** The event frames (message, chat, notification, read) received so far. */
  events(): Frame[];
  /** Resolves with the first frame (from the start) that matches, waiting for it up to 5 s. */
  waitFor(match: (frame: Frame) => boolean, what?: string): Promise<Frame>;
  /** Resolves when `n` frames match. */
  waitForCount(match: (frame: Frame) => boolean, n: number, what?: string): Promise<Frame[]>;
  send(frame: unknown): void;
  /** Resolves with the close code. */
  readonly closed: Promise<number>;
  close(): void;
}

const clients = new Set<Client>();
const isEvent = (f: Frame): f is Frame & { cursor: number; data: Record<string, unknown> } => 'data' in f;

/** Open a socket to the instance; `auth` (if given) is sent as the first frame once open. */
export async function connect(
  instance: Pick<Instance, 'port'>,
  auth?: { token: string; since: number | null },
): Promise<Client> {
  const socket = new WebSocket(`ws://127.0.0.1:${instance.port}${REALTIME_PATH}`);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(typeof data === 'string' ? data : data.toString()) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  closed.then(
    () => {
      for (const wake of waiters) wake();
    },
    () => undefined,
  );
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const waitForCount = (match: (f: Frame) => boolean, n: number, what = 'frames') =>
    new Promise<Frame[]>((resolve, reject) => {
      const check = () => {
        const found = frames.filter(match);
        if (found.length < n) return false;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(
            `${what}: ${frames.filter(match).length} of ${n} after 5 s; got ${JSON.stringify(frames)}`,
          ),
        );
      }, 5000);
      if (!check()) waiters.add(check);
    });
  const client: Client = {
    socket,
    frames,
    events: () => frames.filter(isEvent),
    waitFor: async (match, what) => (await waitForCount(match, 1, what))[0] as Frame,
    waitForCount,
    send: (frame) => socket.send(JSON.stringify(frame)),
    closed,
    close: () => socket.close(),
  };
  clients.add(client);
  if (auth) client.send({ type: 'auth', ...auth });
  return client;
}

/** Connect and authenticate as `who`; resolves once the server said `ready`. */
export async function connectAs(
  instance: Instance,
  who: Pick<Party, 'token'>,
  since: number | null = null,
): Promise<Client> {
  const client = await connect(instance, { token: await instance.realtimeToken(who), since });
  await client.waitFor((f) => f.type === 'ready', 'ready');
  return client;
}
