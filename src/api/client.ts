// The typed REST client: one fetch wrapper that parses every answer at the boundary and turns
// every failure into an ApiFailure with a code the UI translates (raw text never reaches a user).
import * as v from 'valibot';
import { ApiErrorBodySchema, IDEMPOTENCY_HEADER } from '../core/api-contract.ts';
import { readStoredToken } from '../session/token.ts';

export const API_ROOT = '/wp-json';

/** `network` means we could not reach the server at all (offline, DNS, CORS). */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly params?: Record<string, string>,
    /** How long the server asked us to wait before trying again (Retry-After), if it did. */
    readonly retryAfterMs?: number,
    /** The error's other data (hm_proposal_out_of_range: min and max; hm_external_exists: id); each absent when not sent. */
    readonly details?: {
      min?: string;
      max?: string;
      id?: string;
      pending_token?: string;
      tries_left?: string;
      countries?: string;
    },
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
  get isNetwork(): boolean {
    return this.code === 'network';
  }
}

/** Anything a call threw, as an ApiFailure (an unexpected throw becomes `unknown`). */
export const asApiFailure = (error: unknown): ApiFailure =>
  error instanceof ApiFailure ? error : new ApiFailure('unknown', 0, String(error));

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: URLSearchParams;
  /** JSON-encoded unless it is a Blob (sent as it is, with its own type) or FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the signed-in user's bearer token (spec 6). */
  auth?: boolean;
  /** For a creating or changing call: a repeat with the same key gets the first answer back. */
  idempotencyKey?: string;
  /** The browser's HTTP cache mode; 'reload' renews its copy (the console after a catalogue change). */
  cache?: RequestCache;
}

/** `null` until first needed: the stored token is read then, so a call made before the session has
 * started (an ad's view counted on the first screen) is still sent as the signed-in user. */
let authToken: string | undefined | null = null;

/** The bearer token sent with `auth` calls; the session sets it on login and clears it on logout. */
export function setAuthToken(token: string | undefined): void {
  authToken = token;
}

function currentToken(): string | undefined {
  if (authToken === null) authToken = readStoredToken();
  return authToken;
}

interface RawAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  body: unknown;
}

async function send(url: string, req: ApiRequest, signal: AbortSignal | undefined): Promise<RawAnswer> {
  let res: Response;
  const headers: Record<string, string> = {};
  const isBlob = req.body instanceof Blob || req.body instanceof FormData;
  if (req.body !== undefined && !isBlob) headers['content-type'] = 'application/json';
  if (req.body instanceof Blob && req.body.type) headers['content-type'] = req.body.type;
  const token = req.auth ? currentToken() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.idempotencyKey) headers[IDEMPOTENCY_HEADER] = req.idempotencyKey;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      headers,
      body:
        req.body === undefined
          ? undefined
          : isBlob
            ? (req.body as Blob | FormData)
            : JSON.stringify(req.body),
      signal,
      ...(req.cache ? { cache: req.cache } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiFailure('network', 0, 'network unreachable');
  }
  const body: unknown = await res.json().catch(() => undefined);
  return { status: res.status, ok: res.ok, headers: res.headers, body };
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.round(seconds * 1000)) : undefined;
}

export async function apiCall<S extends v.GenericSchema>(
  path: string,
  schema: S,
  req: ApiRequest = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const qs = req.query?.toString();
  const url = `${API_ROOT}${path}${qs ? `?${qs}` : ''}`;
  const res = await send(url, req, req.signal);
  if (!res.ok) {
    const parsed = v.safeParse(ApiErrorBodySchema, res.body);
    const retryAfterMs = retryAfter(res.headers.get('retry-after'));
    if (parsed.success) {
      const { code, message, data } = parsed.output;
      // The error's data as its details: each field the API may send is typed in ApiErrorBodySchema.
      throw new ApiFailure(code, res.status, message, data.params, retryAfterMs, data);
    }
    const code = res.status >= 500 ? 'server' : 'unknown';
    throw new ApiFailure(code, res.status, `HTTP ${res.status}`, undefined, retryAfterMs);
  }
  const parsed = v.safeParse(schema, res.body);
  if (!parsed.success) throw new ApiFailure('bad_response', res.status, `unexpected answer from ${path}`);
  return { data: parsed.output, headers: res.headers };
}

/**
 * A private picture (an ID document's side) as a Blob: fetched with the bearer token and never
 * kept by the browser's cache (the server says no-store too). A refusal is an ApiFailure.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = currentToken();
  let res: Response;
  try {
    res = await fetch(`${API_ROOT}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiFailure('network', 0, 'network unreachable');
  }
  if (!res.ok) {
    const parsed = v.safeParse(ApiErrorBodySchema, await res.json().catch(() => undefined));
    throw new ApiFailure(parsed.success ? parsed.output.code : 'unknown', res.status, `HTTP ${res.status}`);
  }
  return res.blob();
}

/** Total and page count from WordPress paging headers. */
export function pagingHeaders(headers: Headers): { total: number; totalPages: number } {
  return {
    total: Number(headers.get('x-wp-total') ?? 0),
    totalPages: Number(headers.get('x-wp-totalpages') ?? 0),
  };
}
