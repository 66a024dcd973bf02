// The picker's list operations, pure so the share target, the form and the tests use the same:
// adding files (duplicates ignored, 10 at most), moving a photo, choosing the cover.
import { IMAGES_PER_AD } from '../../../core/constants.ts';
import { photosToAdd } from '../../../core/photo-rules.ts';
import type { DraftPhoto } from './draft-photo.ts';

/** Photos that count towards the 10 (refused ones are shown but do not count). */
export const countedPhotos = (photos: readonly DraftPhoto[]) =>
  photos.filter((p) => p.status !== 'invalid').length;

/** How many more photos may be added (forms.filesLeft). */
export const photosLeft = (photos: readonly DraftPhoto[]) =>
  Math.max(0, IMAGES_PER_AD.max - countedPhotos(photos));

/**
 * New entries, 'processing', for the `files` picked beside `current`: duplicates (same name and
 * size) ignored, no more than fit up to 10. Append them; the picker processes them (from `source`).
 */
export function addPhotoFiles(current: readonly DraftPhoto[], files: readonly File[]): DraftPhoto[] {
  return photosToAdd(current, countedPhotos(current), files).map((file) => ({
    id: crypto.randomUUID(),
    name: file.name,
    size: file.size,
    status: 'processing',
    progress: 0,
    source: file,
  }));
}

/** The list with the photo at `from` moved to `to` (0 = the cover). */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  const next = [...photos];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...photos];
  next.splice(target, 0, moved);
  return next;
}
