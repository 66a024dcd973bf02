// All SQL of the settings an operator saved in the console (issue 18, src/core/admin-settings.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { siteSettings } from '../schema.ts';

/** The saved settings, key to value (a key without a row takes its default). */
export async function readSiteSettings(db: Database): Promise<Map<string, string>> {
  const rows = await db.select().from(siteSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * The saved values of `keys`, their rows locked (and missing ones' places taken by the writes that
 * follow in the same transaction), so concurrent saves record their own before and after.
 */
export async function lockSiteSettings(tx: Tx, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]))
    .for('update');
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Saves a value, or forgets it (null: back to the default). */
export async function writeSiteSetting(tx: Tx, key: string, value: string | null): Promise<void> {
  if (value === null) {
    await tx.delete(siteSettings).where(eq(siteSettings.key, key));
    return;
  }
  await tx
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
