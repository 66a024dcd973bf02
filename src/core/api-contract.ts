// What every API call may answer besides its own data: the WordPress-style refusal body and the
// exactly-once headers. Kept apart from the error catalogue (errors.ts), which only a screen
// showing a failure needs.
import * as v from 'valibot';

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
    /** hm_two_factor_required: the token of the login's second step, and what it asks. */
    pending_token: v.optional(v.string()),
    factor: v.optional(v.picklist(['totp', 'passkey'])),
    /** hm_phone_code_invalid: how many checks the code has left. */
    tries_left: v.optional(v.string()),
    /** hm_phone_country_not_allowed: the countries SMS go to, comma-separated ISO codes. */
    countries: v.optional(v.string()),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
