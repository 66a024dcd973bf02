// Secrets the server generates on first start when none is configured (the token signing key,
// the key that hashes view counters' clients), kept in app_secrets so every instance and every
// restart uses the same one.
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appSecrets } from '../schema.ts';

/** The stored secret `name`; `fresh` is stored first when there is none (the first writer wins). */
export async function storedSecret(db: Database, name: string, fresh: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the secret ${name} could not be stored`);
  return row.value;
}
