// Whether the device holds the app's database, asked without loading it: the first screen needs
// only this (src/local/device-query.ts), not the database's schema and opening (src/local/db.ts),
// which load with the device copies' code once they are first used.

/** The app's database on the device. */
export const LOCAL_DB_NAME = 'handymarkt';

let open = false;

/** Told by src/local/db.ts once the database is open. */
export function markLocalDbOpen(): void {
  open = true;
}

/** Whether the database is loaded already, so reading it costs no download. */
export function isLocalDbOpen(): boolean {
  return open;
}

/**
 * Whether this device may hold copies at all: false on a first visit, when the app has never
 * created its database. Asked without loading Dexie (indexedDB.databases(); a browser without it,
 * or one that fails to answer, is assumed to hold some), so a first visit on a slow network does
 * not fetch the database code only to find nothing in it while its first screen is still loading.
 */
export function mayHoldCopies(): Promise<boolean> {
  if (open) return Promise.resolve(true);
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') {
    return Promise.resolve(true);
  }
  return indexedDB.databases().then(
    (dbs) => dbs.some((db) => db.name === LOCAL_DB_NAME),
    () => true,
  );
}
