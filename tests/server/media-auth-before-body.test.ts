// Who asks is checked before a body is read (issue 15): an anonymous photo upload is refused
// with 401 while the client is still sending, with or without an Idempotency-Key (the
// idempotency layer used to stream the whole file, up to 50 MB, to a temp file and hash it
// first). Over a real socket, so "still sending" is what a client sees.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/core/errors.ts';
import { media } from '../../server/db/schema.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { MEDIA } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV, resetBeforeEach: false });
const MB = 1024 * 1024;

let uploadTemp = '';
let listener: ServerType;
let port = 0;

beforeAll(async () => {
  uploadTemp = mkdtempSync(join(tmpdir(), 'media-auth-test-'));
  process.env.TMPDIR = uploadTemp;
  await new Promise<void>((ready) => {
    listener = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready());
  });
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  rmSync(uploadTemp, { recursive: true, force: true });
});

/**
 * Start a 20 MB raw upload, send its first megabyte and keep the request open. Answers the
 * response if one comes while the body is unfinished, or 'no answer' after `waitMs`.
 */
async function answerWhileSending(
  headers: Record<string, string>,
  waitMs = 3000,
): Promise<{ status: number; body: string } | 'no answer'> {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path: MEDIA,
    method: 'POST',
    headers: {
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="gross.jpg"',
      'content-length': String(20 * MB),
      ...headers,
    },
  });
  req.on('error', () => undefined);
  req.write(Buffer.alloc(MB, 0x61));
  try {
    const res = await new Promise<IncomingMessage | undefined>((resolve) => {
      req.on('response', resolve);
      setTimeout(() => resolve(undefined), waitMs);
    });
    if (!res) return 'no answer';
    // Still sending: the request's body has not ended when the answer arrives.
    expect(req.writableEnded).toBe(false);
    let body = '';
    for await (const chunk of res) body += String(chunk);
    return { status: res.statusCode ?? 0, body };
  } finally {
    req.destroy();
  }
}

describe('POST /wp/v2/media without a signed-in user', () => {
  it('refuses an upload with an Idempotency-Key with 401 before reading its body', async () => {
    const answer = await answerWhileSending({ [IDEMPOTENCY_HEADER]: 'anonymous-upload-1' });

    expect(answer).not.toBe('no answer');
    if (answer === 'no answer') return;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    expect(readdirSync(uploadTemp)).toEqual([]);
    expect(await server.db.select().from(media)).toHaveLength(0);
  });

  it('refuses it with 401 before reading its body without a key, and for a token that is no token', async () => {
    const plain = await answerWhileSending({});
    const forged = await answerWhileSending({
      authorization: 'Bearer not-a-token',
      [IDEMPOTENCY_HEADER]: 'anonymous-upload-2',
    });

    expect(plain).toMatchObject({ status: 401 });
    expect(forged).toMatchObject({ status: 401 });
    expect(readdirSync(uploadTemp)).toEqual([]);
  });
});
