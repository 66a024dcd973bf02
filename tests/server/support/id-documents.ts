// ID documents in the server tests (issue 17): uploads of front and back as multipart, a reviewer,
// and the private files on disk.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { IdDocumentState } from '../../../src/core/id-documents.ts';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import { users } from '../../../server/db/schema.ts';
import type { RegisteredUser } from './flows.ts';
import { send, type ApiResponse } from './http.ts';
import { filesUnder, photo } from './photos.ts';
import type { App, AppUnderTest } from './server.ts';

export const ID_DOCUMENTS = '/wp-json/hm/v1/id-documents';

export type IdAnswer = ApiResponse<IdDocumentState & ApiErrorBody>;

/** A camera photo of a card (with GPS EXIF, which the stored copy must not keep). */
export const cardPhoto = () => photo({ width: 900, height: 600, gps: true });

/** A plain white picture: the stored copy's "KOPIE" mark is what is not white on it. */
export const whitePicture = async (): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer(),
  );

/** POST the sides given (a side left out is not in the form). */
export async function uploadId(
  app: App,
  token: string | undefined,
  sides: { front?: Uint8Array; back?: Uint8Array },
): Promise<IdAnswer> {
  const form = new FormData();
  for (const side of ['front', 'back'] as const) {
    const bytes = sides[side];
    if (bytes) form.append(side, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${side}.jpg`);
  }
  return send(app, ID_DOCUMENTS, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Upload both sides as card photos (201 expected by the caller). */
export async function uploadCard(app: App, user: RegisteredUser): Promise<IdAnswer> {
  return uploadId(app, user.token, { front: await cardPhoto(), back: await cardPhoto() });
}

/** Make the account a reviewer (the operator sets the role; there is no call for it). */
export async function makeReviewer(server: Pick<AppUnderTest, 'db'>, user: RegisteredUser): Promise<void> {
  await server.db.update(users).set({ role: 'reviewer' }).where(eq(users.id, user.user_id));
}

/** The ID images in the private folder. */
export const idFiles = (server: Pick<AppUnderTest, 'privateDir'>): string[] =>
  filesUnder(`${server.privateDir}/id-documents`);
