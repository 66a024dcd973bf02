// Requests to the app under test, answered as status, headers and the parsed body.
import type { App } from './server.ts';

/** Query parameters; an array is sent comma-separated, undefined is left out. */
export type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/** A request through `server.request`: JSON body, bearer token, query, extra headers. */
export interface RequestOptions {
  /** Sent as JSON; a string, Uint8Array or Blob is sent as it is. */
  body?: unknown;
  token?: string;
  query?: Query;
  headers?: Record<string, string>;
  /** The client IP (X-Forwarded-For, honoured by an app built with TRUST_PROXY=1); unique by default. */
  ip?: string;
  /** Another app from buildApp; the file's app by default. */
  app?: App;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface HttpClient {
  get<T = unknown>(path: string, query?: Query, app?: App): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, query?: Query): Promise<ApiResponse<T>>;
  /** Any call: `request('PUT', '/wp-json/wc/v3/customers/me', { token, body })`. */
  request<T = unknown>(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
}

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Send a request; a JSON answer is parsed, any other is handed back as text. */
export async function send<T>(app: App, path: string, init: RequestInit): Promise<ApiResponse<T>> {
  const res = await app.request(path, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

/** Requests to `defaultApp()`, each from a fresh client address unless one is given. */
export function httpClient(defaultApp: () => App): HttpClient {
  let requests = 0;
  return {
    get: (path, query, app) => send(app ?? defaultApp(), withQuery(path, query), { method: 'GET' }),
    post: (path, query) => send(defaultApp(), withQuery(path, query), { method: 'POST' }),
    request(method, path, o = {}) {
      requests += 1;
      // 198.18.0.0/15 is for benchmarks: a fresh address per request shares no IP rate limit.
      const ip = o.ip ?? `198.18.${Math.floor(requests / 250) % 256}.${(requests % 250) + 1}`;
      const headers: Record<string, string> = { 'x-forwarded-for': ip, ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: BodyInit | undefined;
      if (typeof o.body === 'string' || o.body instanceof Uint8Array || o.body instanceof Blob) {
        body = o.body as BodyInit;
      } else if (o.body !== undefined) {
        body = JSON.stringify(o.body);
        headers['content-type'] ??= 'application/json';
      }
      return send(o.app ?? defaultApp(), withQuery(path, o.query), { method, headers, body });
    },
  };
}

/**
 * This thread's memory: its JavaScript heap and the buffers outside it, where a request body held
 * whole would sit. Not the process's RSS: the test files run as threads of one process
 * (vitest.config.ts), so that would count another file's database too. A thread's earlier files
 * may leave garbage that a collection during the measure frees (some hundred MB at most), which
 * cannot hide what the callers look for: their parallel bodies held whole are 1.6-2 GB.
 */
export function threadMemory(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
