// The rules that hold an ad back for review (issue 18, docs/admin.md "Flagged ads"), defined once:
// the server applies them whenever an ad is about to go live (created as `publish`, restored,
// republished, or a live ad edited) and lets a flagged one wait as `pending`; the ad form
// mirrors the scam-phrase rule as a hint while the seller writes. Ordinary ads publish at once.
//
// An ad's flags (why it waits) are part of the product JSON for its owner and admins only
// (`moderation_flags`, empty for an ad nothing flagged); the public never sees them. The check
// itself is src/core/ad-check.ts, the scam phrases src/core/scam-rules.ts (shared with the chat):
// this module is the flags' schema that every product answer's code imports, so it stays small.
import * as v from 'valibot';

/** Under this share of the model's median price an ad is "far below" what the model sells for. */
export const LOW_PRICE_SHARE = 0.4;
/** The median says something only from this many live ads of the model on. */
export const LOW_PRICE_MIN_ADS = 5;
/** An account younger than this is new. */
export const NEW_ACCOUNT_DAYS = 7;
/** The hour in which a new account's ads are counted. */
export const BURST_WINDOW_MS = 60 * 60 * 1000;
/** The nth ad within the hour from a new account waits (its 4th, and every one after). */
export const BURST_NTH_AD = 4;

export const MODERATION_FLAG_RULES = ['scam_phrase', 'low_price', 'new_account_burst'] as const;
export type ModerationFlagRule = (typeof MODERATION_FLAG_RULES)[number];

export const ModerationFlagSchema = v.variant('rule', [
  v.object({ rule: v.literal('scam_phrase'), phrases: v.array(v.string()) }),
  v.object({
    rule: v.literal('low_price'),
    /** The model's median price of live ads in cents, and how many there were. */
    median_cents: v.number(),
    ads: v.number(),
  }),
  v.object({
    rule: v.literal('new_account_burst'),
    /** The ads the account created within the hour, this one included. */
    ads_in_hour: v.number(),
  }),
]);
export type ModerationFlag = v.InferOutput<typeof ModerationFlagSchema>;

/** The median of a list of prices (cents); undefined for none. */
export function medianCents(prices: readonly number[]): number | undefined {
  if (prices.length === 0) return undefined;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[mid]
    : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}
