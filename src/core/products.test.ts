// The Product entity helpers (spec section 3): prices as the API writes them, attribute terms.
import { describe, expect, it } from 'vitest';
import type { Term } from './catalogue.ts';
import { centsToApiAmount } from './money.ts';
import { attributeTerms, type ProductAttribute } from './products.ts';

const term = (id: number, name: string, name_en = name): Term => ({
  id,
  name,
  name_en,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
});

describe('centsToApiAmount', () => {
  it('writes whole euros without decimals', () => {
    expect(centsToApiAmount(34900)).toBe('349');
    expect(centsToApiAmount(100)).toBe('1');
  });

  it('writes two decimals when there are cents', () => {
    expect(centsToApiAmount(34950)).toBe('349.50');
    expect(centsToApiAmount(34999)).toBe('349.99');
    expect(centsToApiAmount(5)).toBe('0.05');
  });

  it('writes "0" for no price', () => {
    expect(centsToApiAmount(0)).toBe('0');
  });
});

describe('attributeTerms', () => {
  const attributes: ProductAttribute[] = [
    { taxonomy: 'pa_brand', terms: [term(3, 'Apple')] },
    {
      taxonomy: 'pa_accesories',
      terms: [term(20, 'Ladekabel', 'Charging cable'), term(21, 'Hülle', 'Case')],
    },
  ];

  it("gives the product's terms of a taxonomy", () => {
    expect(attributeTerms({ attributes }, 'pa_brand')).toEqual([term(3, 'Apple')]);
    expect(attributeTerms({ attributes }, 'pa_accesories').map((t) => t.id)).toEqual([20, 21]);
  });

  it('gives an empty list for a taxonomy the product does not have', () => {
    expect(attributeTerms({ attributes }, 'pa_color')).toEqual([]);
    expect(attributeTerms({ attributes: [] }, 'pa_brand')).toEqual([]);
  });
});
