import { describe, expect, it } from 'vitest';
import type { AdCreate } from './ad-form.ts';
import { isFrozenWhileReserved, reservedFieldChanges, reservesAd } from './reserved-ad.ts';

const ad: AdCreate = {
  regular_price: '300',
  description: 'Gepflegt.',
  attributes: [
    { taxonomy: 'pa_model', term_ids: [7] },
    { taxonomy: 'pa_accesories', term_ids: [3, 4] },
  ],
  images: [{ id: 1 }, { id: 2 }],
  location: { address: '10115 Berlin', lat: 52.5, lng: 13.4 },
  status: 'publish',
  battery_health: 90,
  activation_lock_removed: true,
  repairs: '',
};

describe('reservedFieldChanges', () => {
  it('names the price, the model, the description and the photos when they change', () => {
    const after: AdCreate = {
      ...ad,
      regular_price: '1000',
      description: 'Display gebrochen',
      attributes: [{ taxonomy: 'pa_model', term_ids: [8] }, ad.attributes[1]!],
      images: [{ id: 2 }, { id: 1 }],
    };
    expect(reservedFieldChanges(ad, after)).toEqual(['regular_price', 'description', 'images', 'pa_model']);
  });

  it('lets the same values written differently and a new location through', () => {
    const after: AdCreate = {
      ...ad,
      regular_price: '300,00',
      description: ' Gepflegt. ',
      attributes: [{ taxonomy: 'pa_accesories', term_ids: [4, 3] }, ad.attributes[0]!],
      location: { address: '20095 Hamburg', lat: 53.55, lng: 10 },
    };
    expect(reservedFieldChanges(ad, after)).toEqual([]);
  });

  it('keeps location and status editable while reserved', () => {
    expect(isFrozenWhileReserved('location')).toBe(false);
    expect(isFrozenWhileReserved('status')).toBe(false);
    expect(isFrozenWhileReserved('battery_health')).toBe(true);
  });
});

describe('reservesAd', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('is true for an order on-hold whose 48 hours to pay have not lapsed', () => {
    expect(reservesAd({ status: 'on-hold', expires_at: '2026-11-21T12:00:00Z' }, now)).toBe(true);
  });
  it('is false once the time to pay has lapsed, and for any other status', () => {
    expect(reservesAd({ status: 'on-hold', expires_at: '2026-11-20T11:59:59Z' }, now)).toBe(false);
    for (const status of ['pending', 'confirmation', 'processing', 'completed', 'cancelled']) {
      expect(reservesAd({ status, expires_at: '2026-11-21T12:00:00Z' }, now)).toBe(false);
    }
  });
});
