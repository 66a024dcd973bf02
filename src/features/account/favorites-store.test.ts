// What the hearts show: the server's favourites with the changes still queued on the device on
// top, so a toggle made offline shows at once and survives until the server confirms it.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../core/account.ts';
import { favoriteList, isFavorite } from './favorites-store.ts';

const user = (favorite_products: number[]) => ({ id: 7, favorite_products }) as unknown as Customer;

describe('favourites as shown', () => {
  it('shows the confirmed favourites', () => {
    const u = user([3, 5]);
    expect(isFavorite(u, new Map(), 3)).toBe(true);
    expect(isFavorite(u, new Map(), 4)).toBe(false);
    expect(favoriteList(u, new Map())).toEqual([3, 5]);
  });

  it('shows a queued change before the server has confirmed it', () => {
    const u = user([3, 5]);
    const pending = new Map([
      [5, false],
      [9, true],
    ]);
    expect(isFavorite(u, pending, 5)).toBe(false);
    expect(isFavorite(u, pending, 9)).toBe(true);
    expect(favoriteList(u, pending)).toEqual([3, 9]);
  });

  it('shows nothing as favourite when logged out, not even changes left on the device', () => {
    expect(isFavorite(undefined, new Map([[3, true]]), 3)).toBe(false);
    expect(favoriteList(undefined, new Map([[3, true]]))).toEqual([]);
  });
});
