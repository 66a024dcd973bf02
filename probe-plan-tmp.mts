import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { createApp } from './server/app.ts';
import { loadConfig } from './server/config.ts';
import { openDatabase, type Database } from './server/db/client.ts';
import * as schema from './server/db/schema.ts';
import { localStorage } from './server/adapters/storage.ts';
import { startPostgres } from './bench/postgres.ts';
import { seedBenchMarketplace } from './bench/seed-ads.ts';
import { SCENARIOS, scenarioPath } from './bench/scenarios.ts';
import { loadCatalogue } from './server/db/repositories/catalogue.ts';

const pg = await startPostgres();
const handle = await openDatabase({ kind: 'postgres', url: pg.url });
await seedBenchMarketplace(handle.db, { ads: 100_000, users: 300 });
const pool = (handle.db as unknown as { $client: Pool }).$client;
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzlePg(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Database;
const app = createApp({ db, config: loadConfig({ DEMO: '0' }), storage: localStorage('/tmp/x') });
const { catalogue } = await loadCatalogue(handle.db);
for (const name of (process.env.SCEN ?? 'apple 128GB').split('|')) {
  const scenario = SCENARIOS.find((s) => s.name.includes(name))!;
  const path = scenarioPath(scenario, catalogue);
  captured.length = 0;
  await (await app.request(path)).arrayBuffer();
  await (await app.request(path)).arrayBuffer();
  const page = captured.filter((s) => !/ from "terms"/.test(s.sql)).at(-1)!;
  console.log('=====', scenario.name, '\n', page.sql, '\n', JSON.stringify(page.params));
  const c = await pool.connect();
  try {
    await c.query(`PREPARE s AS ${page.sql}`);
    const lit = page.params.map((p) => (typeof p === 'string' ? `'${p}'` : String(p))).join(', ');
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await c.query(`SET plan_cache_mode = ${mode}`);
      for (let i = 0; i < 3; i++) await c.query(`EXECUTE s(${lit})`);
      const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE s(${lit})`);
      console.log('---', mode);
      console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
    }
    await c.query('DEALLOCATE s');
    await c.query('RESET plan_cache_mode');
  } finally {
    c.release();
  }
}
await handle.close();
await pg.stop();
