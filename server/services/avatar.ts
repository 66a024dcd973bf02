// Profile pictures: the real image content is checked (sharp decodes it), cropped to a square,
// stripped of metadata (EXIF can carry a home's GPS position) and stored as a small JPEG.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { updateUser, type UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';

export const AVATAR_SIZE_PX = 256;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

export async function saveAvatar(
  db: Database,
  storage: Storage,
  user: UserRow,
  body: Uint8Array,
): Promise<UserRow> {
  if (body.byteLength === 0 || body.byteLength > AVATAR_MAX_BYTES) {
    throw new ApiError(400, 'avatar_invalid', 'The picture must be a PNG or JPEG of at most 10 MB.');
  }
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
  const key = `avatars/${user.id}-${randomBytes(6).toString('hex')}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  const updated = await updateUser(db, user.id, { avatarUrl: storage.url(key) });
  await removeAvatarFile(storage, user.avatarUrl);
  return updated;
}

/** The old picture goes when a new one comes or the account is deleted (it is personal data). */
export async function removeAvatarFile(storage: Storage, url: string | null): Promise<void> {
  const key = url ? storage.keyOf(url) : undefined;
  if (key?.startsWith('avatars/')) await storage.remove(key).catch(() => undefined);
}
