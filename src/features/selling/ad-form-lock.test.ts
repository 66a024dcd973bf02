// The ad form's locked fields come from the rules that decide them: everything while the ad waits
// in the outbox, and while the ad is reserved exactly the fields the server refuses to change
// (src/core/reserved-ad.ts), the location excepted.
import { describe, expect, it } from 'vitest';
import { AD_FIELDS } from '../../core/ad-form.ts';
import { RESERVED_FROZEN_FIELDS } from '../../core/reserved-ad.ts';
import { failureMessage } from './drafts.ts';
import { lockedFields } from './ad-form-lock.ts';

describe('the ad form’s locked fields', () => {
  it('locks nothing on an ad that is neither waiting nor reserved', () => {
    expect([...lockedFields({ queued: false, reserved: false })]).toEqual([]);
  });

  it('locks price, attributes, device facts, photos and description while the ad is reserved, not its place', () => {
    const locked = lockedFields({ queued: false, reserved: true });
    expect([...locked].sort()).toEqual([...RESERVED_FROZEN_FIELDS].sort());
    expect([...locked].sort()).toEqual(
      [
        'activation_lock_removed',
        'battery_health',
        'description',
        'images',
        'pa_accesories',
        'pa_age',
        'pa_brand',
        'pa_color',
        'pa_condition',
        'pa_model',
        'pa_storage',
        'pa_system',
        'regular_price',
        'repairs',
      ].sort(),
    );
    expect(locked.has('location')).toBe(false);
  });

  it('locks every field while the ad waits in the outbox, reserved or not', () => {
    for (const reserved of [false, true]) {
      expect([...lockedFields({ queued: true, reserved })]).toEqual([...AD_FIELDS]);
    }
  });

  it('says a refusal for a reserved ad in the words of the form’s note', () => {
    expect(failureMessage({ code: 'hm_product_reserved', status: 400 })).toBe('selling.reserved.note');
  });
});
