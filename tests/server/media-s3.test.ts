// The S3-compatible storage adapter (AWS SDK v3) against a local S3 server (s3rver): files are
// put with their type and an immutable cache header, served from S3_PUBLIC_URL's address, and
// removed; an upload through the API lands in the bucket without metadata and a delete erases it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../src/core/media.ts';
import { s3Storage } from '../../server/adapters/s3-storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig, type S3Config } from '../../server/config.ts';
import { startS3Server, type RunningS3Server } from '../support/s3-server.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { send } from './support/http.ts';
import { MEDIA, photo, uploadRaw } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
let s3: RunningS3Server;
let settings: S3Config;

beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig(s3.env).s3;
  if (!config) throw new Error('S3 settings not read');
  settings = config;
});
afterAll(() => s3.close());

const urlsOf = (m: Media) => [m.source_url, ...Object.values(m.media_details.sizes).map((s) => s.source_url)];

describe('s3Storage', () => {
  it('puts a file the browser then loads from its URL, with type and cache header, and removes it', async () => {
    const storage = s3Storage(settings);
    const body = new TextEncoder().encode('ein Foto');

    await storage.put('media/abc.jpg', body, 'image/jpeg');
    const url = storage.url('media/abc.jpg');
    const loaded = await fetch(url);

    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/media/abc.jpg`);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('content-type')).toBe('image/jpeg');
    expect(loaded.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await loaded.arrayBuffer())).toEqual(body);
    expect(storage.keyOf(url)).toBe('media/abc.jpg');
    expect(storage.keyOf('/wp-content/uploads/media/abc.jpg')).toBeUndefined();

    await storage.remove('media/abc.jpg');
    await storage.remove('media/never-there.jpg');

    expect((await fetch(url)).status).toBe(404);
  });

  it('uses S3_PUBLIC_URL (a CDN before the bucket) for the URLs it gives out', () => {
    const config = loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://fotos.handymarkt.de/p' }).s3;
    if (!config) throw new Error('S3 settings not read');
    const storage = s3Storage(config);

    expect(storage.url('media/a b.jpg')).toBe('https://fotos.handymarkt.de/p/media/a%20b.jpg');
    expect(storage.keyOf('https://fotos.handymarkt.de/p/media/a%20b.jpg')).toBe('media/a b.jpg');
  });

  it('refuses a key that is not a plain relative key', async () => {
    const storage = s3Storage(settings);

    await expect(storage.put('../elsewhere.jpg', new Uint8Array(1), 'image/jpeg')).rejects.toThrow();
    await expect(storage.remove('/absolute.jpg')).rejects.toThrow();
  });

  it('stores an upload through the API in the bucket, without metadata, and erases it on delete', async () => {
    const app = createApp({
      db: server.db,
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ACCOUNT_ENV, ...s3.env }),
      storage: s3Storage(settings),
    });
    const user = await server.register({}, { app });

    const res = await uploadRaw(app, user.token, await photo({ width: 1200, height: 900, gps: true }));

    expect(res.status).toBe(201);
    const urls = urlsOf(res.body);
    expect(urls.every((url) => url.startsWith(`${s3.endpoint}/${s3.bucket}/media/`))).toBe(true);
    for (const url of urls) {
      const file = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect((await sharp(file).metadata()).exif).toBeUndefined();
    }
    // The app's pages may load photos from the bucket's address.
    const page = await app.request('/');
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));

    const deleted = await send(app, `${MEDIA}/${res.body.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });

    expect(deleted.status).toBe(200);
    for (const url of urls) expect((await fetch(url)).status).toBe(404);
  });
});
