// The PostgreSQL pool (server/db/client.ts) keeps its connections open between requests (issue 33:
// what PostgreSQL prepared on them stays). A kept connection can fail while idle (the database
// restarted, an operator ended it, a network cut): the server must stay up and answer the next
// request on a new one. PGlite has no pool: PostgreSQL only.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { PRODUCTS } from './support/ad-writes.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const url = process.env.TEST_DATABASE_URL;

/** Ends every idle connection to this file's database but the asker's own; answers how many. */
async function endIdleConnections(): Promise<number> {
  const other = await openDatabase({ kind: 'postgres', url: url ?? '' });
  try {
    const { rows } = await other.executeSql(
      `SELECT count(*)::int AS ended FROM (
         SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'
       ) AS t`,
      [],
    );
    return Number((rows[0] as { ended: number } | undefined)?.ended ?? 0);
  } finally {
    await other.close();
  }
}

describe.skipIf(!url)('the database pool', () => {
  it('answers the next request after its idle connections were ended, without failing the process', async () => {
    const ad = await server.makeAd({ price: 300 });
    const before = await server.app.request(`${PRODUCTS}/${ad.id}`);
    expect(before.status).toBe(200);

    expect(await endIdleConnections()).toBeGreaterThan(0);
    // The pool hears of each ended connection as an 'error' of an idle client.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await server.app.request(`${PRODUCTS}/${ad.id}`);
    expect(after.status).toBe(200);
    expect(((await after.json()) as { id: number }).id).toBe(ad.id);
  });
});
