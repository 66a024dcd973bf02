// The protected purchase's clock (issue 32): the protection ends 2 days after delivery, else 14
// days after shipping, else 14 days after the last day to ship, and never after day 25 (PayPal
// releases a held capture by itself on day 28); reviews open at receipt or at that end.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { protectionEndsAt, reviewsOpen, shipBy, TrackingCreateSchema } from './fulfilment.ts';

const DAY = 24 * 3600 * 1000;
const paidAt = new Date('2026-03-01T10:00:00Z');
const at = (days: number) => new Date(paidAt.getTime() + days * DAY);
const times = { status: 'shipped' as const, paidAt, shippedAt: null, deliveredAt: null, receivedAt: null };

describe('protectionEndsAt', () => {
  it('counts from the last day to ship, the shipping, the delivery, the receipt', () => {
    expect(shipBy(paidAt)).toEqual(at(5));
    expect(protectionEndsAt({ ...times, status: 'awaiting_shipment' })).toEqual(at(19));
    expect(protectionEndsAt({ ...times, shippedAt: at(2) })).toEqual(at(16));
    expect(protectionEndsAt({ ...times, shippedAt: at(2), deliveredAt: at(4) })).toEqual(at(6));
    expect(protectionEndsAt({ ...times, status: 'received', shippedAt: at(2), receivedAt: at(3) })).toEqual(
      at(3),
    );
  });

  it('ends by day 25 after the payment, before PayPal releases the money by itself', () => {
    expect(protectionEndsAt({ ...times, shippedAt: at(20) })).toEqual(at(25));
    expect(protectionEndsAt({ ...times, shippedAt: at(20), deliveredAt: at(24) })).toEqual(at(25));
  });
});

describe('reviewsOpen', () => {
  it('opens at receipt or at the end of the protection, never for a cancelled or returned one', () => {
    const ends = at(16);
    expect(reviewsOpen({ status: 'shipped', protectionEndsAt: ends }, at(15))).toBe(false);
    expect(reviewsOpen({ status: 'shipped', protectionEndsAt: ends }, at(16))).toBe(true);
    expect(reviewsOpen({ status: 'received', protectionEndsAt: ends }, at(3))).toBe(true);
    expect(reviewsOpen({ status: 'cancelled_not_shipped', protectionEndsAt: ends }, at(30))).toBe(false);
  });
});

describe('TrackingCreateSchema', () => {
  it('takes the number without spaces in capitals and a real calendar day', () => {
    const ok = v.parse(TrackingCreateSchema, { tracking_provider: ' dhl ', tracking_number: 'jjd 0001' });
    expect(ok).toMatchObject({ tracking_provider: 'dhl', tracking_number: 'JJD0001' });
    for (const date_shipped of ['2026-02-29', '2026-13-01', '1.3.2026']) {
      const r = v.safeParse(TrackingCreateSchema, {
        tracking_provider: 'DHL',
        tracking_number: '1',
        date_shipped,
      });
      expect(r.success).toBe(false);
    }
    const custom = { tracking_provider: 'DHL', tracking_number: '1', custom_tracking_provider: 'Pony' };
    expect(v.safeParse(TrackingCreateSchema, custom).success).toBe(false);
    expect(v.safeParse(TrackingCreateSchema, { ...custom, custom_tracking_provider: '' }).success).toBe(true);
  });
});
