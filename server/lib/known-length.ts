// The API's JSON answers say their length and keep their text (jsonAnswers(), mounted inside
// compress()). Hono's compress() leaves answers under 1 kB alone only when they say how long they
// are, and c.json() does not: every small answer (a sent message, a 201, an error) went through a
// gzip stream of its own (in the realtime bench's profile zlib alone was 3.5 % of the server's
// time). A larger one (an order with its history, 2-4 kB, polled by both sides of a negotiation)
// went through compress()'s web CompressionStream, and c.json's answer was read back out of its
// stream to count it: both cost the server's thread more than the gzip itself (issue 33, docs/
// performance.md "sixth round"). Now c.json's answer carries its length and text from the start,
// and one of 1 kB or more is gzipped from its text by zlib (lib/encoding.ts).
//
// jsonAnswer(): a JSON answer whose text is kept beside it (by the Response object, which cannot
// change its body), so the ETag middleware (lib/etag.ts) and the idempotency layer read that text
// instead of reading it back out of the answer's stream. Reading `res.body` of @hono/node-server's
// light Response turns it into a full web Response with a stream, which the server then has to
// read chunk by chunk (issue 33: 8 % of the home list's server CPU over HTTP).
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { appendVary, chooseEncoding, encode, MIN_ENCODED_BYTES } from './encoding.ts';

const isJson = (type: string | null): boolean => type !== null && type.startsWith('application/json');

/** An answer's text and its length in bytes (UTF-8). */
export interface KnownText {
  text: string;
  bytes: number;
}

const texts = new WeakMap<Response, KnownText>();

/** The text of an answer made by jsonAnswer (and its length), if `res` is that very answer. */
export function knownText(res: Response): KnownText | undefined {
  return texts.get(res);
}

/**
 * A JSON answer from its text (JSON.stringify'd once), with its length (`bytes`, when the caller
 * has counted it already) and the text kept beside it.
 */
export function jsonAnswer(c: Context, text: string, bytes: number = Buffer.byteLength(text)): Response {
  const res = c.body(text, 200, { 'content-type': 'application/json', 'content-length': String(bytes) });
  texts.set(res, { text, bytes });
  return res;
}

type JsonArguments = [
  object: unknown,
  arg?: ContentfulStatusCode | ResponseInit,
  headers?: Record<string, string>,
];

/**
 * c.json as Hono makes it (application/json unless `headers` names a type), but the answer says
 * its length and keeps its text beside it (jsonAnswer). With a ResponseInit (which no route of
 * ours passes) Hono's own makes it.
 */
function jsonWithLength(c: Context, honoJson: (...args: JsonArguments) => Response) {
  return (...[object, arg, headers]: JsonArguments): Response => {
    if (typeof arg === 'object') return honoJson(object, arg, headers);
    const text = JSON.stringify(object);
    const bytes = Buffer.byteLength(text);
    const named = headers && Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    const res = c.body(text, arg, headers);
    if (!named) res.headers.set('content-type', 'application/json');
    res.headers.set('content-length', String(bytes));
    texts.set(res, { text, bytes });
    return res;
  };
}

/** An answer made anew with other headers and body (status kept), its known text carried over. */
function remade(res: Response, body: string | Uint8Array<ArrayBuffer>, headers: Headers, known?: KnownText) {
  const next = new Response(body, { status: res.status, statusText: res.statusText, headers });
  if (known) texts.set(next, known);
  return next;
}

const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * The API's JSON answers: each says its length, and one of 1 kB or more is compressed here as
 * compress() would (its encodings, Vary, no-transform, a weak ETag) but by zlib's calls
 * (lib/encoding.ts), from its text. Mounted inside compress(), which then leaves it alone.
 */
export function jsonAnswers(): MiddlewareHandler {
  return async (c, next) => {
    // An instance field of Hono's Context, so it can be given the answer's length. The casts
    // only restate Hono's overloads as the one shape JsonArguments, which covers all of them.
    const honoJson = c.json as unknown as (...args: JsonArguments) => Response;
    c.json = jsonWithLength(c, honoJson) as unknown as Context['json'];
    await next();
    let res = c.res;
    let known = knownText(res);
    if (!known && !isJson(res.headers.get('content-type'))) return;
    // A JSON answer made another way (a Response of its own): read once, to say its length. Its
    // body is looked at only then: `res.body` makes a light answer a streamed one.
    if (!known && !res.headers.has('content-length') && res.body) {
      const text = await res.text();
      known = { text, bytes: Buffer.byteLength(text) };
      const headers = new Headers(res.headers);
      headers.set('content-length', String(known.bytes));
      c.res = undefined;
      c.res = res = remade(res, text, headers, known);
    }
    const cacheControl = res.headers.get('cache-control');
    if (
      !known ||
      known.bytes < MIN_ENCODED_BYTES ||
      res.headers.has('content-encoding') ||
      c.req.method === 'HEAD' ||
      (cacheControl !== null && noTransform.test(cacheControl))
    )
      return;
    const headers = new Headers(res.headers);
    appendVary(headers, 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    let body: string | Uint8Array<ArrayBuffer> = known.text;
    if (encoding) {
      // zlib's Buffers lie on an ArrayBuffer of their own, never a shared one.
      body = (await encode[encoding](known.text)) as Uint8Array<ArrayBuffer>;
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(body.byteLength));
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    c.res = undefined;
    c.res = remade(res, body, headers, encoding ? undefined : known);
  };
}
