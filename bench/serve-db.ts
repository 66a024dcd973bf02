// Child process of the latency section: the real app (createApp) on an already seeded database,
// behind @hono/node-server on 127.0.0.1, as server/main.ts serves it. Prints "ready <port>".
// Env: BENCH_DB_KIND (pglite|postgres), BENCH_DB_DIR or BENCH_DB_URL, PORT, BENCH_UPLOADS.
import { serve } from '@hono/node-server';
import { localStorage } from '../server/adapters/storage.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

const env = process.env;
const database = await openDatabase(
  env.BENCH_DB_KIND === 'postgres'
    ? { kind: 'postgres', url: env.BENCH_DB_URL ?? '' }
    : { kind: 'pglite', dir: env.BENCH_DB_DIR ?? '' },
);
const config = loadConfig({ PORT: env.PORT, HOST: '127.0.0.1', DEMO: '0' });
const uploadsDir = env.BENCH_UPLOADS ?? '/nonexistent';
const app = createApp({ db: database.db, config, storage: localStorage(uploadsDir), uploadsDir });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`ready ${info.port}`);
});

process.once('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
