// Request bodies: capped before they are read, and read as JSON one way on every route.
// The cap counts the bytes as they arrive (a declared Content-Length over the cap is refused
// before a byte is read), so a client cannot make the server hold more than the cap in memory.
// A photo upload is not held in memory at all: it streams to a temp file (readUpload).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error.ts';
import { tempUploadPath } from './upload-temp.ts';

/** Every JSON call fits in far less: the largest (a full favourites list) is about 12 kB. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'rest_payload_too_large', `The request body is larger than ${maxBytes} bytes.`, {
    max_bytes: String(maxBytes),
  });

/** The Node request under a call served over HTTP/1.1 by @hono/node-server; undefined otherwise. */
const http1RequestOf = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
};

/**
 * A cap of `maxBytes` on the body, answering 413 rest_payload_too_large beyond it. Behind Node's
 * HTTP/1.1 parser a body is chunked, or exactly as long as its Content-Length (the parser holds
 * it to that), or absent when it has neither (RFC 9112, 6.3): only a chunked one must be counted
 * as it arrives (Hono's bodyLimit). The others are judged by the header alone, which keeps the
 * body for @hono/node-server's direct read: bodyLimit asks for the web Request's body stream,
 * and building that Request, its stream and its AbortSignal cost a small call more than its JSON.
 * A call not served by Node (app.request in a test) is always counted.
 */
export function capBody(maxBytes: number): MiddlewareHandler {
  const counted = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
  return async (c, next) => {
    if (http1RequestOf(c) && c.req.header('transfer-encoding') === undefined) {
      if (Number(c.req.header('content-length') ?? '0') > maxBytes) throw tooLarge(maxBytes);
      await next();
      return;
    }
    await counted(c, next);
  };
}

/** A path with its own cap; `streamed` bodies go to a temp file (readUpload), never into memory. */
export interface UploadCap {
  path: RegExp;
  maxBytes: number;
  streamed?: boolean;
}

/**
 * Caps every body under an app: `JSON_BODY_MAX_BYTES`, or a larger cap for the few upload paths
 * (matched against the path below the mount point). Registered before anything reads a body.
 */
export function capBodies(uploads: readonly UploadCap[]): MiddlewareHandler {
  const json = capBody(JSON_BODY_MAX_BYTES);
  const upload = uploads.map((u) => ({
    path: u.path,
    cap: u.streamed ? streamedBody(u.maxBytes) : capBody(u.maxBytes),
  }));
  return (c, next) => {
    const special = upload.find((u) => u.path.test(c.req.path));
    return (special?.cap ?? json)(c, next);
  };
}

/**
 * A file upload, streamed to a temp file while it is counted and hashed: the raw body (the
 * WordPress form, `Content-Disposition: attachment; filename=...`) or the `file` field of a
 * multipart/form-data body. The temp file is erased when the request ends, whatever happened.
 */
export interface UploadedFile {
  /** The temp file holding exactly the uploaded bytes. */
  path: string;
  bytes: number;
  /** SHA-256 of the file's bytes (not of a multipart body, whose boundary changes per send). */
  sha256: string;
  filename: string | undefined;
}

interface StreamedState {
  maxBytes: number;
  tempFiles: string[];
  upload?: Promise<UploadedFile>;
}

/** One per request on a streamed path (the same Context serves the middleware and the handler). */
const streamed = new WeakMap<Context, StreamedState>();

/** Room for a multipart body's boundaries and part headers around the file. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

const noData = () => new ApiError(400, 'rest_upload_no_data', 'No data supplied.');

/** The next chunk; a body the client broke off is its fault (400), not the server's. */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch {
    throw new ApiError(400, 'rest_upload_incomplete', 'The upload ended before the file was complete.');
  }
}

function streamedBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (!c.req.header('transfer-encoding') && declared > maxBytes + MULTIPART_SLACK_BYTES) {
      throw tooLarge(maxBytes);
    }
    const state: StreamedState = { maxBytes, tempFiles: [] };
    streamed.set(c, state);
    try {
      await next();
    } finally {
      // After the handler (and sharp) are done with it; also when reading failed half way.
      await state.upload?.catch(() => undefined);
      await Promise.all(state.tempFiles.map((file) => rm(file, { force: true })));
    }
  };
}

/**
 * The uploaded file of a request on a streamed path, read once (the idempotency fingerprint and
 * the handler share it). 413 rest_payload_too_large as soon as more than the cap has arrived,
 * 400 rest_upload_no_data for an empty body or a form without a `file`.
 */
