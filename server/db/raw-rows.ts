// The rows of a raw SQL statement (a CTE Drizzle's builders cannot express). Both drivers answer
// raw queries as { rows }; the generic database type cannot say so.
import { createHash } from 'node:crypto';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
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
    ): { execute(placeholderValues?: Record<string, unknown>): Promise<unknown> };
  };
}

/** A statement's name on each connection: made from its text, so the same text is parsed once. */
const statementName = (text: string) => `hm_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * rawRows for the statements of the hottest path (a chat message's): prepared once per
 * connection under a name made from its text, so PostgreSQL parses and plans it once instead of
 * on every call. Texts that differ (an array of another length) are statements of their own.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  return (
    (await session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as { rows: T[] }
  ).rows;
}

/**
 * A statement of the hottest path built ONCE, with a placeholder (`slot('name')`) for each value
 * given per call: unlike preparedRows, a call neither rebuilds the statement from Drizzle's SQL
 * objects nor hashes its text (both were a tenth of a busy server's CPU); it only fills in its
 * values and sends the named statement. Its shape is fixed: lists go in as arrays (`::int[]`).
 */
export function preparedStatement<Values extends Record<string, unknown>, Row>(
  build: (slot: (name: keyof Values & string) => Placeholder) => SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  // Per dialect (every database of a process has the same; a test opens many).
  const built = new WeakMap<object, { query: Query; name: string }>();
  return async (db, values) => {
    const { dialect, session } = db as unknown as Internals;
    let statement = built.get(dialect);
    if (!statement) {
      const query = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
      statement = { query, name: statementName(query.sql) };
      built.set(dialect, statement);
    }
    const prepared = session.prepareQuery(statement.query, undefined, statement.name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
