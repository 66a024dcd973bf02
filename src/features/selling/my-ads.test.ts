// What My ads asks the server for per tab, what "hide" means in each state, when an ad may go to
// the top again, and how a refusal reads: the seller's view of the lifecycle.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/client.ts';
import { AD_STATES } from '../../core/product-lifecycle.ts';
import type { Product } from '../../core/products.ts';
import { actionFailureMessage, adOverview, hideActionOf, TAB_QUERIES } from './my-ads.ts';

const ad = (patch: Partial<Product>): Product =>
  ({
    status: 'publish',
    stock_status: 'instock',
    moved_to_top_at: null,
    meta_data: [{ key: 'product_expire', value: '20270121' }],
    ...patch,
  }) as Product;

describe('My ads tabs', () => {
  it('"all" shows every status, a removed ad included; sold is out of stock but not removed', () => {
    expect([...TAB_QUERIES.all.status].sort()).toEqual(
      ['expired', 'pending', 'private', 'publish', 'rejected', 'trash'].sort(),
    );
    expect(TAB_QUERIES.sold.stock_status).toBe('outofstock');
    expect(TAB_QUERIES.sold.status).not.toContain('trash');
    for (const tab of ['active', 'expired', 'hidden'] as const) {
      expect(TAB_QUERIES[tab].stock_status).toBe('instock');
    }
    expect(TAB_QUERIES.hidden.status).toEqual(['private']);
  });
});

describe('the delete modal', () => {
  it('hides a live ad by pausing it, and removes (restorably) what cannot be paused', () => {
    expect(hideActionOf('publish')).toBe('deactivate');
    for (const state of ['private', 'expired', 'pending', 'rejected', 'sold'] as const) {
      expect(hideActionOf(state)).toBe('trash');
    }
    expect(hideActionOf('trash')).toBeUndefined();
  });
  it('offers something in every state', () => {
    for (const state of AD_STATES) {
      expect(hideActionOf(state) !== undefined || state === 'trash').toBe(true);
    }
  });
});

describe('an ad as its seller sees it', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('may go to the top again 24 hours after the last time', () => {
    expect(adOverview(ad({}), now).nextTop).toBeUndefined();
    const moved = ad({ moved_to_top_at: '2026-11-24T08:00:00Z' });
    expect(adOverview(moved, now).nextTop?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(adOverview(ad({ moved_to_top_at: '2026-11-23T08:00:00Z' }), now).nextTop).toBeUndefined();
  });
  it('is sold when out of stock, and runs until its end date', () => {
    expect(adOverview(ad({ stock_status: 'outofstock' }), now).state).toBe('sold');
    const { expiresOn } = adOverview(ad({}), now);
    expect([expiresOn?.getFullYear(), expiresOn?.getMonth(), expiresOn?.getDate()]).toEqual([2027, 0, 21]);
  });
});

describe('a refusal', () => {
  it('is said in words from the server code', () => {
    const fail = (code: string, status: number) => new ApiFailure(code, status, 'x');
    expect(actionFailureMessage(fail('product_invalid_transition', 400))).toBe('myAds.error.transition');
    expect(actionFailureMessage(fail('product_move_to_top_too_soon', 400))).toBe('myAds.error.tooSoon');
    expect(actionFailureMessage(fail('woocommerce_rest_product_invalid_id', 404))).toBe('myAds.error.gone');
    expect(actionFailureMessage(fail('network', 0))).toBe('myAds.error.offline');
    expect(actionFailureMessage(fail('internal_error', 500))).toBe('error.server');
  });
});
