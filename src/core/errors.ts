// Error codes the API answers with (WordPress style `{code, message, data: {status}}`) and
// their translation keys on the client. Raw server text never reaches a user.
import * as v from 'valibot';

export const ERROR_CODES = {
  rest_invalid_param: 400,
  rest_no_route: 404,
  woocommerce_rest_product_invalid_id: 404,
  /** A lifecycle action the ad's state does not allow (src/core/product-lifecycle.ts). */
  product_invalid_transition: 400,
  /** Moved to the top less than 24 hours ago; `data.next_at` says when it may be again. */
  product_move_to_top_too_soon: 400,
  rest_forbidden: 401,
  rest_forbidden_context: 403,
  page_not_found: 404,
  internal_error: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The exactly-once contract (server/lib/idempotency.ts): a changing call sent again with the same
 * key gets its first answer back, marked with the replay header.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const ApiErrorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  data: v.object({
    status: v.number(),
    params: v.optional(v.record(v.string(), v.string())),
    /** product_move_to_top_too_soon: when the ad may be moved to the top again (ISO time). */
    next_at: v.optional(v.string()),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** Turn valibot issues into `{param: message}` for a 400's data.params. */
export function issuesToParams(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '_';
    // An object schema reports a missing key and an unknown key alike; only a missing one has no input.
    const missing = (issue.type === 'object' || issue.type === 'strict_object') && issue.input === undefined;
    params[key] ??= missing ? 'is required' : issue.message;
  }
  return params;
}
