// The files of ad photos: each media row has a full size and renditions in the storage adapter.
// Erased after the rows are gone (the change has happened); a file already gone is fine, and a
// failure is logged, not answered: a file left behind is only storage.
import type { Storage } from '../adapters/storage.ts';
import type { MediaRow } from '../db/repositories/products.ts';
import { logError } from '../lib/log.ts';

/** Every file of these photos (full size and renditions). */
export function photoFileKeys(rows: readonly MediaRow[]): string[] {
  return rows.flatMap((m) =>
    [m.path, m.thumbPath, m.mediumPath, m.webpPath].filter((k): k is string => typeof k === 'string'),
  );
}

export async function erasePhotoFiles(storage: Storage, rows: readonly MediaRow[]): Promise<void> {
  await Promise.all(
    photoFileKeys(rows).map((key) =>
      storage.remove(key).catch((error: unknown) => logError('erase photo file', error)),
    ),
  );
}
