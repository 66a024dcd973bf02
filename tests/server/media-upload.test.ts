// POST /wp/v2/media: a photo for an ad, judged by its content (never its name or Content-Type),
// turned upright, stripped of every piece of metadata (EXIF GPS tells where a seller lives) and
// stored as a JPEG of at most 1920x1080 with a thumbnail, a detail size and a WebP.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '../../src/core/constants.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { MediaSchema, type Media } from '../../src/core/media.ts';
import { UPLOADS_PATH } from '../../server/adapters/storage.ts';
import { media, rateLimits } from '../../server/db/schema.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { send } from './support/http.ts';
import { filesUnder, GPS_EXIF, MEDIA, photo, pixelBombPng, uploadForm, uploadRaw } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

// Upload temp files go here, so none left is checkable (the next file gets its worker's TMPDIR
// back: support/fresh-process.ts).
let uploadTemp = '';
beforeAll(() => {
  uploadTemp = mkdtempSync(join(tmpdir(), 'media-upload-test-'));
  process.env.TMPDIR = uploadTemp;
});
afterAll(() => rmSync(uploadTemp, { recursive: true, force: true }));
beforeEach(() => rmSync(join(server.uploadsDir, 'media'), { recursive: true, force: true }));

const mediaFiles = () => filesUnder(join(server.uploadsDir, 'media'));
const fileOf = (url: string) => {
  if (!url.startsWith(`${UPLOADS_PATH}/`)) throw new Error(`not an upload URL: ${url}`);
  return readFileSync(join(server.uploadsDir, url.slice(UPLOADS_PATH.length + 1)));
};
/** All four stored files of an answer: the JPEG, thumbnail, detail size and WebP. */
const storedOf = (m: Media) => [
  fileOf(m.source_url),
  ...(['thumbnail', 'medium', 'webp'] as const).map((size) =>
    fileOf(m.media_details.sizes[size]?.source_url ?? ''),
  ),
];
const mediaRows = () => server.db.select().from(media);

/** The average colour of an 8x8 square at a point. */
async function colourAt(file: Buffer, x: number, y: number) {
  const { data } = await sharp(file).extract({ left: x, top: y, width: 8, height: 8 }).raw().toBuffer({
    resolveWithObject: true,
  });
  const mean = (c: number) => {
    let sum = 0;
    for (let i = c; i < data.length; i += 3) sum += data[i] ?? 0;
    return sum / (data.length / 3);
  };
  return { r: mean(0), b: mean(2) };
}