export function readUpload(c: Context): Promise<UploadedFile> {
  const state = streamed.get(c);
  if (!state) return Promise.reject(new Error(`no streamed upload on ${c.req.path}`));
  state.upload ??= spool(c, state);
  return state.upload;
}

/**
 * What the idempotency fingerprint hashes: the uploaded file's hash on a streamed path (read to
 * its temp file, never into memory), else the body's bytes (capped at 1 MB or its route's cap).
 */
export async function bodyDigest(c: Context): Promise<string> {
  if (streamed.has(c)) return `file:${(await readUpload(c)).sha256}`;
  return createHash('sha256')
    .update(new Uint8Array(await c.req.arrayBuffer()))
    .digest('hex');
}

async function spool(c: Context, state: StreamedState): Promise<UploadedFile> {
  const body = c.req.raw.body;
  if (!body) throw noData();
  const file = tempUploadPath();
  state.tempFiles.push(file);
  const type = c.req.header('content-type') ?? '';
  const result = /^multipart\/form-data\b/i.test(type)
    ? await spoolMultipart(body, type, file, state.maxBytes)
    : await spoolRaw(body, file, state.maxBytes, filenameOf(c.req.header('content-disposition')));
  if (result.bytes === 0) throw noData();
  return result;
}

/** The filename of `Content-Disposition: attachment; filename="x.jpg"` (only informative). */
function filenameOf(disposition: string | undefined): string | undefined {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]{1,255})"?/i.exec(disposition) : null;
  return match?.[1];
}

async function spoolRaw(
  body: ReadableStream<Uint8Array>,
  file: string,
  maxBytes: number,
  filename: string | undefined,
): Promise<UploadedFile> {
  const handle = await open(file, 'wx', 0o600);
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await nextChunk(reader);
      if (done) break;
      bytes += value.byteLength;
      // The rest is left unread, as the other caps do: the answer goes out, the socket is closed.
      if (bytes > maxBytes) throw tooLarge(maxBytes);
      hash.update(value);
      await handle.write(value);
    }
  } finally {
    await handle.close();
  }
  return { path: file, bytes, sha256: hash.digest('hex'), filename };
}

async function spoolMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  file: string,
  maxBytes: number,
): Promise<UploadedFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: maxBytes, files: 5, fields: 20, fieldSize: 8 * 1024, parts: 30, headerPairs: 20 },
    });
  } catch {
    throw noData(); // no boundary
  }
  let failure: ApiError | undefined;
  let written: Promise<UploadedFile> | undefined;
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || written) {
      stream.resume();
      return;
    }
    stream.on('limit', () => (failure ??= tooLarge(maxBytes)));
    written = writeCounted(stream, file, info.filename);
    written.catch(() => undefined); // awaited below
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  parsed.catch(() => undefined); // awaited below
  try {
    const reader = body.getReader();
    let total = 0;
    for (;;) {
      const { done, value } = await nextChunk(reader);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes + MULTIPART_SLACK_BYTES) failure ??= tooLarge(maxBytes);
      if (failure) throw failure;
      if (!parser.write(value)) await once(parser, 'drain');
    }
    parser.end();
    await parsed;
  } catch (error) {
    parser.destroy();
    // The file stream settles first: its temp file is then open (or never made) when the
    // request's cleanup erases it, so no file is made after the cleanup ran.
    await written?.catch(() => undefined);
    if (error instanceof ApiError) throw error;
    throw noData(); // a malformed form
  }
  if (!written) throw noData();
  await written.catch(() => undefined);
  if (failure) throw failure;
  return written;
}

async function writeCounted(
  stream: Readable,
  file: string,
  filename: string | undefined,
): Promise<UploadedFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(stream, count, out);
  } catch (error) {
    // A cut-off form fails the pipeline while the file may still be opening: wait until it is
    // closed (made, if at all), so the request's cleanup finds it and no file outlives it.
    if (!out.closed) await once(out, 'close');
    throw error;
  }
  return { path: file, bytes, sha256: hash.digest('hex'), filename: filename || undefined };
}

/**
 * The body as JSON. Malformed JSON is the client's fault: 400 rest_invalid_json. An empty body
 * is malformed too, unless the route gives `empty`, the value it stands for.
 */
export async function readJson(c: Context, options: { empty?: unknown } = {}): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '' && 'empty' in options) return options.empty;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'rest_invalid_json', 'The request body is not valid JSON.');
  }
}
