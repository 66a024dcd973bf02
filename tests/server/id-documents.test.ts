// ID documents (issue 17, docs/id-verification.md): the holder uploads front and back; the stored
// copies are private (never under the uploads, random names, readable only by the holder and
// reviewers), marked "KOPIE" and free of metadata; a reviewer's decision erases both images and
// keeps only the outcome and its date; an approval is the ID badge with its date.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/core/notifications.ts';
import type { Product } from '../../src/core/products.ts';
import { localStorage, UPLOADS_PATH } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { idDocuments, users } from '../../server/db/schema.ts';
import { ACCOUNT_ENV, type RegisteredUser } from './support/flows.ts';
import { send } from './support/http.ts';
import {
  cardPhoto,
  ID_DOCUMENTS,
  idFiles,
  makeReviewer,
  uploadCard,
  uploadId,
  whitePicture,
  type IdAnswer,
} from './support/id-documents.ts';
import { filesUnder } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
beforeEach(() => rmSync(join(server.privateDir, 'id-documents'), { recursive: true, force: true }));

const image = (user: RegisteredUser | undefined, id: number | string, side: string) =>
  send<string>(server.app, `${ID_DOCUMENTS}/${id}/${side}`, {
    method: 'GET',
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
  });

const decide = (user: RegisteredUser, id: number, body: unknown) =>
  server.request<IdAnswer['body']>('POST', `${ID_DOCUMENTS}/${id}/decision`, { token: user.token, body });

const stateOf = (user: RegisteredUser) =>
  server.request<IdAnswer['body']>('GET', `${ID_DOCUMENTS}/me`, { token: user.token });

async function uploaded(user: RegisteredUser): Promise<number> {
  const res = await uploadCard(server.app, user);
  expect(res.status).toBe(201);
  return res.body.id ?? -1;
}

const notFound = { code: 'hm_id_document_not_found', message: expect.any(String), data: { status: 404 } };

describe('POST /hm/v1/id-documents', () => {
  it('stores front and back privately as copies marked KOPIE, without metadata, and waits for review', async () => {
    const holder = await server.register();

    const res = await uploadId(server.app, holder.token, {
      front: await whitePicture(),
      back: await cardPhoto(),
    });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      status: 'pending',
      submitted_at: expect.any(String),
      decided_at: null,
      reason: null,
    });
    expect((await stateOf(holder)).body).toEqual(res.body);
    // Two files with random names in the private folder, nothing in the public uploads.
    const stored = idFiles(server);
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{32}-(front|back)\.jpg$/);
    expect(filesUnder(server.uploadsDir)).toEqual([]);
    for (const name of stored) {
      const meta = await sharp(readFileSync(join(server.privateDir, 'id-documents', name))).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
    // The white front came back with the red mark across it.
    const front = stored.find((n) => n.endsWith('-front.jpg')) ?? '';
    const { data, info } = await sharp(readFileSync(join(server.privateDir, 'id-documents', front)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let reddish = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if ((data[i] ?? 0) > 150 && (data[i + 1] ?? 0) < 150 && (data[i + 2] ?? 0) < 150) reddish += 1;
    }
    expect(reddish / (info.width * info.height)).toBeGreaterThan(0.02);
  });

  it('refuses a file that is no picture, or a missing side, with 400 and stores nothing', async () => {
    const holder = await server.register();
    const text = new TextEncoder().encode('not a picture, only named front.jpg');

    const notPicture = await uploadId(server.app, holder.token, { front: text, back: await cardPhoto() });
    const oneSide = await uploadId(server.app, holder.token, { front: await cardPhoto() });

    for (const res of [notPicture, oneSide]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('hm_id_image_invalid');
    }
    expect(notPicture.body.data).toMatchObject({ params: { side: 'front' } });
    expect(oneSide.body.data).toMatchObject({ params: { side: 'back' } });
    expect(idFiles(server)).toEqual([]);
    expect((await stateOf(holder)).body.status).toBe('none');
  });

  it('refuses an anonymous upload with 401 before its body is read', async () => {
    const res = await uploadId(server.app, undefined, { front: await cardPhoto(), back: await cardPhoto() });
    expect(res.status).toBe(401);
    expect(idFiles(server)).toEqual([]);
  });

  it('refuses a side over 10 MB with 400 and a body over both sides with 413', async () => {
    const holder = await server.register();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const huge = new Uint8Array(12 * 1024 * 1024);
    const tooBig = await uploadId(server.app, holder.token, { front: big, back: await cardPhoto() });
    const overCap = await uploadId(server.app, holder.token, { front: huge, back: huge });

    expect(tooBig.status).toBe(400);
    expect(tooBig.body.code).toBe('hm_id_image_invalid');
    expect(overCap.status).toBe(413);
    expect(overCap.body.code).toBe('rest_payload_too_large');
  });

  it('refuses a second upload while one waits, also when both are sent at once', async () => {
    const holder = await server.register();
    const [front, back] = [await cardPhoto(), await cardPhoto()];

    const both = await Promise.all([
      uploadId(server.app, holder.token, { front, back }),
      uploadId(server.app, holder.token, { front, back }),
    ]);
    const again = await uploadId(server.app, holder.token, { front, back });

    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hm_id_document_pending');
    expect(await server.db.select().from(idDocuments)).toHaveLength(1);
    expect(idFiles(server)).toHaveLength(2);
  });

  it('refuses more than 5 uploads a day with 429', async () => {
    const holder = await server.register();
    for (let i = 0; i < 5; i += 1) {
      const id = await uploaded(holder);
      const withdrawn = await server.request('DELETE', `${ID_DOCUMENTS}/${id}`, { token: holder.token });
      expect(withdrawn.status).toBe(200);
    }

    const sixth = await uploadCard(server.app, holder);

    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('too_many_requests');
    expect(idFiles(server)).toEqual([]);
  });
});

