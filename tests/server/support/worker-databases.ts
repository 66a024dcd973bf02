// The databases of the server tests on PostgreSQL: one per vitest worker, beside the database
// TEST_DATABASE_URL names (worker-database.ts, global-setup.ts).
import pg from 'pg';

const workerDatabase = (poolId: number) => `handymarkt_test_${poolId}`;

/** TEST_DATABASE_URL with the database of the worker `poolId` (1 to maxWorkers). */
export function workerDatabaseUrl(url: string, poolId: number): string {
  const target = new URL(url);
  target.pathname = `/${workerDatabase(poolId)}`;
  return target.toString();
}

/** Creates the databases of workers 1 to `workers` that are not there yet (a kept cluster has them). */
export async function createWorkerDatabases(url: string, workers: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let poolId = 1; poolId <= workers; poolId++) {
      const name = workerDatabase(poolId);
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      // A name made here from a number, never from input: CREATE DATABASE takes no parameters.
      if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}
