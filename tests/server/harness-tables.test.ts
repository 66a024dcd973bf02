// The harness empties every table between tests except the ones it keeps on purpose, and that
// list comes from the schema: a table added later cannot be forgotten, and no answer, limit or
// account from one test leaks into the next.
import { randomUUID } from 'node:crypto';
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { articles, pages, terms } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';
import { EMPTIED_TABLES, KEPT_TABLES, SCHEMA_TABLES } from './support/tables.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const emptied = EMPTIED_TABLES.map((table) => getTableName(table));
const rowsIn = async (table: PgTable): Promise<number> => {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row?.n ?? -1;
};

describe('the tables the harness empties', () => {
  it('covers every table of the schema that is not kept on purpose, and keeps only schema tables', () => {
    const schemaNames = SCHEMA_TABLES.map((table) => getTableName(table));
    for (const name of schemaNames) expect([...emptied, ...KEPT_TABLES]).toContain(name);
    for (const name of KEPT_TABLES) expect(schemaNames).toContain(name);
    expect(emptied.filter((name) => KEPT_TABLES.includes(name))).toEqual([]);
    expect(emptied).toContain('idempotency_keys');
  });

  it('knows every table the migrations created', async () => {
    const result = await server.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    // PGlite and node-postgres both answer { rows }; the Drizzle type leaves it unknown.
    const names = (result as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect([...emptied, ...KEPT_TABLES]).toContain(name);
  });

  it('leaves no row in an emptied table and keeps the catalogue', async () => {
    await server.makeAd();
    await server.register();
    await server.request('POST', '/wp-json/wc/v3/customers', {
      body: server.registration(),
      headers: { 'Idempotency-Key': randomUUID() },
    });

    await server.resetAds();

    for (const table of EMPTIED_TABLES) {
      expect({ table: getTableName(table), rows: await rowsIn(table) }).toEqual({
        table: getTableName(table),
        rows: 0,
      });
    }
    for (const table of [terms, pages, articles]) expect(await rowsIn(table)).toBeGreaterThan(0);
  });

  it('starts the ids at 1 again, so no test depends on the ones before it', async () => {
    await server.makeAd();
    await server.makeAd();

    await server.resetAds();

    const ad = await server.makeAd();
    expect({ ad: ad.id, seller: ad.vendorId }).toEqual({ ad: 1, seller: 1 });
  });
});

describe('an idempotent answer from an earlier test', () => {
  const key = randomUUID();
  let fields: ReturnType<typeof server.registration> | undefined;
  const registerWithKey = () => {
    fields ??= server.registration();
    const { lang, ...body } = fields;
    return server.request('POST', '/wp-json/wc/v3/customers', {
      query: { lang },
      body,
      headers: { 'Idempotency-Key': key },
    });
  };

  it('is stored by a registration sent with a key', async () => {
    const first = await registerWithKey();
    expect(first.status).toBe(201);
  });

  it('is not replayed in the next test, where that account no longer exists', async () => {
    const again = await registerWithKey();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await server.mails(fields?.email)).toHaveLength(1);
  });
});
