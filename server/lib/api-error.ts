// Errors are values with codes: services throw ApiError, the app's one error handler answers
// WordPress style `{code, message, data: {status}}` and never sends 5xx details.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { issuesToParams, type ApiErrorBody } from '../../src/core/errors.ts';
import { logError } from './log.ts';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string>,
    /** More of `data` beside status and params, e.g. `next_at` of a refused move to the top. */
    readonly extra?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(error: ApiError): ApiErrorBody {
  return {
    code: error.code,
    message: error.message,
    data: {
      ...error.extra,
      status: error.status,
      ...(error.params ? { params: error.params } : {}),
    },
  };
}

/** Parse input with a shared core schema; a mismatch is the client's fault: 400 with the reasons. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const params = issuesToParams(result.issues);
  const names = Object.keys(params).join(', ');
  throw new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${names}`, params);
}

/** The id the request-id middleware gave this request (sent back as X-Request-Id). */
export const requestIdOf = (c: Context): string => (c.get('requestId') as string | undefined) ?? '-';

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    if (error.params?.retry_after) c.header('Retry-After', error.params.retry_after);
    return c.json(errorBody(error), error.status);
  }
  // The route pattern, not the path: a path can carry a reset key or an e-mail address.
  logError(`${requestIdOf(c)} ${c.req.method} ${c.req.routePath}`, error);
  return c.json(errorBody(new ApiError(500, 'internal_error', 'Internal server error')), 500);
}
