// Hono's compress() leaves answers under 1 kB alone only when they say how long they are, and
// c.json() does not: so every small API answer (a sent message, a 201, an error) went through a
// gzip stream of its own, which cost more CPU and memory than the few bytes it could save (in the
// realtime bench's profile zlib alone was 3.5 % of the server's time, its buffers' garbage apart). This
// middleware, mounted inside compress(), gives JSON answers their Content-Length first.
import type { MiddlewareHandler } from 'hono';

const isJson = (type: string | null): boolean => type !== null && type.startsWith('application/json');

export function jsonLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('content-length') || !isJson(res.headers.get('content-type'))) return;
    const text = await res.text();
    const headers = new Headers(res.headers);
    headers.set('content-length', String(Buffer.byteLength(text)));
    c.res = undefined;
    c.res = new Response(text, { status: res.status, statusText: res.statusText, headers });
  };
}
