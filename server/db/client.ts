// Opens the database: embedded PGlite in a folder by default, PostgreSQL when a URL is given.
// Both speak PostgreSQL, run the same migrations and hand back the same Drizzle API.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { DataDirUnopenableError, lockDataDir } from './data-dir-lock.ts';
import type { ChannelHandlers, Unlisten } from './listen.ts';
import { logError } from '../lib/log.ts';
import * as schema from './schema.ts';

/**
 * What a raw statement (`db.execute(sql...)`) answers on either driver: node-postgres's
 * QueryResult and PGlite's Results both carry the rows as `rows` (their own result kinds,
 * NodePgQueryResultHKT and PgliteQueryResultHKT, are both this and more), so
 * `(await db.execute<Row>(sql...)).rows` is typed the same on both.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}

export type Database = PgDatabase<RowsResultHKT, typeof schema>;
/**
 * A transaction of Database (what `inTransaction` hands its work): the same query API, with
 * every lock taken through it held until the transaction ends. Functions that must run inside
 * one (they lock rows or write several tables together) take a Tx: a Tx is a Database (it can
 * run what any query runs), the pool is not a Tx (passing it is a type error).
 */
export type Tx = PgTransaction<RowsResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How many connections its queries may use at once (PGlite: one). */
  connections: number;
  close(): Promise<void>;
  /** Listen for a channel's notifications (delivered after COMMIT): one connection per call. */
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
  /**
   * Plain SQL on the database's own connections, for the job queue (pg-boss's `db` option,
   * server/jobs/runner.ts): text with $n parameters, or several statements without any.
   */
  executeSql: ExecuteSql;
  /** PGlite only: the data folder as a tarball, to open copies of this database with `from`. */
  dump?(): Promise<Blob>;
}

/** Runs SQL text; answers the (last) statement's rows. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The connections of an instance's PostgreSQL pool. */
const POOL_SIZE = 10;

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `from`: a tarball of a data folder (`dump()`) to start from instead of a new database: the
   * server tests copy one migrated and seeded database per file, which skips PGlite's initdb.
   */
  | { kind: 'pglite'; dir: string | null; from?: Blob };

/** Open and migrate. `dir: null` keeps a PGlite database in memory (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: target.url,
      max: POOL_SIZE,
      // Connections stay open (issue 33): node-postgres closed one idle for 10 s, and with it
      // what PostgreSQL had learnt on it (the catalogue's caches, the prepared statements and
      // their plans). A burst after any lull then met fresh connections, and PostgreSQL spent
      // more CPU preparing them than answering (docs/performance.md, "ninth round").
      idleTimeoutMillis: 0,
      // A connection idle for hours behind a firewall or NAT is kept known to it.
      keepAlive: true,
    });
    // An idle connection that fails (the database restarted, a network cut) is dropped by the
    // pool, which opens a new one when asked; unheard, the pool's 'error' would end the process.
    pool.on('error', (error) => logError('database pool (an idle connection failed)', error));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { listenPostgres } = await import('./listen.ts');
    return {
      // Its result kind (QueryResult) carries `rows`: it is a Database (see RowsResultHKT).
      db: db as unknown as Database,
      kind: 'postgres',
      connections: POOL_SIZE,
      close: () => pool.end(),
      listen: (channel, handlers) => listenPostgres(pg.Client, target.url, channel, handlers),
      executeSql: (text, values) => pool.query(text, values),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const unlock = target.dir ? lockDataDir(target.dir) : () => undefined;
  const existing = target.dir !== null && existsSync(join(target.dir, 'PG_VERSION'));
  try {
    const client = target.from
      ? await PGlite.create({ ...(target.dir ? { dataDir: target.dir } : {}), loadDataDir: target.from })
      : target.dir
        ? new PGlite(target.dir)
        : new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS }).catch((error: unknown) => {
      throw existing && isWasmAbort(error) ? new DataDirUnopenableError(target.dir ?? '', error) : error;
    });
    const { listenPglite } = await import('./listen.ts');
    return {
      // Its result kind (Results) carries `rows`: it is a Database (see RowsResultHKT).
      db: db as unknown as Database,
      kind: 'pglite',
      connections: 1,
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      executeSql: (text, values) => pgliteSql(client, text, values),
      close: async () => {
        await client.close();
        unlock();
      },
      dump: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * PGlite's query() takes one statement with parameters, exec() several without. A failed
 * `BEGIN; ...; COMMIT` must not leave its transaction open on PGlite's one connection.
 */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  try {
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  } catch (error) {
    if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

function isWasmAbort(error: unknown): boolean {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return String(cause).includes('Aborted()');
}
