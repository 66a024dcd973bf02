// How the server compresses an answer whose text it holds (a JSON answer, lib/known-length.ts, and
// a public answer with its ETag, lib/etag.ts): the encodings and threshold of hono's compress(),
// but with zlib's own calls, which run in libuv's thread pool. compress() pipes each answer
// through a web CompressionStream, whose streams cost the server's one thread more than the
// gzip itself (issue 33: an order answer of 2-4 kB, polled by both sides of a negotiation).
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

export const ENCODINGS = ['gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Under this, an answer goes as it is: its few bytes do not pay for a compression. */
export const MIN_ENCODED_BYTES = 1024;

export const encode: Record<Encoding, (body: string | Uint8Array) => Promise<Uint8Array>> = {
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

/** The encoding compress() would pick: the first one at q=1, else the best one above 0. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds `name` to Vary unless it is there already (or Vary is `*`). */
export function appendVary(headers: Headers, name: string): void {
  const vary = headers.get('vary');
  if (
    vary === '*' ||
    vary
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  )
    return;
  headers.set('vary', vary ? `${vary}, ${name}` : name);
}
