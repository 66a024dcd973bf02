// Hono's compress() leaves answers under 1 kB alone only when they say how long they are, and
// c.json() does not: so every small API answer (a sent message, a 201, an error) went through a
// gzip stream of its own, which cost more CPU and memory than the few bytes it could save (in the
// realtime bench's profile zlib alone was 3.5 % of the server's time, its buffers' garbage apart). This
// middleware, mounted inside compress(), gives JSON answers their Content-Length first.
//
// jsonAnswer(): a JSON answer whose text is kept beside it (by the Response object, which cannot
// change its body), so the ETag middleware (lib/etag.ts) hashes that text instead of reading it
// back out of the answer's stream. Reading `res.body` of @hono/node-server's light Response turns
// it into a full web Response with a stream, which the server then has to read chunk by chunk
// (issue 33: 8 % of the home list's server CPU over HTTP); nothing here touches a body that says
// its length.
import type { Context, MiddlewareHandler } from 'hono';

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

export function jsonLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // The headers first: a light answer's body is only looked at when it has to be counted.
    if (res.headers.has('content-length') || !isJson(res.headers.get('content-type')) || !res.body) return;
    const text = await res.text();
    const headers = new Headers(res.headers);
    headers.set('content-length', String(Buffer.byteLength(text)));
    c.res = undefined;
    c.res = new Response(text, { status: res.status, statusText: res.statusText, headers });
  };
}
