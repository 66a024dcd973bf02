// The attribute catalogue (spec sections 3 and 5): which models the filter offers, and names.
import { describe, expect, it } from 'vitest';
import {
  filterableModels,
  olderModelsWithAds,
  termName,
  toYyyymmdd,
  type BrandTerm,
  type ModelTerm,
} from './catalogue.ts';
import { MODEL_RELEASE_WINDOW } from './constants.ts';

const IOS = 1;
const ANDROID = 2;

const brand = (id: number, slug: string, system_id: number): BrandTerm => ({
  id,
  name: slug,
  name_en: slug,
  slug,
  system_id,
});

let nextModelId = 100;
const model = (brandId: number, release_date: number, slug = `model-${nextModelId}`): ModelTerm => ({
  id: nextModelId++,
  name: slug,
  name_en: slug,
  slug,
  tax: 'pa_model',
  tax_id: brandId,
  release_date,
});

const apple = brand(10, 'apple', IOS);
const samsung = brand(20, 'samsung', ANDROID);
const google = brand(30, 'google', ANDROID);

const TODAY = new Date('2025-06-15T12:00:00Z');
const slugs = (models: readonly ModelTerm[]) => models.map((m) => m.slug);

describe('filterableModels', () => {
  const iphone16 = model(apple.id, 20240920, 'iphone-16');
  const iphone13 = model(apple.id, 20220915, 'iphone-13');
  const galaxyS24 = model(samsung.id, 20240131, 'galaxy-s24');
  const pixel8 = model(google.id, 20231012, 'pixel-8');
  const catalogue = { brands: [apple, samsung, google], models: [iphone16, iphone13, galaxyS24, pixel8] };
  const pick = (chosen: { systemIds?: number[]; brandIds?: number[] }, today = TODAY) =>
    slugs(
      filterableModels(
        catalogue,
        { systemIds: chosen.systemIds ?? [], brandIds: chosen.brandIds ?? [] },
        today,
        MODEL_RELEASE_WINDOW,
      ),
    );

  it('offers the models of the chosen brand', () => {
    expect(pick({ brandIds: [apple.id] })).toEqual(['iphone-16', 'iphone-13']);
    expect(pick({ brandIds: [samsung.id, google.id] })).toEqual(['galaxy-s24', 'pixel-8']);
  });

  it('offers the models of every brand of the chosen system when no brand is chosen', () => {
    expect(pick({ systemIds: [ANDROID] })).toEqual(['galaxy-s24', 'pixel-8']);
    expect(pick({ systemIds: [IOS] })).toEqual(['iphone-16', 'iphone-13']);
  });

  it('lets the brand decide when both a system and a brand are chosen', () => {
    expect(pick({ systemIds: [ANDROID], brandIds: [google.id] })).toEqual(['pixel-8']);
  });

  it('offers no model when neither a system nor a brand is chosen', () => {
    expect(pick({})).toEqual([]);
  });

  it('keeps models released within about three years', () => {
    // 2025-06-15 minus 30000 on the yyyymmdd scale is 2022-06-15.
    expect(pick({ brandIds: [apple.id] }, new Date('2025-06-15T00:00:00Z'))).toContain('iphone-13');
    expect(pick({ brandIds: [apple.id] }, new Date('2025-09-14T00:00:00Z'))).toContain('iphone-13');
    expect(pick({ brandIds: [apple.id] }, new Date('2025-09-16T00:00:00Z'))).not.toContain('iphone-13');
  });

  it('keeps a model released exactly at the edge of the window and drops one a day older', () => {
    const edge = model(apple.id, 20220615, 'at-the-edge');
    const older = model(apple.id, 20220614, 'one-day-older');
    const found = filterableModels(
      { brands: [apple], models: [edge, older] },
      { systemIds: [], brandIds: [apple.id] },
      TODAY,
      30000,
    );
    expect(slugs(found)).toEqual(['at-the-edge']);
  });

  it('keeps a model announced for later', () => {
    const upcoming = model(apple.id, 20251001, 'iphone-17');
    expect(
      slugs(
        filterableModels(
          { brands: [apple], models: [upcoming] },
          { systemIds: [IOS], brandIds: [] },
          TODAY,
          MODEL_RELEASE_WINDOW,
        ),
      ),
    ).toEqual(['iphone-17']);
  });

  it('uses the window of spec 9 (30000 on the yyyymmdd scale)', () => {
    expect(MODEL_RELEASE_WINDOW).toBe(30000);
  });
});

describe('toYyyymmdd', () => {
  it('writes a date as yyyymmdd', () => {
    expect(toYyyymmdd(new Date('2025-06-15T12:00:00Z'))).toBe(20250615);
    expect(toYyyymmdd(new Date('2024-02-29T00:00:00Z'))).toBe(20240229);
    expect(toYyyymmdd(new Date('1999-12-31T23:59:59Z'))).toBe(19991231);
  });

  it('counts in UTC, so the day does not depend on the device time zone', () => {
    expect(toYyyymmdd(new Date('2025-01-01T00:30:00+02:00'))).toBe(20241231);
  });
});

describe('termName', () => {
  const term = { name: 'Sehr gut', name_en: 'Very good' };

  it('gives the German name in German', () => {
    expect(termName(term, 'de')).toBe('Sehr gut');
  });

  it('gives the English name in English', () => {
    expect(termName(term, 'en')).toBe('Very good');
  });
});

describe('olderModelsWithAds', () => {
  const iphone16 = model(apple.id, 20240920, 'iphone-16');
  const iphone8 = model(apple.id, 20170922, 'iphone-8');
  const iphoneX = model(apple.id, 20171103, 'iphone-x');
  const iphone7 = model(apple.id, 20160916, 'iphone-7');
  const galaxyS8 = model(samsung.id, 20170421, 'galaxy-s8');
  const catalogue = { brands: [apple, samsung], models: [iphone16, iphone8, iphoneX, iphone7, galaxyS8] };
  const live = [iphone16.id, iphone8.id, iphoneX.id, galaxyS8.id];
  const older = (chosen: { systemIds?: number[]; brandIds?: number[]; modelId?: number }, liveIds = live) =>
    slugs(
      olderModelsWithAds(
        catalogue,
        { systemIds: chosen.systemIds ?? [], brandIds: chosen.brandIds ?? [], modelId: chosen.modelId },
        TODAY,
        MODEL_RELEASE_WINDOW,
        liveIds,
      ),
    );

  it('offers the older models of the chosen brand that have live ads, newest first', () => {
    expect(older({ brandIds: [apple.id] })).toEqual(['iphone-x', 'iphone-8']);
  });

  it('leaves out recent models (the default list has them) and old ones nobody sells', () => {
    expect(older({ brandIds: [apple.id] })).not.toContain('iphone-16');
    expect(older({ brandIds: [apple.id] })).not.toContain('iphone-7');
  });

  it('follows the chosen system like the default list, and offers nothing without a choice', () => {
    expect(older({ systemIds: [ANDROID] })).toEqual(['galaxy-s8']);
    expect(older({})).toEqual([]);
  });

  it('keeps the chosen older model even before the live models are known', () => {
    expect(older({ brandIds: [apple.id], modelId: iphone7.id }, [])).toEqual(['iphone-7']);
  });
});
