import { describe, expect, it } from 'vitest';
import { moderationFlags } from './ad-check.ts';
import { medianCents } from './moderation-flags.ts';
import { scamPhrasesIn } from './scam-rules.ts';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000);
const base = {
  title: 'Apple iPhone 13',
  description: 'Gepflegt.',
  repairs: '',
  priceCents: 30000,
  modelPrices: [],
};

describe('moderation flags', () => {
  it('finds scam phrases in any case and spacing, each once', () => {
    expect(scamPhrasesIn('Nur   VORKASSE bitte', 'oder western\nunion, nur vorkasse')).toEqual([
      'nur vorkasse',
      'western union',
    ]);
    expect(scamPhrasesIn('Abholung in Berlin, Barzahlung')).toEqual([]);
  });

  it('takes the median of odd and even lists', () => {
    expect(medianCents([5, 1, 3])).toBe(3);
    expect(medianCents([1, 2, 3, 4])).toBe(3);
    expect(medianCents([])).toBeUndefined();
  });

  it('flags a price under 40 % of the median only from 5 prices on', () => {
    const prices = [30000, 32000, 34000, 36000, 38000];
    expect(moderationFlags({ ...base, priceCents: 13599, modelPrices: prices })).toEqual([
      { rule: 'low_price', median_cents: 34000, ads: 5 },
    ]);
    expect(moderationFlags({ ...base, priceCents: 13600, modelPrices: prices })).toEqual([]);
    expect(moderationFlags({ ...base, priceCents: 100, modelPrices: prices.slice(1) })).toEqual([]);
  });

  it('flags the 4th ad within the hour of an account younger than 7 days', () => {
    const young = { accountCreatedAt: daysAgo(6.9), now };
    expect(moderationFlags({ ...base, newAd: { ...young, adsInLastHour: 2 } })).toEqual([]);
    expect(moderationFlags({ ...base, newAd: { ...young, adsInLastHour: 3 } })).toEqual([
      { rule: 'new_account_burst', ads_in_hour: 4 },
    ]);
    expect(
      moderationFlags({ ...base, newAd: { accountCreatedAt: daysAgo(7), now, adsInLastHour: 9 } }),
    ).toEqual([]);
  });
});
