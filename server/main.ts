// Starts Handymarkt: opens (and on first start migrates and seeds) the database, then serves
// the API and the PWA on one port. Shuts down gracefully on SIGINT/SIGTERM.
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { parcelProvider } from './adapters/dhl.ts';
import { configuredMailer } from './adapters/mail.ts';
import { paymentProvider } from './adapters/payments.ts';
import { localStorage } from './adapters/storage.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError, DataDirUnopenableError } from './db/data-dir-lock.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { applyAdminEmails } from './services/admin/roles.ts';
import { linkOrigin } from './lib/auth.ts';
import { startJobs } from './jobs/runner.ts';
import { tokenService } from './services/tokens.ts';
import { startRealtime } from './realtime.ts';
import { keepIdleConnections } from './lib/idle-connections.ts';
import { startupWarnings } from './startup-warnings.ts';
import { warmUpInstance } from './services/warm-up-instance.ts';

const config = loadConfig(process.env, process.argv.slice(2));
for (const warning of startupWarnings(config)) console.warn(warning);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: join(resolve(config.dataDir), 'db') },
).catch((error: unknown) => {
  // A folder in use or beyond recovery: one clear line, not a stack.
  if (error instanceof DataDirInUseError || error instanceof DataDirUnopenableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const uploadsDir = join(resolve(config.dataDir), 'uploads');
// Photos in an S3-compatible bucket when S3_BUCKET is set (the SDK is loaded only then).
const storage = config.s3
  ? (await import('./adapters/s3-storage.ts')).s3Storage(config.s3)
  : localStorage(uploadsDir);
await seedIfEmpty(database.db, storage, { demo: config.demo });
// The first admins (issue 18): ADMIN_EMAILS, at every start; an unknown address is a typo to fix.
for (const email of await applyAdminEmails(database.db, config.adminEmails)) {
  console.warn(
    `ADMIN_EMAILS: no account with the address ${email}; it becomes an admin at the next start after it registers`,
  );
}
// One payment provider and one parcel provider for the requests and the jobs (the DHL stand-in's
// parcels, without DHL_* settings, are the same for both).
const payments = paymentProvider(config);
const parcels = parcelProvider(config);
const app = createApp({
  db: database.db,
  config,
  storage,
  paymentProvider: payments,
  parcels,
  ...(config.s3 ? {} : { uploadsDir }),
});
// A restart under load: the send's and the negotiation's statements prepared on each connection
// before it listens.
await warmUpInstance(database.db, database.connections);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Handymarkt läuft auf http://localhost:${info.port} (${database.kind})`);
});
keepIdleConnections(server as Server);
// The WebSocket of live updates, on the same port (docs/realtime.md).
const realtime = await startRealtime({
  server: server as Server,
  db: database.db,
  config,
  listen: database.listen,
});

// Every background job (server/jobs/, docs/jobs.md): sweeps, mails, pushes, saved-search alerts,
// run by pg-boss on this database, shared with the other instances on it.
const jobs = await startJobs({
  executeSql: database.executeSql,
  listen: database.listen,
  soleInstance: database.kind === 'pglite',
  deps: {
    db: database.db,
    storage,
    mailer: configuredMailer(config, database.db),
    tokens: tokenService(database.db, { secret: config.jwtSecret, ttlHours: config.tokenTtlHours }),
    payments,
    parcels: parcels.provider,
    origin: linkOrigin(config),
    config,
  },
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await realtime.close();
  await jobs.stop();
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