describe('POST /wp/v2/media', () => {
  it('stores a JPEG sent raw and answers 201 with the media shape, its sizes and files', async () => {
    const user = await server.register();

    const res = await uploadRaw(server.app, user.token, await photo({ width: 2400, height: 1800 }));

    expect(res.status).toBe(201);
    expect(v.is(MediaSchema, res.body)).toBe(true);
    expect(res.body).toMatchObject({
      mime_type: 'image/jpeg',
      media_details: {
        width: 1440,
        height: 1080,
        sizes: {
          thumbnail: { mime_type: 'image/jpeg', width: 480, height: 360 },
          medium: { mime_type: 'image/jpeg', width: 960, height: 720 },
          webp: { mime_type: 'image/webp', width: 1440, height: 1080 },
        },
      },
    });
    const [full, thumb, medium, webp] = await Promise.all(storedOf(res.body).map((f) => sharp(f).metadata()));
    expect([full?.format, full?.width, full?.height]).toEqual(['jpeg', 1440, 1080]);
    expect([thumb?.format, thumb?.width, thumb?.height]).toEqual(['jpeg', 480, 360]);
    expect([medium?.format, medium?.width, medium?.height]).toEqual(['jpeg', 960, 720]);
    expect([webp?.format, webp?.width, webp?.height]).toEqual(['webp', 1440, 1080]);
    const [row] = await mediaRows();
    expect(row).toMatchObject({ id: res.body.id, ownerId: user.user_id, productId: null, width: 1440 });
    expect(mediaFiles()).toHaveLength(4);
  });

  it('takes the multipart form field `file` too', async () => {
    const user = await server.register();

    const res = await uploadForm(
      server.app,
      user.token,
      await photo({ width: 800, height: 600, format: 'png' }),
    );

    expect(res.status).toBe(201);
    expect(res.body.media_details).toMatchObject({ width: 800, height: 600 });
    expect((await sharp(fileOf(res.body.source_url)).metadata()).format).toBe('jpeg');
  });

  it('judges the content, not the name: a PNG called .jpg is taken, a GIF or text called .jpg is not', async () => {
    const user = await server.register();
    const png = await photo({ width: 700, height: 700, format: 'png' });

    const accepted = await uploadRaw(server.app, user.token, png, { filename: 'urlaub.jpg' });
    const refused = await Promise.all([
      uploadRaw(server.app, user.token, await photo({ width: 700, height: 700, format: 'gif' })),
      uploadRaw(server.app, user.token, await photo({ width: 700, height: 700, format: 'webp' })),
      uploadRaw(server.app, user.token, new TextEncoder().encode('Das ist kein Foto, nur Text.')),
      uploadForm(
        server.app,
        user.token,
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ]);

    expect(accepted.status).toBe(201);
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_invalid_type');
      expect(res.body.data.status).toBe(400);
    }
    expect(await mediaRows()).toHaveLength(1);
    expect(mediaFiles()).toHaveLength(4);
  });

  it('takes exactly 540x540 and refuses 539x2000 and 2000x539', async () => {
    const user = await server.register();

    const square = await uploadRaw(server.app, user.token, await photo({ width: 540, height: 540 }));
    const narrow = await uploadRaw(server.app, user.token, await photo({ width: 539, height: 2000 }));
    const flat = await uploadForm(
      server.app,
      user.token,
      await photo({ width: 2000, height: 539, format: 'png' }),
    );

    expect(square.status).toBe(201);
    expect(square.body.media_details).toMatchObject({ width: 540, height: 540 });
    for (const res of [narrow, flat]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_image_too_small');
    }
  });

  it('refuses a decompression bomb (a small PNG declaring more pixels than allowed)', async () => {
    const user = await server.register();
    const bomb = pixelBombPng(15_000, 15_000);
    expect(15_000 * 15_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);

    const res = await uploadRaw(server.app, user.token, bomb, { filename: 'bombe.png' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_upload_too_many_pixels');
    expect(await mediaRows()).toHaveLength(0);
  });

  it('refuses a JPEG whose header is fine but whose data is cut off, as no photo', async () => {
    const user = await server.register();
    const whole = await photo({ width: 1200, height: 900 });

    const res = await uploadRaw(server.app, user.token, whole.subarray(0, Math.floor(whole.length / 3)));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_upload_invalid_type');
  });

  it('stores a photo with EXIF orientation 6 upright', async () => {
    const user = await server.register();
    // Stored 1200x800 with its left half red; shown turned a quarter clockwise: 800x1200, red on top.
    const turned = await photo({ width: 1200, height: 800, orientation: 6 });

    const res = await uploadRaw(server.app, user.token, turned);

    expect(res.status).toBe(201);
    expect(res.body.media_details).toMatchObject({ width: 720, height: 1080 });
    for (const file of storedOf(res.body)) {
      const meta = await sharp(file).metadata();
      expect(meta.height).toBeGreaterThan(meta.width ?? Infinity);
      expect(meta.orientation).toBeUndefined();
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      const top = await colourAt(file, Math.floor(width / 2), 2);
      const bottom = await colourAt(file, Math.floor(width / 2), height - 10);
      expect(top.r).toBeGreaterThan(150);
      expect(bottom.b).toBeGreaterThan(150);
    }
  });

  it('keeps no EXIF (no GPS position), XMP, IPTC or ICC data in any stored file', async () => {
    const user = await server.register();
    const camera = await photo({ width: 1600, height: 1200, gps: true });
    const exif = (await sharp(camera).metadata()).exif;
    // The fixture really carries a GPS block (tag 0x8825, GPSInfo) and the camera owner's name.
    expect(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    expect(Buffer.from(camera).includes(Buffer.from(GPS_EXIF.IFD0.Artist))).toBe(true);

    const raw = await uploadRaw(server.app, user.token, camera);
    const form = await uploadForm(server.app, user.token, camera);

    for (const res of [raw, form]) {
      expect(res.status).toBe(201);
      for (const file of storedOf(res.body)) {
        const meta = await sharp(file).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(file.includes(Buffer.from('Exif\0\0'))).toBe(false);
        expect(file.includes(Buffer.from('EXIF'))).toBe(false);
        expect(file.includes(Buffer.from(GPS_EXIF.IFD0.Artist))).toBe(false);
        expect(file.includes(Buffer.from(GPS_EXIF.IFD0.Model))).toBe(false);
      }
    }
  });

  it('answers 401 without a token and stores nothing', async () => {
    const res = await uploadRaw(server.app, undefined, await photo({ width: 600, height: 600 }));

    expect(res.status).toBe(401);
    expect(await mediaRows()).toHaveLength(0);
    expect(mediaFiles()).toHaveLength(0);
  });

  it('answers 400 rest_upload_no_data to an empty body, a form without `file` and a form cut off', async () => {
    const user = await server.register();

    const empty = await uploadRaw(server.app, user.token, new Uint8Array(0));
    const otherField = await uploadForm(server.app, user.token, await photo({ width: 600, height: 600 }), {
      field: 'photo',
    });
    const noBoundary = await uploadRaw(server.app, user.token, await photo({ width: 600, height: 600 }), {
      headers: { 'content-type': 'multipart/form-data' },
    });

    const cutOff = await send<ApiErrorBody>(server.app, MEDIA, {
      method: 'POST',
      body: '--grenze\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'multipart/form-data; boundary=grenze',
      },
    });

    for (const res of [empty, otherField, noBoundary, cutOff]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_no_data');
    }
  });

  it('leaves no temp file behind, whether the upload was taken, refused or cut off', async () => {
    const user = await server.register();

    await uploadRaw(server.app, user.token, await photo({ width: 600, height: 600 }));
    await uploadForm(server.app, user.token, await photo({ width: 600, height: 600 }));
    await uploadRaw(server.app, user.token, new TextEncoder().encode('kein Bild'));
    await uploadRaw(server.app, user.token, pixelBombPng(15_000, 15_000));
    for (let i = 0; i < 5; i += 1) {
      await send(server.app, MEDIA, {
        method: 'POST',
        body: `--g\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n${'x'.repeat(i * 1000)}`,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data; boundary=g' },
      });
    }

    expect(readdirSync(uploadTemp)).toEqual([]);
  });

  it('limits uploads per user, also for a parallel burst at the edge of the limit', async () => {
    const user = await server.register();
    const other = await server.register();
    const { limit, name } = RATE_RULES.mediaUploadsPerUser;
    await server.db
      .insert(rateLimits)
      .values({ key: `${name}:${user.user_id}`, windowStart: sql`now()`, hits: limit - 2 });
    const file = await photo({ width: 600, height: 600 });

    const burst = await Promise.all(Array.from({ length: 6 }, () => uploadRaw(server.app, user.token, file)));
    const others = await uploadRaw(server.app, other.token, file);

    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    const refused = burst.find((r) => r.status === 429);
    expect(refused?.body.code).toBe('too_many_requests');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(others.status).toBe(201);
    expect(await server.db.select().from(media).where(eq(media.ownerId, user.user_id))).toHaveLength(2);
  });
});
