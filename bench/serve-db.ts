// Child process of the latency, orders and realtime sections: the real app (createApp) on an
// already seeded database, behind @hono/node-server on 127.0.0.1 with the realtime WebSocket on
// the same port, as server/main.ts serves them. Prints "ready <port>".
// Env: BENCH_DB_KIND (pglite|postgres), BENCH_DB_DIR or BENCH_DB_URL, PORT, BENCH_UPLOADS,
// BENCH_TRUST_PROXY=1 (the realtime section's thousand sockets come from one address, each with
// an X-Forwarded-For of its own, as behind a proxy).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { localStorage } from '../server/adapters/storage.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { startRealtime } from '../server/realtime.ts';
import { warmUpInstance } from '../server/services/warm-up-instance.ts';
import { keepIdleConnections } from '../server/lib/idle-connections.ts';

const env = process.env;
const database = await openDatabase(
  env.BENCH_DB_KIND === 'postgres'
    ? { kind: 'postgres', url: env.BENCH_DB_URL ?? '' }
    : { kind: 'pglite', dir: env.BENCH_DB_DIR ?? '' },
);
const config = loadConfig({
  PORT: env.PORT,
  HOST: '127.0.0.1',
  DEMO: '0',
  TRUST_PROXY: env.BENCH_TRUST_PROXY,
});
const uploadsDir = env.BENCH_UPLOADS ?? '/nonexistent';
const app = createApp({ db: database.db, config, storage: localStorage(uploadsDir), uploadsDir });
// As server/main.ts: the send's path warmed before the instance listens.
await warmUpInstance(database.db, database.connections);
const server = await new Promise<Server>((resolve) => {
  const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
});
keepIdleConnections(server);
const realtime = await startRealtime({ server, db: database.db, config, listen: database.listen });
console.log(`ready ${config.port}`);

process.once('SIGTERM', () => {
  void realtime.close().then(() => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
});
