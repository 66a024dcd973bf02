// The upload cap of POST /wp/v2/media (MAX_IMAGE_BYTES, 50 MiB: a file of that size or more is
// refused) is counted while the bytes arrive, and the body goes to a temp file, never into
// memory: 413 rest_payload_too_large as soon as the cap is passed, the server's memory stays flat
// however many large bodies arrive at once, and the temp file is erased whatever happens.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/core/constants.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { media } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { send, threadMemory } from './support/http.ts';
import { MEDIA } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV, resetBeforeEach: false });
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 0x61);

let uploadTemp = '';
let listener: ServerType;
let port = 0;
let token = '';

beforeAll(async () => {
  uploadTemp = mkdtempSync(join(tmpdir(), 'media-limits-test-'));
  process.env.TMPDIR = uploadTemp;
  await new Promise<void>((ready) => {
    listener = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready());
  });
  port = (listener.address() as AddressInfo).port;
  token = (await server.register()).token;
});
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  rmSync(uploadTemp, { recursive: true, force: true });
});

/** `size` bytes made as they are asked for, after `head` and before `tail`. */
function lazy(size: number, head = '', tail = ''): Readable {
  let sent = 0;
  let started = false;
  return new Readable({
    read() {
      if (!started) {
        started = true;
        if (head) return void this.push(Buffer.from(head));
      }
      if (sent >= size) {
        if (tail) this.push(Buffer.from(tail));
        return void this.push(null);
      }
      const part = CHUNK.subarray(0, Math.min(CHUNK.length, size - sent));
      sent += part.length;
      this.push(part);
    },
  });
}

/** POST a lazily made body over a real socket (chunked, no Content-Length); answers the status. */
function postStreamed(body: Readable, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: MEDIA,
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', authorization: `Bearer ${token}`, ...headers },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    // The server may close the socket while we are still sending: only an answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.on('error', () => undefined);
    body.pipe(req);
  });
}

const raw = { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="gross.jpg"' };
const BOUNDARY = 'handymarkt-test-boundary';
const formHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gross.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const formTail = `\r\n--${BOUNDARY}--\r\n`;

/** In process, a streamed body of exactly `size` bytes (no Content-Length). */
const postInProcess = (size: number) =>
  send<ApiErrorBody>(server.app, MEDIA, {
    method: 'POST',
    body: Readable.toWeb(lazy(size)) as ReadableStream<Uint8Array>,
    headers: { ...raw, authorization: `Bearer ${token}` },
    duplex: 'half',
  } as RequestInit);

describe('POST /wp/v2/media body cap', () => {
  it('refuses 8 parallel raw 200 MB bodies with 413 while streaming, memory flat, no temp file left', async () => {
    const before = threadMemory();

    const statuses = await Promise.all(Array.from({ length: 8 }, () => postStreamed(lazy(200 * MB), raw)));

    expect(statuses).toEqual(Array.from({ length: 8 }, () => 413));
    expect(threadMemory() - before).toBeLessThan(150 * MB);
    expect(readdirSync(uploadTemp)).toEqual([]);
    expect(await server.db.select().from(media)).toHaveLength(0);
  }, 120_000);

  it('refuses a multipart form whose file is over the cap with 413', async () => {
    const status = await postStreamed(lazy(60 * MB, formHead, formTail), {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });

    expect(status).toBe(413);
    expect(readdirSync(uploadTemp)).toEqual([]);
  }, 60_000);

  it('refuses a file of exactly MAX_IMAGE_BYTES, reads one byte less and judges it', async () => {
    const at = await postInProcess(MAX_IMAGE_BYTES);
    const below = await postInProcess(MAX_IMAGE_BYTES - 1);

    expect(at.status).toBe(413);
    expect(at.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
    // Read to its end and refused by content (it is no image), not by size.
    expect(below.status).toBe(400);
    expect(below.body.code).toBe('rest_upload_invalid_type');
    expect(readdirSync(uploadTemp)).toEqual([]);
  }, 60_000);

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const res = await send<ApiErrorBody>(server.app, MEDIA, {
      method: 'POST',
      body: 'x',
      headers: { ...raw, authorization: `Bearer ${token}`, 'content-length': String(100 * MB) },
    });

    expect(res.status).toBe(413);
    expect(res.body.code).toBe('rest_payload_too_large');
  });

  it.each([
    ['raw, chunked', { ...raw, 'transfer-encoding': 'chunked' }, ''],
    ['raw, with a Content-Length', { ...raw, 'content-length': String(20 * MB) }, ''],
    ['a multipart form', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, formHead],
  ])(
    'erases the temp file of an upload the client breaks off (%s), and logs no server error',
    async (_, headers, head) => {
      const logged = vi.spyOn(console, 'error');
      let sent = 0;
      const body = new Readable({
        read() {
          if (sent === 0 && head) this.push(head);
          if (sent >= 4 * MB) return; // then it stalls, and the client gives up
          sent += CHUNK.length;
          this.push(CHUNK);
        },
      });
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: MEDIA,
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      req.on('error', () => undefined);
      body.pipe(req);
      for (let i = 0; i < 200 && readdirSync(uploadTemp).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(readdirSync(uploadTemp)).toHaveLength(1);

      req.destroy();
      for (let i = 0; i < 300 && readdirSync(uploadTemp).length > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      expect(readdirSync(uploadTemp)).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      logged.mockRestore();
    },
    30_000,
  );

  it('writes the body to a temp file while it arrives and erases it after the answer', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    // 4 MB, then it waits until the test has looked at the temp folder.
    const body = new Readable({
      read() {
        if (sent === 4 * MB) return void gate.then(() => this.push(null));
        sent += CHUNK.length;
        this.push(CHUNK);
      },
    });

    const answer = postStreamed(body, raw);
    for (let i = 0; i < 200 && readdirSync(uploadTemp).length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const during = readdirSync(uploadTemp);
    release();
    const status = await answer;

    expect(during).toHaveLength(1);
    expect(during[0]).toMatch(/^handymarkt-upload-/);
    expect(status).toBe(400); // no image
    expect(readdirSync(uploadTemp)).toEqual([]);
  }, 30_000);
});
