// No orphaned profile pictures (issue 8, point 7): every file a user uploaded is recorded, so
// parallel uploads leave only the picture that won, and deleting the account erases them all.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../src/core/account.ts';
import { UPLOADS_PATH } from '../../server/adapters/storage.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const AVATAR = '/wp-json/wc/v3/customers/me/avatar';
const ME = '/wp-json/wc/v3/customers/me';

const png = async (shade: number) =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: shade, g: 120, b: 40 } } })
      .png()
      .toBuffer(),
  );

/** The files in the uploads folder that belong to this user's pictures. */
const filesOf = (userId: number): string[] => {
  try {
    return readdirSync(join(server.uploadsDir, 'avatars')).filter((f) => f.startsWith(`${userId}-`));
  } catch {
    return [];
  }
};

describe('profile picture files', () => {
  // User ids start at 1 in every test: files of an earlier test's user 1 must not count.
  beforeEach(() => rmSync(join(server.uploadsDir, 'avatars'), { recursive: true, force: true }));

  it('keeps only the current picture after 10 parallel uploads', async () => {
    const user = await server.register();
    const pictures = await Promise.all(Array.from({ length: 10 }, (_, i) => png(i * 20)));

    const answers = await Promise.all(
      pictures.map((body) => server.request<{ data: Customer }>('POST', AVATAR, { token: user.token, body })),
    );
    const me = await server.request<Customer>('GET', ME, { token: user.token });

    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const current = me.body.avatar_url ?? '';
    expect(filesOf(user.user_id)).toEqual([current.slice(`${UPLOADS_PATH}/avatars/`.length)]);
  });

  it('erases every picture file when the account is deleted, also after parallel uploads', async () => {
    const user = await server.register();
    const other = await server.register();
    await server.request('POST', AVATAR, { token: other.token, body: await png(1) });
    await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        server.request('POST', AVATAR, { token: user.token, body: await png(i * 40) }),
      ),
    );
    expect(filesOf(user.user_id).length).toBeGreaterThan(0);

    const res = await server.request('DELETE', ME, { token: user.token, query: { force: 'true' } });

    expect(res.status).toBe(200);
    expect(filesOf(user.user_id)).toEqual([]);
    expect(filesOf(other.user_id)).toHaveLength(1);
  });
});
