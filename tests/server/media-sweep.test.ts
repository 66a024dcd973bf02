// A photo no ad took within a day (ORPHAN_MEDIA_TTL_MS) is erased with its files by the periodic
// sweep; photos an ad shows, and younger ones, stay. Deleting the account erases the photos no ad
// uses at once.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORPHAN_MEDIA_TTL_MS, type Media } from '../../src/core/media.ts';
import { localStorage, UPLOADS_PATH } from '../../server/adapters/storage.ts';
import { media, users } from '../../server/db/schema.ts';
import { sweepOnce } from '../../server/services/expiry-sweep.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { filesUnder, photo, uploadRaw } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
beforeEach(() => rmSync(join(server.uploadsDir, 'media'), { recursive: true, force: true }));

const pathOf = (url: string) => join(server.uploadsDir, url.slice(UPLOADS_PATH.length + 1));
const urlsOf = (m: Media) => [m.source_url, ...Object.values(m.media_details.sizes).map((s) => s.source_url)];
const allThere = (m: Media) => urlsOf(m).every((url) => existsSync(pathOf(url)));
const noneThere = (m: Media) => urlsOf(m).every((url) => !existsSync(pathOf(url)));

async function uploaded(user: RegisteredUser): Promise<Media> {
  const res = await uploadRaw(server.app, user.token, await photo({ width: 700, height: 700 }));
  expect(res.status).toBe(201);
  return res.body;
}

async function uploadedAgo(user: RegisteredUser, ms: number): Promise<Media> {
  const m = await uploaded(user);
  await server.db
    .update(media)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(media.id, m.id));
  return m;
}

async function attach(user: RegisteredUser, ...photos: Media[]) {
  const [vendor] = await server.db.select().from(users).where(eq(users.id, user.user_id));
  if (!vendor) throw new Error('the user is not stored');
  const ad = await server.makeAd({ vendor, images: 0 });
  await server.db
    .update(media)
    .set({ productId: ad.id })
    .where(
      inArray(
        media.id,
        photos.map((p) => p.id),
      ),
    );
  return ad;
}

const rowIds = async () => (await server.db.select({ id: media.id }).from(media)).map((r) => r.id).sort();

describe('the orphan photo sweep', () => {
  it('erases photos older than a day that no ad took, with their files, and keeps the rest', async () => {
    const user = await server.register();
    const HOUR = 3600 * 1000;
    const orphan = await uploadedAgo(user, ORPHAN_MEDIA_TTL_MS + HOUR);
    const attached = await uploadedAgo(user, ORPHAN_MEDIA_TTL_MS + HOUR);
    const young = await uploadedAgo(user, ORPHAN_MEDIA_TTL_MS - HOUR);
    await attach(user, attached);

    await sweepOnce(server.db, localStorage(server.uploadsDir));

    expect(await rowIds()).toEqual([attached.id, young.id].sort());
    expect(noneThere(orphan)).toBe(true);
    expect(allThere(attached)).toBe(true);
    expect(allThere(young)).toBe(true);
    expect(filesUnder(join(server.uploadsDir, 'media'))).toHaveLength(8);
  });

  it('erases the photos no ad uses when the account is deleted, and keeps the ad’s', async () => {
    const user = await server.register();
    const loose = await uploaded(user);
    const shown = await uploaded(user);
    await attach(user, shown);

    const res = await server.request('DELETE', `/wp-json/wc/v3/customers/${user.user_id}`, {
      token: user.token,
      query: { force: 'true' },
    });

    expect(res.status).toBe(200);
    expect(await rowIds()).toEqual([shown.id]);
    expect(noneThere(loose)).toBe(true);
    expect(allThere(shown)).toBe(true);
  });
});