describe('GET /hm/v1/id-documents/{id}/{side}', () => {
  it('answers the holder and a reviewer the image, never to be kept by a cache', async () => {
    const holder = await server.register();
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const id = await uploaded(holder);

    for (const reader of [holder, reviewer]) {
      for (const side of ['front', 'back']) {
        const res = await image(reader, id, side);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('cache-control')).toBe('no-store, private');
      }
    }
  });

  it('answers anybody else 404 as for a missing document, also for guessed ids and sides', async () => {
    const holder = await server.register();
    const stranger = await server.register();
    const id = await uploaded(holder);

    const answers = [
      await image(stranger, id, 'front'),
      await image(stranger, id, 'back'),
      await image(stranger, id + 1, 'front'),
      await image(holder, id + 1, 'front'),
    ];

    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await image(undefined, id, 'front')).status).toBe(401);
    expect((await image(holder, id, 'left')).status).toBe(400);
  });

  it('never serves the files by address: not under the uploads path, not by their name', async () => {
    const holder = await server.register();
    await uploaded(holder);
    // An app that serves the uploads folder, as the server does without S3.
    const serving = createApp({
      db: server.db,
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ACCOUNT_ENV }),
      storage: localStorage(server.uploadsDir),
      uploadsDir: server.uploadsDir,
      privateDir: server.privateDir,
    });
    const state = await send(serving, `${ID_DOCUMENTS}/me`, {
      headers: { authorization: `Bearer ${holder.token}` },
    });

    for (const name of idFiles(server)) {
      for (const path of [
        `${UPLOADS_PATH}/id-documents/${name}`,
        `${UPLOADS_PATH}/../private/id-documents/${name}`,
        `${UPLOADS_PATH}/%2e%2e/private/id-documents/${name}`,
        `${ID_DOCUMENTS}/${name}`,
        `/id-documents/${name}`,
      ]) {
        const res = await serving.request(path);
        // The last is an app address: the shell (503 here, as nothing is built), never a picture.
        expect(res.status, path).not.toBe(200);
        expect(res.headers.get('content-type') ?? '', path).not.toContain('image');
      }
      // No answer names a file.
      expect(JSON.stringify(state.body)).not.toContain(name.slice(0, 32));
    }
  });
});

