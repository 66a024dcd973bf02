// The keys product answers are kept under: every page of one list shares the list's key (so the
// device's copy of page 2 is found again), and different lists never share one.
import { describe, expect, it } from 'vitest';
import { devicePageKey, productKeys } from './products.ts';

describe('productKeys', () => {
  const apple = {
    per_page: 12,
    attributes: [{ taxonomy: 'pa_brand' as const, term_ids: [10] }],
    sorting: 'most_recent' as const,
  };

  it('gives every page of a list the same list key', () => {
    expect(productKeys.list({ ...apple, page: 1 })).toEqual(productKeys.list({ ...apple, page: 3 }));
    expect(devicePageKey({ ...apple, page: 1 }, 2)).toBe(devicePageKey(apple, 2));
    expect(devicePageKey(apple, 2)).not.toBe(devicePageKey(apple, 3));
  });

  it('tells lists apart by their filters, sorting and page size', () => {
    const keys = new Set(
      [
        productKeys.list(apple),
        productKeys.list({ ...apple, sorting: 'most_viewed' }),
        productKeys.list({ ...apple, per_page: 20 }),
        productKeys.list({ ...apple, attributes: [] }),
      ].map((key) => JSON.stringify(key)),
    );
    expect(keys.size).toBe(4);
  });

  it('names a set of ads the same in any order', () => {
    expect(productKeys.byIds([3, 1, 2])).toEqual(productKeys.byIds([1, 2, 3]));
  });
});
