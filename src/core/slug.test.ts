// Ad slugs (spec section 3): readable, German-aware, unique.
import { describe, expect, it } from 'vitest';
import { productSlugBase, slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('spells German umlauts out (ä→ae, ö→oe, ü→ue) in both cases', () => {
    expect(slugify('Gerät')).toBe('geraet');
    expect(slugify('Größe')).toBe('groesse');
    expect(slugify('Über')).toBe('ueber');
    expect(slugify('Ärger Öl')).toBe('aerger-oel');
  });

  it('writes ß as ss', () => {
    expect(slugify('Weiß')).toBe('weiss');
  });

  it('drops other accents', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });

  it('writes "+" as plus', () => {
    expect(slugify('Galaxy S24+')).toBe('galaxy-s24-plus');
    expect(slugify('iPhone 8+ Gold')).toBe('iphone-8-plus-gold');
  });

  it('joins words with single hyphens, without hyphens at the ends', () => {
    expect(slugify('  128 GB / Blau!  ')).toBe('128-gb-blau');
    expect(slugify('---')).toBe('');
  });
});

describe('productSlugBase', () => {
  it('joins the four values brand, model, storage and colour', () => {
    expect(productSlugBase(['Apple', 'iPhone 13', '128 GB', 'Blau'])).toBe('apple-iphone-13-128-gb-blau');
  });

  it('keeps German colours readable', () => {
    expect(productSlugBase(['Samsung', 'Galaxy S24+', '256 GB', 'Weiß'])).toBe(
      'samsung-galaxy-s24-plus-256-gb-weiss',
    );
  });

  it('skips a value that leaves nothing behind', () => {
    expect(productSlugBase(['Apple', 'iPhone 13', '', 'Grün'])).toBe('apple-iphone-13-gruen');
  });

  it('stays at most 180 characters and never ends with a hyphen', () => {
    const long = 'ab '.repeat(100);
    const slug = productSlugBase([long, long, long, long]);
    expect(slug.length).toBeLessThanOrEqual(180);
    expect(slug).not.toMatch(/-$/);
    expect(slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('uniqueSlug', () => {
  const base = 'apple-iphone-13-128-gb-blau';

  it('keeps the base when it is free', () => {
    expect(uniqueSlug(base, new Set(['apple-iphone-12-64-gb-rot']))).toBe(base);
  });

  it('adds -2 for the second ad with the same values', () => {
    expect(uniqueSlug(base, new Set([base]))).toBe(`${base}-2`);
  });

  it('adds -3 when -2 is taken too', () => {
    expect(uniqueSlug(base, new Set([base, `${base}-2`]))).toBe(`${base}-3`);
  });

  it('takes the lowest free suffix', () => {
    expect(uniqueSlug(base, new Set([base, `${base}-2`, `${base}-4`]))).toBe(`${base}-3`);
  });
});
