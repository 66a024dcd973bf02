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
  // Orders (issue 10, src/core/order-machine.ts). Permanent refusals are 400, never 409: the
  // outbox retries 409, and a refused proposal must come back to the user, not loop.
  /** A proposal on the caller's own ad. */
  hm_own_product: 400,
  /** Not a number ("Bitte gib eine gültige Zahl ein"). */
  hm_proposal_invalid: 400,
  /** Outside the bounds; `data.min` and `data.max` carry them ("must be between {small} and {high}"). */
  hm_proposal_out_of_range: 400,
  /** Three proposals by this party already. */
  hm_too_many_proposals: 400,
  /** The proposal or the payment time lapsed. */
  hm_order_expired: 400,
  /** The action is not one this party may take in this status ("not permitted to finalize sale"). */
  hm_order_not_allowed: 400,
  /** The seller must link a payment account to accept or counter. */
  hm_no_payment_account: 400,
  /** Reserved for another buyer ("This smartphone is temporarily not available"). */
  hm_product_reserved: 400,
  /** Sold, removed or expired ("Product already sold or removed"). */
  hm_product_unavailable: 400,
  /** Paying needs a saved shipping address ("A shipping address is required"). */
  hm_shipping_required: 400,
  /** The provider refused the payment ("payment not received"). */
  hm_payment_declined: 400,
  /**
   * The payment provider did not answer (a timeout, an outage): nothing was charged twice, the
   * same call may be sent again ("payment not received").
   */
  hm_payment_unavailable: 503,
  /** The payment account could not be linked ("payment authorization error"). */
  hm_paypal_authorization_failed: 400,
  /** One review per party and order. */
  hm_already_reviewed: 400,
  /** One open external ad per buyer and link; `data.id` names it. */
  hm_external_exists: 400,
  /** The claim link was used already or withdrawn. */
  hm_external_closed: 400,
  /** Order pages of others: "Du bist nicht berechtigt, diese Seite zu sehen". */
  hm_order_forbidden: 403,
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
    /** hm_proposal_out_of_range: the bounds as decimal strings. */
    min: v.optional(v.string()),
    max: v.optional(v.string()),
    /** hm_external_exists: the open external ad's id. */
    id: v.optional(v.string()),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** Turn valibot issues into `{param: message}` for a 400's data.params. */
export function issuesToParams(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  // A Map, not an object: a body may name a key `__proto__`, which assigned to an object would
  // set its prototype and vanish from the answer (fromEntries makes it an own key).
  const params = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '_';
    // An object schema reports a missing key and an unknown key alike; only a missing one has no input.
    const missing = (issue.type === 'object' || issue.type === 'strict_object') && issue.input === undefined;
    if (!params.has(key)) params.set(key, missing ? 'is required' : issue.message);
  }
  return Object.fromEntries(params);
}
