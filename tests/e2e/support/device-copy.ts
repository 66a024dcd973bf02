// Waits until the device holds a copy for offline reading, as a reader who stays on a screen for
// a few seconds: the app saves what a screen showed once the visit has settled (a few seconds
// after the first screen, or when the page is hidden or goes offline:
// src/local/after-first-screen.ts), not while the screen is still loading.
import { expect, type Page } from '@playwright/test';

type Table = 'lists' | 'products' | 'resources';

/** Whether the app's database has a record in `table` whose key contains `key` (any, if none). */
const hasCopy = (page: Page, table: Table, key: string) =>
  page.evaluate(
    async ({ table, key }) => {
      // Not opened before the app created it: opening creates an empty database.
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes('handymarkt')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('handymarkt');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            return resolve(false);
          }
          const keys = db.transaction(table).objectStore(table).getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.some((k) => String(k).includes(key)));
          };
          keys.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      });
    },
    { table, key },
  );

export async function waitForDeviceCopy(page: Page, table: Table, key = ''): Promise<void> {
  await expect.poll(() => hasCopy(page, table, key), { timeout: 20_000 }).toBe(true);
}
