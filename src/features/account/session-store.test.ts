// What the hearts show: the server's favourites with the changes still queued on the device on
// top, so a toggle made offline shows at once and survives until the server confirms it.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../core/account.ts';
import { favoriteList, isFavorite, type SessionState } from './session-store.ts';

const user = (favorite_products: number[]) => ({ id: 7, favorite_products }) as unknown as Customer;
const session = (favs: number[], pending: [number, boolean][] = []): SessionState => ({
  token: 't',
  user: user(favs),
  pendingFavorites: new Map(pending),
});

describe('favourites as shown', () => {
  it('shows the confirmed favourites', () => {
    const s = session([3, 5]);
    expect(isFavorite(s, 3)).toBe(true);
    expect(isFavorite(s, 4)).toBe(false);
    expect(favoriteList(s)).toEqual([3, 5]);
  });

  it('shows a queued change before the server has confirmed it', () => {
    const s = session(
      [3, 5],
      [
        [5, false],
        [9, true],
      ],
    );
    expect(isFavorite(s, 5)).toBe(false);
    expect(isFavorite(s, 9)).toBe(true);
    expect(favoriteList(s)).toEqual([3, 9]);
  });

  it('shows nothing as favourite when logged out', () => {
    const s: SessionState = { token: undefined, user: undefined, pendingFavorites: new Map() };
    expect(isFavorite(s, 3)).toBe(false);
    expect(favoriteList(s)).toEqual([]);
  });
});
