// Profile pictures: the real image content is checked (sharp decodes it), cropped to a square,
// stripped of metadata (EXIF can carry a home's GPS position) and stored as a small JPEG. Every
// file is recorded (avatar_files), so a replacement erases all the others, also those of uploads
// that ran in parallel, and deleting the account erases every one.
import { randomBytes } from 'node:crypto';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { afterCommit } from '../db/transaction.ts';
import { replaceAvatar, takeAvatarFiles } from '../db/repositories/avatar-files.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';

export const AVATAR_SIZE_PX = 256;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

const AVATAR_PREFIX = 'avatars/';

export async function saveAvatar(
  db: Database,
  storage: Storage,
  user: UserRow,
  body: Uint8Array,
): Promise<UserRow> {
  if (body.byteLength === 0 || body.byteLength > AVATAR_MAX_BYTES) {
    throw new ApiError(400, 'avatar_invalid', 'The picture must be a PNG or JPEG of at most 10 MB.');
  }
  const { default: sharp } = await import('sharp'); // loaded with the first picture, not at every start
  let jpeg: Buffer;
  try {
    const meta = await sharp(body).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') throw new Error(`format ${meta.format}`);
    jpeg = await sharp(body)
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw new ApiError(400, 'avatar_invalid', 'The picture must be a PNG or JPEG of at most 10 MB.');
  }
  // A new name each time: the old URL is cached forever (immutable) by browsers.
  const key = `${AVATAR_PREFIX}${user.id}-${randomBytes(6).toString('hex')}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  const replaced = await replaceAvatar(db, user.id, { key, url: storage.url(key) }).catch(
    async (error: unknown) => {
      await removeFiles(storage, [key]);
      throw error;
    },
  );
  if (!replaced) {
    await removeFiles(storage, [key]);
    throw new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
  }
  const previous = replaced.previousUrl ? storage.keyOf(replaced.previousUrl) : undefined;
  const stale = [...replaced.staleKeys, ...(previous && previous !== key ? [previous] : [])];
  await afterCommit(() => removeFiles(storage, stale));
  return replaced.user;
}

/** Erase every picture file of the user (account deletion: it is personal data). */
export async function removeAllAvatars(db: Database, storage: Storage, user: UserRow): Promise<void> {
  const current = user.avatarUrl ? storage.keyOf(user.avatarUrl) : undefined;
  const recorded = await takeAvatarFiles(db, user.id);
  await removeFiles(storage, [...recorded, ...(current ? [current] : [])]);
}

async function removeFiles(storage: Storage, keys: string[]): Promise<void> {
  const ours = [...new Set(keys)].filter((key) => key.startsWith(AVATAR_PREFIX));
  await Promise.all(ours.map((key) => storage.remove(key).catch(() => undefined)));
}
