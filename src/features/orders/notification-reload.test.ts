// A click on a notification reloads the orders or ads it concerns by their query keys
// (src/features/notifications/notification-click.ts), without loading this area's code: those
// keys must stay the ones the orders, My ads and the ad pages are kept under.
import { describe, expect, it } from 'vitest';
import { RELOADED_KEYS } from '../notifications/notification-click.ts';
import { productKeys } from '../catalogue/products.ts';
import { myAdKeys } from '../selling/my-ads.ts';
import { orderKeys } from './orders.ts';
import { orderNoteKeys } from './order-notes-data.ts';

const OWNER = 'token-of-anna';

describe('the reloads of a notification click', () => {
  it('name the keys orders and their notes are kept under', () => {
    expect(RELOADED_KEYS.orders(OWNER)).toEqual([
      orderKeys.all(OWNER),
      orderNoteKeys.of(OWNER, 1).slice(0, 3),
    ]);
  });

  it('name the keys My ads and the ad pages are kept under', () => {
    expect(RELOADED_KEYS.products(OWNER)).toEqual([myAdKeys.all(OWNER), productKeys.all]);
  });
});
