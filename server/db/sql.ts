// Raw SQL, one way. A statement Drizzle's builders cannot express (a CTE that writes) is Drizzle's
// `sql` run through the handle it belongs to, the pool or the transaction (`Tx`):
// - once: `(await db.execute<Row>(sql`...`)).rows` (RowsResultHKT types the rows on both drivers);
// - on a hot path: preparedStatement below, the ONE way a statement is prepared.
import { createHash } from 'node:crypto';
import { getTableColumns, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Turns `sql` into its text and parameters (as every database of the app does: no casing). */
const dialect = new PgDialect();

/** A statement's name on each connection: made from its text, so the same text is parsed once. */
const statementName = (text: string) => `hm_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * A statement of a hot path built ONCE, with a placeholder (`slot('name')`) for each value given
 * per call: a call neither rebuilds the statement from Drizzle's SQL objects nor hashes its text
 * (both were a tenth of a busy server's CPU); it fills in its values and sends the named
 * statement through the handle's session (node-postgres prepares it once per connection, so
 * PostgreSQL parses and plans it once; PGlite ignores the name). Its shape is fixed: lists go in
 * as arrays (`::int[]`). Answers the rows as the driver gives them (snake_case names, as the
 * statement selects them; `tableRow` maps a table's row).
 */
export function preparedStatement<Values extends Record<string, unknown>, Row>(
  build: (slot: (name: keyof Values & string) => Placeholder) => SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  let statement: { query: Query; name: string } | undefined;
  return async (db, values) => {
    if (!statement) {
      const query = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
      statement = { query, name: statementName(query.sql) };
    }
    const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
      statement.query,
      undefined,
      statement.name,
      false,
    );
    return (await prepared.execute(values)).rows;
  };
}

/**
 * preparedStatement for a statement whose text takes one of a few shapes (the columns an update
 * sets, the filters a list applies): each shape is built once, on its first use, and named by its
 * text as any prepared statement. `key` tells the shapes apart; the shapes come from the code,
 * never from a request's values, so there are only ever a handful.
 */
export function preparedShapes<Shape, Values extends Record<string, unknown>, Row>(
  key: (shape: Shape) => string,
  build: (shape: Shape, slot: (name: keyof Values & string) => Placeholder) => SQL,
): (shape: Shape) => (db: Database, values: Values) => Promise<Row[]> {
  const built = new Map<string, (db: Database, values: Values) => Promise<Row[]>>();
  return (shape) => {
    const name = key(shape);
    let statement = built.get(name);
    if (!statement) {
      statement = preparedStatement<Values, Row>((slot) => build(shape, slot));
      built.set(name, statement);
    }
    return statement;
  };
}

/** A row of `table` as a raw statement answers it (`SELECT t.*`), as Drizzle's builders map it. */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
