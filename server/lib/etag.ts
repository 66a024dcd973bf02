// HTTP caching of what is the same for everyone (issue 33, docs/performance.md "HTTP caching").
// publicAnswer(): a public GET's 200 gets a strong ETag from its exact bytes and `public,
// no-cache` (the browser keeps it and asks each time: a changed price shows at once, an unchanged
// list costs a 304 without a body). A handler whose answer depends on the caller says so with
// PRIVATE_ANSWER and is left alone. fileValidators(): the files serveStatic sends (hashed assets,
// the shell, photos) answer If-None-Match and If-Modified-Since with 304, which it does not.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { appendVary, chooseEncoding, encode, MIN_ENCODED_BYTES, type Encoding } from './encoding.ts';
import { knownText } from './known-length.ts';

/** Kept by the browser but asked again on each use, so it is never shown stale. */
export const REVALIDATE = 'public, no-cache';
/** An answer that depends on the caller (their own ads, a non-public status): kept nowhere. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * Headers that are part of the answer beside its body: a list's page may stay the same while its
 * total changes, and a 304 would leave the browser's old total in place.
 */
const CONTENT_HEADERS = ['x-wp-total', 'x-wp-totalpages'] as const;
/** Only these change with the representation; every other header is kept on a 304. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding'] as const;

// Hono's compress() would gzip the answer afterwards and turn its strong ETag into a weak one (a
// gzipped body is other bytes). So the answer is encoded here (lib/encoding.ts), with a tag of its
// own per encoding (`"<hash>-gzip"`), and neither compress() nor jsonAnswers() touches an encoded
// answer again.

/**
 * The last few encoded answers by tag: the home list asked by many visitors is one body, gzipped
 * once instead of per request. Bodies over MAX_KEPT_BYTES are encoded each time.
 */
const KEPT_ANSWERS = 64;
const MAX_KEPT_BYTES = 512 * 1024;
const kept = new Map<string, Uint8Array>();

async function encoded(
  body: string | Uint8Array,
  bytes: number,
  tag: string,
  encoding: Encoding,
): Promise<Uint8Array> {
  const hit = kept.get(tag);
  if (hit) {
    kept.delete(tag);
    kept.set(tag, hit);
    return hit;
  }
  const sent = await encode[encoding](body);
  if (bytes <= MAX_KEPT_BYTES) {
    kept.set(tag, sent);
    if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
  }
  return sent;
}

/**
 * The digests of the last few answer texts, by the text itself (with the content headers hashed
 * beside it): the home list asked again and again is the same text, and comparing it with the
 * kept one costs microseconds where hashing it (its UTF-8 bytes made first) cost 0.1-0.2 ms.
 * Exact: a text that differs in one character is another key. (V8 hashes a string this long by
 * its length alone, so a lookup compares the kept texts of that length.)
 */
const KEPT_DIGEST_BYTES = 8 * 1024 * 1024;
const digests = new Map<string, { headers: string; digest: string; bytes: number }>();
let digestBytes = 0;

function digestOf(body: string | Uint8Array, bytes: number, headers: string): string {
  const hit = typeof body === 'string' ? digests.get(body) : undefined;
  if (hit?.headers === headers) return hit.digest;
  const digest = createHash('sha1').update(body).update(headers).digest('base64url');
  if (typeof body === 'string' && bytes <= MAX_KEPT_BYTES) {
    if (hit) digestBytes -= hit.bytes;
    digests.delete(body);
    digests.set(body, { headers, digest, bytes });
    digestBytes += bytes;
    for (const [text, kept] of digests) {
      if (digestBytes <= KEPT_DIGEST_BYTES) break;
      digests.delete(text);
      digestBytes -= kept.bytes;
    }
  }
  return digest;
}

/** If-None-Match against the current tag: `*`, or any listed tag by weak comparison (RFC 9110 13.1.2). */
export function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

/** A 304 with the 200's headers (Cache-Control, ETag, Vary, ...) but none about its body. */
function notModified(headers: Headers): Response {
  const kept304 = new Headers(headers);
  for (const name of BODY_HEADERS) kept304.delete(name);
  return new Response(null, { status: 304, headers: kept304 });
}

/**
 * Beside a public GET route: its 200 gets a strong ETag and `cacheControl` (REVALIDATE unless the
 * handler set a public policy of its own, e.g. the catalogue's max-age), and a matching
 * If-None-Match gets a 304 without a body. A handler that set a policy without `public`
 * (PRIVATE_ANSWER for an answer about the caller) keeps it, with no tag.
 */
export function publicAnswer(cacheControl: string = REVALIDATE): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || res.status !== 200) return;
    const declared = res.headers.get('cache-control');
    if (declared !== null && !/(^|[\s,])public($|[\s,])/.test(declared)) return;
    // The text jsonAnswer kept beside the answer, else its bytes read out of it.
    const known = knownText(res);
    const body = known?.text ?? (res.body ? new Uint8Array(await res.arrayBuffer()) : undefined);
    if (body === undefined) return;
    const bytes = known?.bytes ?? (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    const content = CONTENT_HEADERS.map((name) => `\n${name}: ${res.headers.get(name) ?? ''}`).join('');
    const digest = digestOf(body, bytes, content);
    const encoding = bytes >= MIN_ENCODED_BYTES ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
    const tag = encoding ? `"${digest}-${encoding}"` : `"${digest}"`;
    const headers = new Headers(res.headers);
    headers.set('etag', tag);
    headers.set('cache-control', declared ?? cacheControl);
    appendVary(headers, 'Accept-Encoding');
    // Unset first: Hono lays the old answer's headers over a new one (content-type on a 304).
    c.res = undefined;
    if (tagMatches(c.req.header('if-none-match'), tag)) {
      c.res = notModified(headers);
      return;
    }
    const sent = encoding ? await encoded(body, bytes, tag, encoding) : body;
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(typeof sent === 'string' ? bytes : sent.byteLength));
    // Node's Buffers (zlib's output) lie on an ArrayBuffer, never a shared one. A string or bytes
    // as they are: @hono/node-server writes such an answer without a stream.
    c.res = new Response(sent as string | Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
}

/**
 * Conditional requests for a file from serveStatic, which sends Last-Modified and Content-Length
 * but answers no condition: a tag from the size, the time and the encoding of the file sent (the
 * build's .br or .gz copy is a file of its own), and a 304 when If-None-Match matches it, or
 * without one when the file is not newer than If-Modified-Since.
 */
export function fileValidators(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const modified = res.headers.get('last-modified');
    const length = res.headers.get('content-length');
    if (res.status !== 200 || modified === null || length === null || res.headers.has('etag')) return;
    const seconds = Date.parse(modified) / 1000;
    if (!Number.isFinite(seconds)) return;
    const encoding = res.headers.get('content-encoding');
    const tag = `"${Number(length).toString(36)}-${seconds.toString(36)}${encoding ? `-${encoding}` : ''}"`;
    res.headers.set('etag', tag);
    const ifNoneMatch = c.req.header('if-none-match');
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    const unchanged =
      ifNoneMatch !== undefined
        ? tagMatches(ifNoneMatch, tag)
        : Number.isFinite(since) && seconds * 1000 <= since;
    if (!unchanged) return;
    await res.body?.cancel();
    c.res = undefined;
    c.res = notModified(res.headers);
  };
}
