// An upload replayed with the same Idempotency-Key (a retry after a lost answer, the offline
// outbox sending again) gets the first answer and makes no second media row or file, whether the
// file came raw or in a multipart form (whose boundary changes with every send). The fingerprint
// is the file's hash, taken while it streams to its temp file: a 50 MB body is never held in memory.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { filesUnder, photo, uploadForm, uploadRaw } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
beforeEach(() => rmSync(join(server.uploadsDir, 'media'), { recursive: true, force: true }));

const mediaFiles = () => filesUnder(join(server.uploadsDir, 'media'));
const mediaRows = () => server.db.select().from(media);
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

describe('POST /wp/v2/media with an Idempotency-Key', () => {
  it('answers a repeated raw upload with the first answer: one row, one set of files', async () => {
    const user = await server.register();
    const file = await photo({ width: 900, height: 700 });
    const key = randomUUID();

    const first = await uploadRaw(server.app, user.token, file, keyed(key));
    const repeat = await uploadRaw(server.app, user.token, file, keyed(key));

    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await mediaRows()).toHaveLength(1);
    expect(mediaFiles()).toHaveLength(4);
  });

  it('answers a repeated multipart upload with a new boundary with the first answer', async () => {
    const user = await server.register();
    const file = await photo({ width: 900, height: 700, format: 'png' });
    const key = randomUUID();

    const first = await uploadForm(server.app, user.token, file, keyed(key));
    const repeat = await uploadForm(server.app, user.token, file, keyed(key));

    expect(first.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await mediaRows()).toHaveLength(1);
    expect(mediaFiles()).toHaveLength(4);
  });

  it('makes one photo of parallel sends with one key', async () => {
    const user = await server.register();
    const file = await photo({ width: 900, height: 700 });
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => uploadRaw(server.app, user.token, file, keyed(key))),
    );

    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    // The others were told to retry while the first ran (409 idempotency_in_progress).
    for (const a of answers.filter((a) => a.status !== 201)) expect(a.status).toBe(409);
    expect(await mediaRows()).toHaveLength(1);
    expect(mediaFiles()).toHaveLength(4);
  });

  it('refuses the same key with another file (422) and stores nothing for it', async () => {
    const user = await server.register();
    const key = randomUUID();

    const first = await uploadRaw(
      server.app,
      user.token,
      await photo({ width: 900, height: 700 }),
      keyed(key),
    );
    const other = await uploadRaw(
      server.app,
      user.token,
      await photo({ width: 700, height: 900 }),
      keyed(key),
    );

    expect(first.status).toBe(201);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await mediaRows()).toHaveLength(1);
  });

  it('runs a refused upload anew with its key only as far as the answer is kept (a 400 is kept)', async () => {
    const user = await server.register();
    const key = randomUUID();
    const text = new TextEncoder().encode('kein Foto');

    const first = await uploadRaw(server.app, user.token, text, keyed(key));
    const repeat = await uploadRaw(server.app, user.token, text, keyed(key));

    expect(first.status).toBe(400);
    expect(repeat.status).toBe(400);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await mediaRows()).toHaveLength(0);
  });
});
