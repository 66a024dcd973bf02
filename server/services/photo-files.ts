// The files of ad photos: each media row has a full size and renditions in the storage adapter.
// Erased after the rows are gone (the change has happened); a file already gone is fine, and a
// failure is logged, not answered: a file left behind is only storage. Files an order's snapshot
// of an ad points to (its cover as accepted, server/services/orders/snapshot.ts) stay: the order
// page keeps showing them after the ad's photos are gone.
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { filesKeptBySnapshots } from '../db/repositories/order-retention.ts';
import type { MediaRow } from '../db/repositories/products.ts';
import { logError } from '../lib/log.ts';

/** Every file of these photos (full size and renditions). */
export function photoFileKeys(rows: readonly MediaRow[]): string[] {
  return rows.flatMap((m) =>
    [m.path, m.thumbPath, m.mediumPath, m.webpPath].filter((k): k is string => typeof k === 'string'),
  );
}

/** Erase the files of these photos (whose rows are gone), but those an order snapshot shows. */
export async function erasePhotoFiles(
  db: Database,
  storage: Storage,
  rows: readonly MediaRow[],
): Promise<void> {
  const keys = photoFileKeys(rows);
  const kept = await filesKeptBySnapshots(db, keys);
  await Promise.all(
    keys
      .filter((key) => !kept.has(key))
      .map((key) => storage.remove(key).catch((error: unknown) => logError('erase photo file', error))),
  );
}
