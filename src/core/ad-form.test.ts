// The rules of an ad (spec 5, ad submit; issue 9, device facts): the form shows them early and the
// server refuses the same ads with a 400 naming the field, because both call adProblems.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AD_LIMITS,
  AdCreateSchema,
  adFormToWrite,
  adProblems,
  adWriteToForm,
  EMPTY_AD_FORM,
  type AdFormValues,
} from './ad-form.ts';
import type { AttributeCatalogue } from './catalogue.ts';
import { parseAmount } from './money.ts';

const term = (id: number, slug: string) => ({ id, slug, name: slug, name_en: slug });
const catalogue: AttributeCatalogue = {
  systems: [term(1, 'ios'), term(2, 'android')],
  brands: [
    { ...term(10, 'apple'), system_id: 1 },
    { ...term(20, 'samsung'), system_id: 2 },
  ],
  models: [
    { ...term(100, 'iphone-13'), tax: 'pa_model', tax_id: 10, release_date: 20210924 },
    { ...term(200, 'galaxy-s24'), tax: 'pa_model', tax_id: 20, release_date: 20240131 },
  ],
  storage: [term(30, '128-gb')],
  colors: [{ ...term(40, 'blau'), hex: '#00f' }],
  condition: [term(50, 'gut'), term(51, 'defekt')],
  age: [term(60, '1-2-jahre')],
  accesories: [term(70, 'ladekabel'), term(71, 'originalverpackung')],
};

const complete: AdFormValues = {
  photoCount: 3,
  terms: {
    pa_system: 1,
    pa_brand: 10,
    pa_model: 100,
    pa_storage: 30,
    pa_color: 40,
    pa_condition: 50,
    pa_age: 60,
  },
  accessories: [70],
  price: '349',
  description: 'Gepflegt, ohne Kratzer.',
  location: null,
  batteryHealth: '91',
  activationLockRemoved: true,
  repairs: 'Display getauscht',
};
const problemsOf = (change: Partial<AdFormValues>) => adProblems({ ...complete, ...change }, catalogue);

describe('adProblems', () => {
  it('accepts a complete ad, and one without the optional description, accessories, battery, repairs and place', () => {
    expect(adProblems(complete, catalogue)).toEqual({});
    expect(
      problemsOf({ description: '', accessories: [], batteryHealth: '', repairs: '', location: null }),
    ).toEqual({});
  });

  it('marks every mandatory field of an empty form', () => {
    expect(Object.keys(adProblems(EMPTY_AD_FORM, catalogue)).sort()).toEqual(
      [
        'activation_lock_removed',
        'images',
        'pa_age',
        'pa_brand',
        'pa_color',
        'pa_condition',
        'pa_model',
        'pa_storage',
        'pa_system',
        'regular_price',
      ].sort(),
    );
  });

  it('wants 1 to 10 photos', () => {
    expect(problemsOf({ photoCount: 0 }).images).toBe('required');
    expect(problemsOf({ photoCount: 10 }).images).toBeUndefined();
    expect(problemsOf({ photoCount: 11 }).images).toBe('too_many');
  });

  it('refuses a model of another brand and a brand of another system', () => {
    expect(problemsOf({ terms: { ...complete.terms, pa_model: 200 } }).pa_model).toBe('mismatch');
    expect(problemsOf({ terms: { ...complete.terms, pa_system: 2 } }).pa_brand).toBe('mismatch');
  });

  it('refuses term ids the catalogue does not have', () => {
    expect(problemsOf({ terms: { ...complete.terms, pa_color: 999 } }).pa_color).toBe('invalid');
    expect(problemsOf({ accessories: [70, 999] }).pa_accesories).toBe('invalid');
    expect(problemsOf({ accessories: [70, 70] }).pa_accesories).toBe('invalid');
  });

  it('wants a positive price up to the maximum', () => {
    expect(problemsOf({ price: '' }).regular_price).toBe('required');
    expect(problemsOf({ price: 'zwölf' }).regular_price).toBe('invalid');
    expect(problemsOf({ price: '0' }).regular_price).toBe('out_of_range');
    expect(problemsOf({ price: String(AD_LIMITS.priceMaxCents / 100 + 1) }).regular_price).toBe(
      'out_of_range',
    );
    expect(problemsOf({ price: '349,50' }).regular_price).toBeUndefined();
  });

  it('takes battery health from 50 to 100 percent', () => {
    expect(problemsOf({ batteryHealth: '49' }).battery_health).toBe('out_of_range');
    expect(problemsOf({ batteryHealth: '50' }).battery_health).toBeUndefined();
    expect(problemsOf({ batteryHealth: '100' }).battery_health).toBeUndefined();
    expect(problemsOf({ batteryHealth: '101' }).battery_health).toBe('out_of_range');
    expect(problemsOf({ batteryHealth: '9x' }).battery_health).toBe('invalid');
  });

  it('allows a phone with the activation lock on only as defective', () => {
    expect(problemsOf({ activationLockRemoved: undefined }).activation_lock_removed).toBe('required');
    expect(problemsOf({ activationLockRemoved: false }).activation_lock_removed).toBe('locked_needs_defect');
    expect(
      problemsOf({ activationLockRemoved: false, terms: { ...complete.terms, pa_condition: 51 } })
        .activation_lock_removed,
    ).toBeUndefined();
  });

  it('limits the length of the texts', () => {
    expect(problemsOf({ description: 'x'.repeat(AD_LIMITS.descriptionMax + 1) }).description).toBe(
      'too_long',
    );
    expect(problemsOf({ repairs: 'x'.repeat(AD_LIMITS.repairsMax + 1) }).repairs).toBe('too_long');
  });
});

describe('the write shape', () => {
  it('turns the form into what POST /wc/v3/products takes, and back', () => {
    const write = adFormToWrite(complete, [5, 6, 7]);
    expect(v.parse(AdCreateSchema, write)).toEqual(write);
    expect(write.regular_price).toBe('349');
    expect(write.images).toEqual([{ id: 5 }, { id: 6 }, { id: 7 }]);
    expect(write.battery_health).toBe(91);
    expect(adWriteToForm(write)).toEqual(complete);
  });

  it('writes cents as the API does', () => {
    expect(adFormToWrite({ ...complete, price: '349,5' }, [1]).regular_price).toBe('349.50');
    expect(parseAmount('1.234')).toBeUndefined();
  });

  it('treats several terms where one belongs as invalid', () => {
    const write = adFormToWrite(complete, [1]);
    const doubled = {
      ...write,
      attributes: write.attributes.map((a) => (a.taxonomy === 'pa_color' ? { ...a, term_ids: [40, 40] } : a)),
    };
    expect(adProblems(adWriteToForm(doubled), catalogue).pa_color).toBe('invalid');
  });
});
