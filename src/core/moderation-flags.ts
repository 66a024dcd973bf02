// The rules that hold an ad back for review (issue 18, docs/admin.md "Flagged ads"), defined once:
// the server applies them whenever an ad is about to go live (created as `publish`, restored,
// republished, or a live ad edited) and lets a flagged one wait as `pending`; the ad form
// mirrors the scam-phrase rule as a hint while the seller writes. Ordinary ads publish at once.
//
// An ad's flags (why it waits) are part of the product JSON for its owner and admins only
// (`moderation_flags`, empty for an ad nothing flagged); the public never sees them.
import * as v from 'valibot';
import { scamMatches, scamPhraseOf } from './scam-rules.ts';

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

/**
 * The scam phrases a text contains, as the one rule set finds them (src/core/scam-rules.ts, the
 * chat's marks too): in the rules' order, then the text's, each once, lower case; [] for a clean
 * text.
 */
export function scamPhrasesIn(...texts: readonly string[]): string[] {
  const phrases = scamMatches(texts.join(' \n ')).map((m) => scamPhraseOf(m.text));
  return [...new Set(phrases)];
}

/** The median of a list of prices (cents); undefined for none. */
export function medianCents(prices: readonly number[]): number | undefined {
  if (prices.length === 0) return undefined;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[mid]
    : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

export interface FlagInput {
  title: string;
  description: string;
  repairs: string;
  priceCents: number;
  /** The prices of the model's other live ads (cents). */
  modelPrices: readonly number[];
  /** For a new ad: the account's age and how many ads it created within the hour before it. */
  newAd?: { accountCreatedAt: Date; adsInLastHour: number; now: Date };
}

/** Why an ad about to go live must wait for review; [] publishes it at once. */
export function moderationFlags(input: FlagInput): ModerationFlag[] {
  const flags: ModerationFlag[] = [];
  const phrases = scamPhrasesIn(input.title, input.description, input.repairs);
  if (phrases.length > 0) flags.push({ rule: 'scam_phrase', phrases });
  const median = medianCents(input.modelPrices);
  if (
    median !== undefined &&
    input.modelPrices.length >= LOW_PRICE_MIN_ADS &&
    input.priceCents > 0 &&
    input.priceCents < median * LOW_PRICE_SHARE
  ) {
    flags.push({ rule: 'low_price', median_cents: median, ads: input.modelPrices.length });
  }
  if (input.newAd) {
    const { accountCreatedAt, adsInLastHour, now } = input.newAd;
    const isNew = now.getTime() - accountCreatedAt.getTime() < NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000;
    if (isNew && adsInLastHour + 1 >= BURST_NTH_AD) {
      flags.push({ rule: 'new_account_burst', ads_in_hour: adsInLastHour + 1 });
    }
  }
  return flags;
}
