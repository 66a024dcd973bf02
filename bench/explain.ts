// Why a request is slow: send it once through the real app on a Drizzle instance that logs its
// SQL (same connection pool / PGlite instance as the benchmark, warm buffers), then
// EXPLAIN (ANALYZE, BUFFERS) every statement it ran, with the parameters it ran them with.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { createApp, type AppOptions } from '../server/app.ts';
import type { Database, DatabaseHandle } from '../server/db/client.ts';
import * as schema from '../server/db/schema.ts';

export interface ExplainedStatement {
  sql: string;
  params: unknown[];
  executionMs: number;
  plan: string;
}

type Raw = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The driver client under a Drizzle instance (drizzle's documented `db.$client`). */
function clientOf(handle: DatabaseHandle): { db: (logger: LoggerFn) => Database; raw: Raw } {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'postgres') {
    const pool = client as Pool;
    return {
      db: (logQuery) => drizzlePg(pool, { schema, logger: { logQuery } }) as unknown as Database,
      raw: async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[],
    };
  }
  const lite = client as PGlite;
  return {
    db: (logQuery) => drizzleLite(lite, { schema, logger: { logQuery } }) as unknown as Database,
    raw: async (text, params) => (await lite.query<Record<string, unknown>>(text, params)).rows,
  };
}
type LoggerFn = (query: string, params: unknown[]) => void;

export async function explainRequest(
  handle: DatabaseHandle,
  deps: Omit<AppOptions, 'db'>,
  path: string,
): Promise<ExplainedStatement[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const { db, raw } = clientOf(handle);
  const app = createApp({ ...deps, db: db((sql, params) => captured.push({ sql, params })) });
  // A fresh Drizzle instance starts with empty per-instance caches (catalogue, totals), so this
  // one request runs every statement a cold request runs; the catalogue read is left out.
  await (await app.request(path)).arrayBuffer();
  const statements = captured.filter((s) => !/ from "terms"/.test(s.sql));

  const explained: ExplainedStatement[] = [];
  for (const statement of statements) {
    const rows = await raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
    const plan = rows.map((r) => String(r['QUERY PLAN'] ?? Object.values(r)[0])).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    explained.push({ ...statement, executionMs, plan });
  }
  return explained;
}
