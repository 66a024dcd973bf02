// Applies the ad flagging rules (src/core/moderation-flags.ts) to an ad about to go live, inside
// the write's transaction: the rules are the core's, what they read comes from the repository.
import { moderationFlags } from '../../src/core/ad-check.ts';
import type { ModerationFlag } from '../../src/core/moderation-flags.ts';
import type { Tx } from '../db/client.ts';
import { liveModelPrices, lockAdCreationOf, recentAdsOf } from '../db/repositories/moderation-flags.ts';

export interface AdToCheck {
  name: string;
  description: string;
  repairs: string;
  priceCents: number;
  modelId: number;
}

/**
 * Why the ad must wait for review ([] publishes it). `newAdOf`: a new ad of this account, which
 * also counts against the hourly rule for new accounts; the account's creations take turns from
 * here to the commit, so parallel ones see each other. `existingId`: an ad already stored, left
 * out of its model's median.
 */
export async function flagsForAd(
  tx: Tx,
  ad: AdToCheck,
  opts: { newAdOf?: number; existingId?: number },
): Promise<ModerationFlag[]> {
  let newAd: { accountCreatedAt: Date; adsInLastHour: number; now: Date } | undefined;
  if (opts.newAdOf !== undefined) {
    await lockAdCreationOf(tx, opts.newAdOf);
    newAd = { ...(await recentAdsOf(tx, opts.newAdOf)), now: new Date() };
  }
  return moderationFlags({
    title: ad.name,
    description: ad.description,
    repairs: ad.repairs,
    priceCents: ad.priceCents,
    modelPrices: await liveModelPrices(tx, ad.modelId, opts.existingId),
    ...(newAd ? { newAd } : {}),
  });
}
