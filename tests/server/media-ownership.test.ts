// GET and DELETE /wp/v2/media/{id}: a photo belongs to its uploader alone. Anybody else, and a
// missing id, get the same 404 rest_post_invalid_id without any of its data; deleting erases
// its files; a photo an ad shows is refused (the ad's photos change through the ad).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Media } from '../../src/core/media.ts';
import { UPLOADS_PATH } from '../../server/adapters/storage.ts';
import { media, users } from '../../server/db/schema.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { filesUnder, MEDIA, photo, uploadRaw, type MediaAnswer } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
beforeEach(() => rmSync(join(server.uploadsDir, 'media'), { recursive: true, force: true }));

const mediaFiles = () => filesUnder(join(server.uploadsDir, 'media'));
const pathOf = (url: string) => join(server.uploadsDir, url.slice(UPLOADS_PATH.length + 1));
const urlsOf = (m: Media) => [m.source_url, ...Object.values(m.media_details.sizes).map((s) => s.source_url)];

async function uploaded(user: RegisteredUser): Promise<Media> {
  const res: MediaAnswer = await uploadRaw(server.app, user.token, await photo({ width: 700, height: 700 }));
  expect(res.status).toBe(201);
  return res.body;
}

const call = (method: 'GET' | 'DELETE', id: number | string, token?: string) =>
  server.request<Media & { code?: string; deleted?: boolean; previous?: Media }>(method, `${MEDIA}/${id}`, {
    token,
  });

describe('GET /wp/v2/media/{id}', () => {
  it('answers the owner their photo as it was answered on upload', async () => {
    const owner = await server.register();
    const photoOf = await uploaded(owner);

    const res = await call('GET', photoOf.id, owner.token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual(photoOf);
  });

  it('answers anybody else, and a missing id, 404 rest_post_invalid_id without any data', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const photoOf = await uploaded(owner);

    const foreign = await call('GET', photoOf.id, stranger.token);
    const missing = await call('GET', photoOf.id + 1000, stranger.token);

    for (const res of [foreign, missing]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'rest_post_invalid_id',
        message: expect.any(String),
        data: { status: 404 },
      });
    }
    expect(JSON.stringify(foreign.body)).not.toContain('uploads');
  });

  it('answers 401 without a token and 400 to an id that is no id', async () => {
    const owner = await server.register();
    const photoOf = await uploaded(owner);

    expect((await call('GET', photoOf.id)).status).toBe(401);
    const bad = await call('GET', 'abc', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
  });
});

describe('DELETE /wp/v2/media/{id}', () => {
  it('erases the owner’s photo and all its files', async () => {
    const owner = await server.register();
    const photoOf = await uploaded(owner);
    const kept = await uploaded(owner);
    expect(urlsOf(photoOf).every((url) => existsSync(pathOf(url)))).toBe(true);

    const res = await call('DELETE', photoOf.id, owner.token);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, previous: { id: photoOf.id } });
    expect(urlsOf(photoOf).some((url) => existsSync(pathOf(url)))).toBe(false);
    expect(urlsOf(kept).every((url) => existsSync(pathOf(url)))).toBe(true);
    expect((await call('GET', photoOf.id, owner.token)).status).toBe(404);
    expect((await call('DELETE', photoOf.id, owner.token)).status).toBe(404);
  });

  it('refuses anybody else with 404 and keeps the photo and its files', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const photoOf = await uploaded(owner);

    const res = await call('DELETE', photoOf.id, stranger.token);
    const anonymous = await call('DELETE', photoOf.id);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_post_invalid_id');
    expect(anonymous.status).toBe(401);
    expect(await server.db.select().from(media).where(eq(media.id, photoOf.id))).toHaveLength(1);
    expect(mediaFiles()).toHaveLength(4);
  });

  it('refuses a photo an ad shows with 400 rest_media_in_use and keeps it', async () => {
    const owner = await server.register();
    const photoOf = await uploaded(owner);
    const [vendor] = await server.db.select().from(users).where(eq(users.id, owner.user_id));
    if (!vendor) throw new Error('the owner is not stored');
    const ad = await server.makeAd({ vendor, images: 0 });
    await server.db.update(media).set({ productId: ad.id }).where(eq(media.id, photoOf.id));

    const res = await call('DELETE', photoOf.id, owner.token);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_media_in_use');
    expect(urlsOf(photoOf).every((url) => existsSync(pathOf(url)))).toBe(true);
    expect((await call('GET', photoOf.id, owner.token)).status).toBe(200);
  });
});
