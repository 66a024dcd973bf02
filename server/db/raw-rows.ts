// The rows of a raw SQL statement (a CTE Drizzle's builders cannot express). Both drivers answer
// raw queries as { rows }; the generic database type cannot say so.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
