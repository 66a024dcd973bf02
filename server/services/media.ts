// Photos for ads (POST/GET/DELETE /wp/v2/media). The uploaded file arrives as a temp file (see
// readUpload in lib/body.ts); its content is judged by sharp, never by its name or Content-Type:
// PNG or JPEG, at least 540x540 as shown, at most MAX_IMAGE_PIXELS. What is stored carries no
// metadata (EXIF GPS would reveal where a seller lives): a JPEG of at most 1920x1080, a list
// thumbnail, a detail size and a WebP, through the storage adapter. A photo belongs to its
// uploader alone until an ad takes it; one no ad took within ORPHAN_MEDIA_TTL_MS is swept.
import { randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '../../src/core/constants.ts';
import { ORPHAN_MEDIA_TTL_MS, type Media } from '../../src/core/media.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import {
  deleteOwnUnattachedMedia,
  findOwnMedia,
  insertMedia,
  takeOrphanMedia,
  takeUnattachedMediaOf,
  type MediaRow,
} from '../db/repositories/media.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';
import type { UploadedFile } from '../lib/body.ts';
import { erasePhotoFiles } from './photo-files.ts';
import {
  fitInside,
  inspectPhoto,
  isPixelLimitError,
  makeRenditions,
  MEDIUM_WIDTH,
  THUMBNAIL_WIDTH,
  type PhotoProblem,
} from './photo-renditions.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

const REFUSALS: Record<PhotoProblem, () => ApiError> = {
  invalid_type: () =>
    new ApiError(
      400,
      'rest_upload_invalid_type',
      'Sorry, this file type is not permitted: PNG or JPEG only.',
    ),
  too_small: () =>
    new ApiError(400, 'rest_upload_image_too_small', 'The photo must be at least 540x540 pixels.'),
  too_many_pixels: () =>
    new ApiError(400, 'rest_upload_too_many_pixels', 'The photo has more pixels than any camera makes.'),
};

const notFound = () => new ApiError(404, 'rest_post_invalid_id', 'Invalid post ID.');
const inUse = () =>
  new ApiError(400, 'rest_media_in_use', 'An ad shows this photo: change the ad’s photos instead.');

/** The largest upload taken: a file of MAX_IMAGE_BYTES (50 MiB) or more is refused with 413. */
export const MEDIA_MAX_BYTES = MAX_IMAGE_BYTES - 1;

/** Photos swept at a time; the sweep runs every few minutes, so a backlog clears soon. */
const SWEEP_BATCH = 500;

/** The answer of POST and GET /wp/v2/media (src/core/media.ts MediaSchema). */
export function mediaJson(row: MediaRow, storage: Storage): Media {
  const size = { width: row.width, height: row.height };
  const jpeg = (key: string, box: number) => ({
    source_url: storage.url(key),
    mime_type: 'image/jpeg',
    ...fitInside(size, box, box),
  });
  return {
    id: row.id,
    source_url: storage.url(row.path),
    mime_type: 'image/jpeg',
    media_details: {
      ...size,
      sizes: {
        thumbnail: jpeg(row.thumbPath, THUMBNAIL_WIDTH),
        // Photos from before the detail size and the WebP existed fall back to the full JPEG.
        medium: jpeg(row.mediumPath ?? row.path, MEDIUM_WIDTH),
        webp: row.webpPath
          ? { source_url: storage.url(row.webpPath), mime_type: 'image/webp', ...size }
          : { source_url: storage.url(row.path), mime_type: 'image/jpeg', ...size },
      },
    },
  };
}

/**
 * Erase photos no ad took within ORPHAN_MEDIA_TTL_MS, with their files (run by the sweep). This
 * also finds the files of an upload whose process died before answering (its row comes first).
 */
export async function sweepOrphanMedia(db: Database, storage: Storage): Promise<number> {
  const rows = await takeOrphanMedia(db, Math.floor(ORPHAN_MEDIA_TTL_MS / 1000), SWEEP_BATCH);
  await erasePhotoFiles(db, storage, rows);
  return rows.length;
}

/** Erase every photo of the user that no ad uses (account deletion). */
export async function eraseUnattachedMedia(db: Database, storage: Storage, userId: number): Promise<void> {
  await erasePhotoFiles(db, storage, await takeUnattachedMediaOf(db, userId));
}

export function mediaService(deps: { db: Database; storage: Storage; limiter: RateLimiter }) {
  const { db, storage, limiter } = deps;
  return {
    /**
     * Judge, convert and store an upload. The rate limit is counted before this call reads the
     * file (reserve-then-check), so a parallel burst gets at most the limit through. A call with
     * an Idempotency-Key had its file read already, to fingerprint it, but only once its caller
     * was known to be signed in (lib/idempotency.ts): an anonymous one is refused unread.
     */
    async upload(user: UserRow, read: () => Promise<UploadedFile>): Promise<Media> {
      await limiter.hit(RATE_RULES.mediaUploadsPerUser, String(user.id));
      const file = await read();
      const judged = await inspectPhoto(file.path);
      if ('problem' in judged) throw REFUSALS[judged.problem]();
      const renditions = await makeRenditions(file.path).catch((error: unknown) => {
        // A header that passed and a body that does not decode (truncated, corrupt) is no photo.
        throw REFUSALS[isPixelLimitError(error) ? 'too_many_pixels' : 'invalid_type']();
      });
      // Random names: a URL tells nothing about its seller, and none is ever reused (the files
      // are cached forever under their name).
      const base = `media/${randomBytes(12).toString('hex')}`;
      const keys = {
        path: `${base}.jpg`,
        thumbPath: `${base}-thumb.jpg`,
        mediumPath: `${base}-medium.jpg`,
        webpPath: `${base}.webp`,
      };
      // The row first, the files after: a process that dies in between leaves a row no ad took,
      // which the orphan sweep erases with whatever files it names. Files written first would
      // be named by no row, and nothing could find them again (on disk or in a bucket).
      const row = await insertMedia(db, {
        ownerId: user.id,
        ...keys,
        width: renditions.width,
        height: renditions.height,
      });
      try {
        await Promise.all([
          storage.put(keys.path, renditions.full, 'image/jpeg'),
          storage.put(keys.thumbPath, renditions.thumb, 'image/jpeg'),
          storage.put(keys.mediumPath, renditions.medium, 'image/jpeg'),
          storage.put(keys.webpPath, renditions.webp, 'image/webp'),
        ]);
      } catch (error) {
        // Files before the row, for the same reason: the row is what finds them.
        await erasePhotoFiles(db, storage, [row]);
        await deleteOwnUnattachedMedia(db, row.id, user.id);
        throw error;
      }
      return mediaJson(row, storage);
    },

    /** The user's own photo; anybody else's answers exactly like a missing one. */
    async ownById(user: UserRow, id: number): Promise<Media> {
      const row = await findOwnMedia(db, id, user.id);
      if (!row) throw notFound();
      return mediaJson(row, storage);
    },

    /**
     * Erase the user's own photo and its files. A photo an ad shows is refused (400
     * rest_media_in_use): the ad's photos change through the ad, so an ad never loses its cover
     * behind its seller's back.
     */
    async remove(user: UserRow, id: number): Promise<{ deleted: true; previous: Media }> {
      const row = await deleteOwnUnattachedMedia(db, id, user.id);
      if (!row) throw (await findOwnMedia(db, id, user.id)) ? inUse() : notFound();
      await erasePhotoFiles(db, storage, [row]);
      return { deleted: true, previous: mediaJson(row, storage) };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
