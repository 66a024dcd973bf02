// POST /wc/v3/customers/me/avatar: a PNG or JPEG profile picture, cropped to a 256x256 JPEG
// without metadata (EXIF can carry where a photo was taken) and stored under the uploads folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/core/account.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { UPLOADS_PATH } from '../../server/adapters/storage.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const AVATAR = '/wp-json/wc/v3/customers/me/avatar';

interface AvatarResult {
  status: true;
  data: Customer;
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7d32' } });
const upload = async (token: string | undefined, body: Uint8Array | string) =>
  server.request<AvatarResult & ApiErrorBody>('POST', AVATAR, { token, body });

/** The path of the stored file behind an avatar URL. */
function fileOf(avatarUrl: string | null | undefined): string {
  if (!avatarUrl?.startsWith(`${UPLOADS_PATH}/`)) throw new Error(`not an upload URL: ${avatarUrl}`);
  return join(server.uploadsDir, avatarUrl.slice(UPLOADS_PATH.length + 1));
}
const storedFile = (avatarUrl: string | null | undefined): Buffer => readFileSync(fileOf(avatarUrl));

describe('POST /wc/v3/customers/me/avatar', () => {
  it('stores a 600x400 PNG as a 256x256 JPEG and answers the account with its URL', async () => {
    const user = await server.register();
    const png = await picture(600, 400).png().toBuffer();

    const res = await upload(user.token, new Uint8Array(png));

    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.data.avatar_url).toMatch(
      new RegExp(`^${UPLOADS_PATH}/avatars/${user.user_id}-\\w+\\.jpg$`),
    );
    const meta = await sharp(storedFile(res.body.data.avatar_url)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    const me = await server.request<Customer>('GET', '/wp-json/wc/v3/customers/me', { token: user.token });
    expect(me.body.avatar_url).toBe(res.body.data.avatar_url);
  });

  it('strips the EXIF data of a JPEG', async () => {
    const user = await server.register();
    const jpeg = await picture(400, 400)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Erika Musterfrau', Copyright: 'Heidestraße 17, Köln' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(user.token, new Uint8Array(jpeg));

    expect(res.status).toBe(200);
    const stored = storedFile(res.body.data.avatar_url);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Musterfrau');
  });

  it('gives each new picture a new URL, so browsers do not show the cached old one', async () => {
    const user = await server.register();
    const png = new Uint8Array(await picture(300, 300).png().toBuffer());

    const first = await upload(user.token, png);
    const second = await upload(user.token, png);

    expect(second.body.data.avatar_url).not.toBe(first.body.data.avatar_url);
    expect(existsSync(fileOf(second.body.data.avatar_url))).toBe(true);
  });

  it('erases the old picture when a new one replaces it', async () => {
    const user = await server.register();
    const png = new Uint8Array(await picture(300, 300).png().toBuffer());

    const first = await upload(user.token, png);
    expect(existsSync(fileOf(first.body.data.avatar_url))).toBe(true);
    await upload(user.token, png);

    expect(existsSync(fileOf(first.body.data.avatar_url))).toBe(false);
  });

  it('erases the picture with the account', async () => {
    const user = await server.register();
    const res = await upload(user.token, new Uint8Array(await picture(300, 300).png().toBuffer()));

    const deleted = await server.request('DELETE', `/wp-json/wc/v3/customers/${user.user_id}`, {
      token: user.token,
      query: { force: 'true' },
    });

    expect(deleted.status).toBe(200);
    expect(existsSync(fileOf(res.body.data.avatar_url))).toBe(false);
  });

  it('refuses a text body with 400 avatar_invalid and keeps the picture it had', async () => {
    const user = await server.register();
    const first = await upload(user.token, new Uint8Array(await picture(300, 300).png().toBuffer()));

    const res = await upload(user.token, 'das ist kein Bild');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('avatar_invalid');
    const me = await server.request<Customer>('GET', '/wp-json/wc/v3/customers/me', { token: user.token });
    expect(me.body.avatar_url).toBe(first.body.data.avatar_url);
  });

  it('refuses an empty body and an image format other than PNG or JPEG', async () => {
    const user = await server.register();
    const gif = new Uint8Array(await picture(300, 300).gif().toBuffer());

    for (const body of [new Uint8Array(0), gif]) {
      const res = await upload(user.token, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('avatar_invalid');
    }
  });

  it('answers 401 without a token', async () => {
    const png = new Uint8Array(await picture(300, 300).png().toBuffer());

    expect((await upload(undefined, png)).status).toBe(401);
  });
});
