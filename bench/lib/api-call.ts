// The benches' HTTP client for the app's API: node:http over keep-alive connections. The clients
// are a load generator on the server's own two cores, so they should cost as little CPU as they
// can: fetch (undici) cost the clients' process about as much CPU per call as the server spends
// on it (bench/realtime: 0.96 against 0.4-0.5 ms a message), and that CPU was taken from the
// server and PostgreSQL under test.
import { Agent, request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

export interface ApiCaller {
  token: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const agent = new Agent({ keepAlive: true });

/** The body's JSON, decoded as the server encoded it; undefined when it is not JSON. */
function decode(raw: Buffer, encoding: string | undefined): unknown {
  try {
    const bytes = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
    return JSON.parse(bytes.toString());
  } catch {
    return undefined;
  }
}

/**
 * One call of `who` to `/wp-json{path}`. `compressed` asks for gzip or deflate as fetch does over
 * plain HTTP, so the server compresses what it would compress for a browser.
 */
export function apiCall(
  port: number,
  who: ApiCaller,
  method: string,
  path: string,
  opts: { body?: unknown; idempotencyKey?: string; compressed?: boolean } = {},
): Promise<ApiAnswer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/wp-json${path}`,
        agent,
        headers: {
          authorization: `Bearer ${who.token}`,
          accept: 'application/json',
          ...(opts.compressed ? { 'accept-encoding': 'gzip, deflate' } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = decode(Buffer.concat(chunks), res.headers['content-encoding']);
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
