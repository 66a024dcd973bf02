// The rows of a raw SQL statement (a CTE Drizzle's builders cannot express). Both drivers answer
// raw queries as { rows }; the generic database type cannot say so.
import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What rawRows needs of Drizzle's internals to name a statement (`db.execute` cannot): every
 * Database and transaction has a session and a dialect; the query a session prepares is run by
 * the driver as it is (node-postgres sends a named statement, PGlite ignores the name).
 */
interface Internals {
  dialect: { sqlToQuery(sql: SQL): Query };
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * rawRows for the statements of the hottest path (a chat message's): prepared once per
 * connection under a name made from its text, so PostgreSQL parses and plans it once instead of
 * on every call. Texts that differ (an array of another length) are statements of their own.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const name = `hm_${createHash('sha1').update(built.sql).digest('base64url')}`;
  return ((await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] }).rows;
}