describe('POST /hm/v1/id-documents/{id}/decision', () => {
  it('approves: both images erased, only outcome and date kept, the ID badge with its date on the ads', async () => {
    const holder = await server.register();
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const [row] = await server.db.select().from(users).where(eq(users.id, holder.user_id));
    await server.makeAd({ vendor: row });
    const id = await uploaded(holder);

    const res = await decide(reviewer, id, { outcome: 'approved' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'approved', decided_at: expect.any(String), reason: null });
    expect(idFiles(server)).toEqual([]);
    const [doc] = await server.db.select().from(idDocuments);
    expect(doc).toMatchObject({ status: 'approved', frontKey: null, backKey: null });
    expect((await image(holder, id, 'front')).status).toBe(404);
    expect((await image(reviewer, id, 'back')).status).toBe(404);
    expect((await stateOf(holder)).body).toMatchObject({
      status: 'approved',
      decided_at: res.body.decided_at,
    });
    const ads = await server.get<Product[]>('/wp-json/wc/v3/products', { vendor: holder.user_id });
    expect(ads.body[0]?.vendor.verified.id).toBe(true);
    expect(ads.body[0]?.vendor.verified_at.id).toBe(res.body.decided_at);
    const told = await server.request<Notification[]>('GET', '/wp-json/hm/v1/notifications', {
      token: holder.token,
    });
    expect(told.body.map((n) => n.type)).toEqual(['id_verified']);
  });

  it('rejects with a reason: images erased, no badge, and the holder may upload again', async () => {
    const holder = await server.register();
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const id = await uploaded(holder);

    const res = await decide(reviewer, id, { outcome: 'rejected', reason: 'Unscharf' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', reason: 'Unscharf' });
    expect(idFiles(server)).toEqual([]);
    const [holderRow] = await server.db.select().from(users).where(eq(users.id, holder.user_id));
    expect(holderRow?.idVerifiedAt).toBeNull();
    const told = await server.request<Notification[]>('GET', '/wp-json/hm/v1/notifications', {
      token: holder.token,
    });
    expect(told.body.map((n) => n.type)).toEqual(['id_rejected']);
    expect((await uploadCard(server.app, holder)).status).toBe(201);
  });

  it('refuses anybody but a reviewer with 403, and a document decided already with 409', async () => {
    const holder = await server.register();
    const reviewer = await server.register();
    await makeReviewer(server, reviewer);
    const id = await uploaded(holder);

    const byHolder = await decide(holder, id, { outcome: 'approved' });
    expect(byHolder.status).toBe(403);
    expect(byHolder.body.code).toBe('hm_not_reviewer');
    expect(idFiles(server)).toHaveLength(2);

    expect((await decide(reviewer, id, { outcome: 'maybe' })).status).toBe(400);
    expect((await decide(reviewer, id + 1, { outcome: 'approved' })).status).toBe(404);
    expect((await decide(reviewer, id, { outcome: 'rejected' })).status).toBe(200);
    const twice = await decide(reviewer, id, { outcome: 'approved' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('hm_id_document_decided');
    const [holderRow] = await server.db.select().from(users).where(eq(users.id, holder.user_id));
    expect(holderRow?.idVerifiedAt).toBeNull();
  });
});

describe('DELETE /hm/v1/id-documents/{id} and account deletion', () => {
  it('lets the holder withdraw a waiting document, erasing its images; anybody else gets 404', async () => {
    const holder = await server.register();
    const stranger = await server.register();
    const id = await uploaded(holder);

    const foreign = await server.request('DELETE', `${ID_DOCUMENTS}/${id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(idFiles(server)).toHaveLength(2);

    const own = await server.request('DELETE', `${ID_DOCUMENTS}/${id}`, { token: holder.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ deleted: true });
    expect(idFiles(server)).toEqual([]);
    expect((await stateOf(holder)).body.status).toBe('none');
  });

  it('erases a leaving holder’s images with the account', async () => {
    const holder = await server.register();
    await uploaded(holder);

    const res = await server.request('DELETE', `/wp-json/wc/v3/customers/${holder.user_id}`, {
      token: holder.token,
      query: { force: 'true' },
    });

    expect(res.status).toBe(200);
    expect(idFiles(server)).toEqual([]);
    expect(await server.db.select().from(idDocuments)).toEqual([]);
  });
});
