// Request bodies: capped before they are read, and read as JSON one way on every route.
// The cap counts the bytes as they arrive (a declared Content-Length over the cap is refused
// before a byte is read), so a client cannot make the server hold more than the cap in memory.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error.ts';

/** Every JSON call fits in far less: the largest (a full favourites list) is about 12 kB. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'rest_payload_too_large', `The request body is larger than ${maxBytes} bytes.`, {
    max_bytes: String(maxBytes),
  });

/** A cap of `maxBytes` on the body, answering 413 rest_payload_too_large beyond it. */
export function capBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
}

/**
 * Caps every body under an app: `JSON_BODY_MAX_BYTES`, or a larger cap for the few upload paths
 * (matched against the path below the mount point). Registered before anything reads a body.
 */
export function capBodies(uploads: readonly { path: RegExp; maxBytes: number }[]): MiddlewareHandler {
  const json = capBody(JSON_BODY_MAX_BYTES);
  const upload = uploads.map((u) => ({ path: u.path, cap: capBody(u.maxBytes) }));
  return (c, next) => {
    const special = upload.find((u) => u.path.test(c.req.path));
    return (special?.cap ?? json)(c, next);
  };
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
