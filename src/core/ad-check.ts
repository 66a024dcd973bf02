// The ad check (issue 18, docs/admin.md "Flagged ads"): why an ad about to go live must wait for
// review, by the rules of src/core/moderation-flags.ts and the one scam rule set
// (src/core/scam-rules.ts). Apart from the flags' schema, which every product answer's code
// imports: the rules' patterns stay out of the home list's JavaScript (issue 30).
import {
  BURST_NTH_AD,
  LOW_PRICE_MIN_ADS,
  LOW_PRICE_SHARE,
  medianCents,
  NEW_ACCOUNT_DAYS,
  type ModerationFlag,
} from './moderation-flags.ts';
import { scamPhrasesIn } from './scam-rules.ts';

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
