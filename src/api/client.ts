// The typed REST client: one fetch wrapper that parses every answer at the boundary and turns
// every failure into an ApiFailure with a code the UI translates (raw text never reaches a user).
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../core/errors.ts';

export const API_ROOT = '/wp-json';

/** `network` means we could not reach the server at all (offline, DNS, CORS). */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
  get isNetwork(): boolean {
    return this.code === 'network';
  }
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: URLSearchParams;
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiCall<S extends v.GenericSchema>(
  path: string,
  schema: S,
  req: ApiRequest = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const qs = req.query?.toString();
  const url = `${API_ROOT}${path}${qs ? `?${qs}` : ''}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      headers: req.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiFailure('network', 0, 'network unreachable');
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    if (parsed.success) {
      const { code, message, data } = parsed.output;
      throw new ApiFailure(code, res.status, message, data.params);
    }
    throw new ApiFailure(res.status >= 500 ? 'server' : 'unknown', res.status, `HTTP ${res.status}`);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiFailure('bad_response', res.status, `unexpected answer from ${path}`);
  return { data: parsed.output, headers: res.headers };
}

/** Total and page count from WordPress paging headers. */
export function pagingHeaders(headers: Headers): { total: number; totalPages: number } {
  return {
    total: Number(headers.get('x-wp-total') ?? 0),
    totalPages: Number(headers.get('x-wp-totalpages') ?? 0),
  };
}
