// Photos shared into the app from the gallery (src/core/share-target.ts): the service worker
// keeps them in Cache Storage; the ad form reads them once and clears them.
import { SHARE_TARGET, SHARED_FILE_HEADERS } from '../core/share-target.ts';

/** The photos waiting from the last share, oldest first (none without Cache Storage). */
export async function readSharedPhotos(): Promise<File[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SHARE_TARGET.cache))) return [];
  const cache = await caches.open(SHARE_TARGET.cache);
  const keys = [...(await cache.keys())].sort((a, b) => a.url.localeCompare(b.url, 'en', { numeric: true }));
  const files: File[] = [];
  for (const key of keys) {
    const response = await cache.match(key);
    if (!response) continue;
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get(SHARED_FILE_HEADERS.name) ?? 'photo.jpg');
    const modified = Number(response.headers.get(SHARED_FILE_HEADERS.modified)) || Date.now();
    files.push(new File([blob], name, { type: blob.type, lastModified: modified }));
  }
  return files;
}

export async function clearSharedPhotos(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(SHARE_TARGET.cache);
}
