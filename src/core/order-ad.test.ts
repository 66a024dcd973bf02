// An order shows the ad as the buyer accepted it (issue 15): the snapshot once there is one, the
// ad as it is now before that.
import { describe, expect, it } from 'vitest';
import { orderAd, type OrderAdSource } from './order-ad.ts';
import type { OrderProductSnapshot } from './orders.ts';

const live = (patch: Partial<OrderAdSource> = {}): OrderAdSource => ({
  product_id: 7,
  bounds: { min: '800', max: '1000' },
  line_items: [
    {
      name: 'Apple iPhone 14',
      product_id: 7,
      slug: 'apple-iphone-14-7',
      image: '/uploads/now-thumb.jpg',
      quantity: 1,
      price: '300',
      total: '300',
    },
  ],
  ...patch,
});

const accepted: OrderProductSnapshot = {
  id: 7,
  name: 'Apple iPhone 13',
  slug: 'apple-iphone-13-7',
  price: '349',
  description: 'Wie neu, keine Kratzer.',
  attributes: [
    { taxonomy: 'pa_storage', terms: [{ id: 140, name: '128 GB', name_en: '128 GB', slug: '128-gb' }] },
  ],
  battery_health: 91,
  activation_lock_removed: true,
  repairs: '',
  image: { src: '/uploads/then.jpg', thumbnail: '/uploads/then-thumb.jpg' },
  date: '2026-11-24T04:10:00.000Z',
};

describe('the ad an order shows', () => {
  it('shows the ad as accepted, not as the seller changed it since', () => {
    expect(orderAd(live({ product_snapshot: accepted }))).toEqual({
      id: 7,
      name: 'Apple iPhone 13',
      slug: 'apple-iphone-13-7',
      image: '/uploads/then-thumb.jpg',
      price: '349',
      attributes: accepted.attributes,
    });
  });

  it('shows the ad as it is now while the order has not been accepted', () => {
    expect(orderAd(live())).toEqual({
      id: 7,
      name: 'Apple iPhone 14',
      slug: 'apple-iphone-14-7',
      image: '/uploads/now-thumb.jpg',
      price: '1000',
      attributes: [],
    });
  });

  it('keeps showing and naming an ad deleted for good, without a link to it', () => {
    const gone = live({ product_id: null, product_snapshot: { ...accepted, image: null } });
    gone.line_items = gone.line_items.map((item) => ({ ...item, product_id: null }));
    expect(orderAd(gone)).toMatchObject({ id: 7, name: 'Apple iPhone 13', slug: '', image: '' });
  });
});
