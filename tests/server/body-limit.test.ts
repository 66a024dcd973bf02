// Request bodies are capped before they are read (DESIGN: Security): JSON at 1 MB, the avatar at
// its own 10 MB, counted while the bytes arrive. A body over the cap answers 413
// rest_payload_too_large and the server's memory stays flat, however many arrive at once.
// Malformed JSON is the client's fault on every route: 400 rest_invalid_json.
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { AVATAR_MAX_BYTES } from '../../server/services/avatar.ts';
import { JSON_BODY_MAX_BYTES } from '../../server/lib/body.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { threadMemory } from './support/http.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV, resetBeforeEach: false });
const MB = 1024 * 1024;

const tooLarge = (status: number) => ({
  code: 'rest_payload_too_large',
  message: expect.any(String),
  data: { status, params: expect.any(Object) },
});

/** `size` bytes of a JSON-looking body, made 64 kB at a time as the reader asks for them. */
function lazyBody(size: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      sent += chunk.length;
      this.push(sent === chunk.length ? Buffer.concat([Buffer.from('{"first_name":"'), chunk]) : chunk);
    },
  });
}

/** POST a lazily made body over a real socket (chunked, no Content-Length); answers the status. */
function postStreamed(port: number, path: string, size: number, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
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
    const body = lazyBody(size);
    body.on('error', () => undefined);
    body.pipe(req);
  });
}

/** Writes `request` on a raw socket; answers what the server sent until it closed or 2 s passed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 2_000);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      // One whole answer (its body as long as it said) is all a test needs.
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      const bodyAt = answer.indexOf('\r\n\r\n');
      if (
        length !== undefined &&
        bodyAt >= 0 &&
        Buffer.byteLength(answer.slice(bodyAt + 4)) >= Number(length)
      ) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', reject);
  });
}

describe('request body caps', () => {
  let listener: ServerType;
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((ready) => {
      listener = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready());
    });
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => listener.close(() => done())));

  it('refuses 20 parallel 100 MB bodies with 413 and keeps memory flat', async () => {
    const before = threadMemory();

    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => postStreamed(port, '/wp-json/wc/v3/customers', 100 * MB)),
    );

    expect(statuses).toEqual(Array.from({ length: 20 }, () => 413));
    expect(threadMemory() - before).toBeLessThan(150 * MB);
  }, 60_000);

  it('refuses a declared Content-Length over the cap before reading it', async () => {
    const res = await server.request<ApiErrorBody>('PUT', '/wp-json/wc/v3/customers/me', {
      body: 'x',
      headers: { 'content-length': String(100 * MB), 'content-type': 'application/json' },
    });

    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge(413));
  });

  it.each([
    ['POST', '/wp-json/jwt-auth/v1/token'],
    ['POST', '/wp-json/wc/v3/customers'],
    ['POST', '/wp-json/wc/v3/customers/reset'],
    ['PUT', '/wp-json/wc/v3/customers/me'],
    ['POST', '/wp-json/wp/v2/facebook/validate'],
    ['POST', '/wp-json/wc/v3/products/1/views'],
    ['POST', '/wp-json/social/local/start'],
  ])('%s %s answers 413 rest_payload_too_large to a JSON body over 1 MB', async (method, path) => {
    const body = JSON.stringify({ first_name: 'a'.repeat(JSON_BODY_MAX_BYTES) });

    // A stream without Content-Length: the cap is counted while reading.
    const res = await server.app.request(path, {
      method,
      body: new Blob([body]).stream(),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);

    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge(413));
  });

  // Over a real socket a body with a Content-Length is judged by it and read by Node directly.
  it('refuses a declared Content-Length over the cap on a real socket before reading the body', async () => {
    const head = await rawExchange(
      port,
      `PUT /wp-json/wc/v3/customers/me HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${100 * MB}\r\n\r\n{"first_name":"`,
    );

    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toContain('rest_payload_too_large');
  });

  it('reads a body with its Content-Length on a real socket: JSON reaches the handler, bad JSON is a 400', async () => {
    const user = await server.register();
    const put = (body: string) =>
      rawExchange(
        port,
        `PUT /wp-json/wc/v3/customers/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${user.token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );

    const good = await put(JSON.stringify({ first_name: 'Jürgen' }));
    const bad = await put('{"first_name": "Erika"');

    expect(good).toMatch(/^HTTP\/1\.1 200 /);
    expect(good).toContain('"first_name":"Jürgen"');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toContain('rest_invalid_json');
  });

  it('lets a JSON body just under the cap through to the handler', async () => {
    const res = await server.request<ApiErrorBody>('POST', '/wp-json/wc/v3/customers', {
      body: { ...server.registration(), first_name: 'a'.repeat(JSON_BODY_MAX_BYTES - 1000) },
    });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });

  it('gives the avatar upload its own cap, checked while streaming', async () => {
    const user = await server.register();

    const within = await postStreamed(port, '/wp-json/wc/v3/customers/me/avatar', 2 * MB, user.token);
    const over = await postStreamed(port, '/wp-json/wc/v3/customers/me/avatar', 200 * MB, user.token);

    expect(within).toBe(400); // read, and refused as no picture
    expect(over).toBe(413);
    expect(AVATAR_MAX_BYTES).toBeGreaterThan(JSON_BODY_MAX_BYTES);
  }, 60_000);
});

describe('malformed JSON', () => {
  it.each([
    ['POST', '/wp-json/jwt-auth/v1/token'],
    ['POST', '/wp-json/wc/v3/customers'],
    ['POST', '/wp-json/wc/v3/customers/reset'],
    ['POST', '/wp-json/wc/v3/customers/reset/validate'],
  ])('%s %s answers 400 rest_invalid_json', async (method, path) => {
    for (const body of ['{"username":', 'not json', "{'a':1}", '{"a":1}}']) {
      const res = await server.request<ApiErrorBody>(method, path, {
        body,
        headers: { 'content-type': 'application/json' },
      });

      expect(res.status, body).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_json',
        message: expect.any(String),
        data: { status: 400 },
      });
    }
  });

  it('answers 400 rest_invalid_json to a logged-in profile change that is not JSON', async () => {
    const user = await server.register();

    const res = await server.request<ApiErrorBody>('PUT', '/wp-json/wc/v3/customers/me', {
      token: user.token,
      body: '{"first_name": "Erika"',
      headers: { 'content-type': 'application/json' },
    });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_json');
  });
});
