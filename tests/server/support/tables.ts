// Which tables the harness empties between tests, read from the Drizzle schema, so a table added
// to server/db/schema.ts is emptied (and counted by rowCounts) without anyone remembering to list
// it here.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../server/db/client.ts';
import * as schema from '../../../server/db/schema.ts';

/**
 * Tables kept from test to test: the seeded catalogue and static content (seeded once per
 * database, and the factories look terms up by slug), and app_secrets, because an app reads its
 * signing key once when it is built and a later buildApp must sign tokens with the same key.
 */
export const KEPT_TABLES: readonly string[] = ['terms', 'pages', 'articles', 'app_secrets'];

/** Every table the schema declares. */
export const SCHEMA_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** Everything else: accounts, ads and all that hangs off them, limits, mails, idempotent answers. */
export const EMPTIED_TABLES: readonly PgTable[] = SCHEMA_TABLES.filter(
  (table) => !KEPT_TABLES.includes(getTableName(table)),
);

/**
 * How many rows each of `tables` holds (by default every table the harness empties), in their
 * order: what a step that must write nothing (a warm-up) leaves as it found it.
 */
export const rowCounts = (db: Database, tables: readonly PgTable[] = EMPTIED_TABLES): Promise<number[]> =>
  Promise.all(tables.map(async (table) => (await db.select().from(table)).length));
