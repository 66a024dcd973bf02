// The app under test: the real app (createApp) on a real database, once per test file.
// PGlite in memory by default, a copy of the migrated and seeded template made once per run
// (global-setup.ts); PostgreSQL when TEST_DATABASE_URL is set (the same database is then reused
// by every file, so the catalogue is seeded only once and the rest is emptied).
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { localStorage } from '../../../server/adapters/storage.ts';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client.ts';
import { invalidateCatalogue } from '../../../server/db/repositories/catalogue.ts';
import { terms } from '../../../server/db/schema.ts';
import { seedCatalogue, syncStaticPages } from '../../../server/db/seed/catalogue-seed.ts';
import { drainSavedSearchAlerts } from '../../../server/services/saved-search-alerts.ts';
import { EMPTIED_TABLES } from './tables.ts';

export type App = ReturnType<typeof createApp>;
export type TermRow = typeof terms.$inferSelect;

/** The file's app and database, ready inside tests and hooks. */
export interface AppUnderTest {
  readonly app: App;
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The seeded catalogue, read once. */
  readonly catalogue: readonly TermRow[];
  /** The folder the app's storage writes uploads to. */
  readonly uploadsDir: string;
  /** The folder of the app's private files (ID documents), apart from the uploads. */
  readonly privateDir: string;
  /** Listen for a channel's notifications on this database (the realtime wake-ups). */
  listen: DatabaseHandle['listen'];
  /** Plain SQL on this database (the job runner's adapter). */
  executeSql: DatabaseHandle['executeSql'];
  /** Another app on the same database with extra environment settings. */
  buildApp(env?: Record<string, string>): App;
  /** Empty every table but the kept ones (see tables.ts). */
  emptyTables(): Promise<void>;
}

export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not ready: use the server inside tests or hooks`);
  return value;
}

/**
 * Empty the tables (no CASCADE: a kept table pointing at an emptied one fails loudly instead).
 * First what the saved searches' matcher has queued is matched (in tests nothing runs it unasked
 * unless a test starts the job runner, which it stops again before this).
 */
export async function emptyTables(db: Database): Promise<void> {
  await drainSavedSearchAlerts(db);
  await db.execute(sql`TRUNCATE ${sql.join([...EMPTIED_TABLES], sql`, `)} RESTART IDENTITY`);
}

/**
 * The template database of global-setup.ts, or nothing (a new database) when there is none. A Blob
 * backed by the file, read as PGlite unpacks it: building one from the file's 44 MB in memory took
 * about 0.45 s of every test file's start (docs/performance.md, "The test suite's time").
 */
async function template(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? openAsBlob(file) : undefined;
}

/** Open the database, seed the catalogue and build the app before the file's tests; close after. */
export function startAppUnderTest(env: Record<string, string> = {}): AppUnderTest {
  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  let catalogue: TermRow[] = [];
  let uploadsDir: string | undefined;
  let privateDir: string | undefined;

  const db = () => need(handle, 'the database').db;

  const buildApp = (extra: Record<string, string> = {}): App =>
    createApp({
      db: db(),
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...extra }),
      storage: localStorage(need(uploadsDir, 'the uploads folder')),
      privateDir: need(privateDir, 'the private folder'),
    });

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    handle = await openDatabase(
      url ? { kind: 'postgres', url } : { kind: 'pglite', dir: null, from: await template() },
    );
    const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(terms);
    if (n === 0) {
      await seedCatalogue(handle.db);
      invalidateCatalogue(handle.db);
    } else {
      await syncStaticPages(handle.db); // as every start does (a kept PostgreSQL may be older)
    }
    catalogue = await handle.db.select().from(terms);
    await emptyTables(handle.db);
    uploadsDir = mkdtempSync(join(tmpdir(), 'handymarkt-test-uploads-'));
    privateDir = mkdtempSync(join(tmpdir(), 'handymarkt-test-private-'));
    app = buildApp(env);
  });

  afterAll(async () => {
    if (handle) {
      await emptyTables(handle.db);
      await handle.close();
      handle = undefined;
    }
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    if (privateDir) rmSync(privateDir, { recursive: true, force: true });
  });

  return {
    get app() {
      return need(app, 'the app');
    },
    get db() {
      return db();
    },
    get kind() {
      return need(handle, 'the database').kind;
    },
    get catalogue() {
      return catalogue;
    },
    get uploadsDir() {
      return need(uploadsDir, 'the uploads folder');
    },
    get privateDir() {
      return need(privateDir, 'the private folder');
    },
    listen: (channel, handlers) => need(handle, 'the database').listen(channel, handlers),
    executeSql: (text, values) => need(handle, 'the database').executeSql(text, values),
    buildApp,
    emptyTables: () => emptyTables(db()),
  };
}
