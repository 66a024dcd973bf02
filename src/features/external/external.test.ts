// The buyer's form of the external listing flow: every rule a buyer meets before anything is
// sent (the link must be http(s), the phone chosen from our catalogue, the proposal within the
// real bounds of the price there), the body that is sent, and the seller's prefilled ad.
import { describe, expect, it } from 'vitest';
import type { ExternalAd } from '../../core/external-listing.ts';
import {
  EMPTY_EXTERNAL_FORM,
  absoluteClaimUrl,
  claimForm,
  externalPayload,
  externalProblems,
  isOwnOffer,
  openAdForLink,
  type ExternalFormValues,
} from './external.ts';

const catalogue = {
  brands: [
    { id: 1, name: 'Apple', name_en: 'Apple', slug: 'apple', system_id: 10 },
    { id: 2, name: 'Samsung', name_en: 'Samsung', slug: 'samsung', system_id: 11 },
  ],
  models: [
    {
      id: 5,
      name: 'iPhone 13',
      name_en: 'iPhone 13',
      slug: 'iphone-13',
      tax: 'pa_model',
      tax_id: 1,
      release_date: 20210924,
    },
    {
      id: 6,
      name: 'Galaxy S21',
      name_en: 'Galaxy S21',
      slug: 'galaxy-s21',
      tax: 'pa_model',
      tax_id: 2,
      release_date: 20210129,
    },
  ],
  storage: [{ id: 20, name: '128 GB', name_en: '128 GB', slug: '128-gb' }],
};
type Catalogue = Parameters<typeof externalProblems>[1];

const filled: ExternalFormValues = {
  sourceUrl: ' https://www.kleinanzeigen.de/s-anzeige/iphone-13/123 ',
  brandId: 1,
  modelId: 5,
  storageId: 20,
  price: '400',
  proposal: '340',
};
const problems = (patch: Partial<ExternalFormValues>) =>
  externalProblems({ ...filled, ...patch }, catalogue as unknown as Catalogue);

describe('the external form', () => {
  it('an empty form names every field as required', () => {
    expect(externalProblems(EMPTY_EXTERNAL_FORM, catalogue as unknown as Catalogue)).toEqual({
      sourceUrl: { kind: 'required' },
      brandId: { kind: 'required' },
      modelId: { kind: 'required' },
      storageId: { kind: 'required' },
      price: { kind: 'required' },
      proposal: { kind: 'required' },
    });
  });

  it('a filled form has no problems and sends the decimal strings of the contract', () => {
    expect(problems({})).toEqual({});
    expect(externalPayload({ ...filled, price: '399,5', proposal: '320,40' })).toEqual({
      source_url: 'https://www.kleinanzeigen.de/s-anzeige/iphone-13/123',
      brand_id: 1,
      model_id: 5,
      storage_id: 20,
      price: '399.50',
      proposal: { price: '320.40' },
    });
  });

  it('refuses links that are not http(s): a javascript: or data: link would be a trap', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.de/a', 'kleinanzeigen.de/123']) {
      expect(problems({ sourceUrl: link }).sourceUrl).toEqual({ kind: 'link' });
    }
    expect(problems({ sourceUrl: 'http://example.com/x' }).sourceUrl).toBeUndefined();
  });

  it('a model of another brand is not a choice', () => {
    expect(problems({ modelId: 6 }).modelId).toEqual({ kind: 'required' });
  });

  it('the proposal must be more than 80 % of the price there and at most that price', () => {
    expect(problems({ proposal: '320' }).proposal).toMatchObject({ kind: 'out_of_range' }); // exactly 80 %
    expect(problems({ proposal: '320.01' }).proposal).toBeUndefined();
    expect(problems({ price: '400', proposal: '400' }).proposal).toBeUndefined();
  });

  it('out of range names the real bounds; a non-number says so', () => {
    expect(problems({ price: '400', proposal: '300' }).proposal).toEqual({
      kind: 'out_of_range',
      min: '320.01',
      max: '400',
    });
    expect(problems({ price: '400', proposal: '401' }).proposal).toEqual({
      kind: 'out_of_range',
      min: '320.01',
      max: '400',
    });
    expect(problems({ proposal: 'dreihundert' }).proposal).toEqual({ kind: 'invalid_number' });
    expect(problems({ price: 'viel' }).price).toEqual({ kind: 'invalid_number' });
    expect(problems({ price: '0' }).price).toEqual({ kind: 'invalid_number' });
  });
});

describe('claim links and the seller side', () => {
  it('a claim link is sent absolute, whatever the server wrote', () => {
    expect(absoluteClaimUrl('/claim/abc', 'https://handymarkt.de')).toBe('https://handymarkt.de/claim/abc');
    expect(absoluteClaimUrl('https://h.de/claim/abc', 'https://x.de')).toBe('https://h.de/claim/abc');
  });

  it('"one open external ad per link" finds the open one (by id, else by link)', () => {
    const ads = [
      { id: 1, status: 'withdrawn', source_url: 'https://a.de/1' },
      { id: 2, status: 'pending', source_url: 'https://a.de/1' },
      { id: 3, status: 'pending', source_url: 'https://a.de/2' },
    ] as ExternalAd[];
    expect(openAdForLink(ads, ' https://a.de/1')?.id).toBe(2);
    expect(openAdForLink(ads, 'https://other.de', '3')?.id).toBe(3);
    expect(openAdForLink(ads, 'https://none.de')).toBeUndefined();
  });

  it("the seller's ad starts prefilled with the phone (its system too) and the price", () => {
    const form = claimForm({ brand_id: 1, model_id: 5, storage_id: 20, price: '400' }, catalogue as never);
    expect(form.terms).toEqual({ pa_system: 10, pa_brand: 1, pa_model: 5, pa_storage: 20 });
    expect(form.price).toBe('400');
    expect(form.description).toBe('');
  });

  it("the buyer's own open offer is recognised on the claim page", () => {
    const offer = {
      source_url: 'https://a.de/1',
      proposal: { price: '340' },
      expires_at: '2026-12-24T00:00:00.000Z',
    };
    const mine = [{ ...offer, status: 'pending' }] as ExternalAd[];
    expect(isOwnOffer(mine, offer)).toBe(true);
    expect(isOwnOffer([{ ...mine[0], status: 'withdrawn' }] as ExternalAd[], offer)).toBe(false);
    expect(isOwnOffer(mine, { ...offer, proposal: { price: '350' } })).toBe(false);
  });
});
