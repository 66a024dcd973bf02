// The business constants against the table of spec section 9: a changed value must be a decision.
import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants (spec 9)', () => {
  it('keeps the five local storage entries apart', () => {
    const keys = Object.values(c.STORAGE_KEYS);
    expect(Object.keys(c.STORAGE_KEYS).sort()).toEqual([
      'cookiesHidden',
      'layout',
      'locale',
      'realtimeToken',
      'token',
    ]);
    expect(new Set(keys).size).toBe(5);
    for (const key of keys) expect(key).toMatch(/^hm\./);
  });

  it('has the listed limits', () => {
    expect(c.IMAGES_PER_AD).toEqual({ min: 1, max: 10 });
    expect(c.MIN_IMAGE_SIDE_PX).toBe(540);
    expect(c.IMAGE_RESIZE).toEqual({ maxWidth: 1920, maxHeight: 1080, jpegQuality: 0.7 });
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.PHONE_FIELD).toEqual({ maxLength: 12, minLengthToSend: 11 });
    expect(c.SMS_CODE_LENGTH).toBe(5);
    expect(c.SMS_EXPECTED_WITHIN_MS).toBe(300_000);
    expect(c.PROPOSAL_VALIDITY_MS).toBe(48 * 3_600_000);
    expect(c.MAX_PROPOSALS_PER_PARTY).toBe(3);
    expect(c.MIN_PROPOSAL_RATIO).toBe(0.8);
    expect(c.AD_LIFETIME_DAYS).toBe(60);
    expect(c.AD_TAG_ID).toBe(146);
  });

  it('has the listed page sizes', () => {
    expect(c.HOME_PAGE_SIZE).toEqual({ desktop: 20, mobile: 12 });
    expect(c.DEFAULT_PAGE_SIZE).toBe(6);
    expect(c.MAP_FETCH_SIZE).toBe(100);
    expect(c.REVIEWS_DEFAULT_PAGE_SIZE).toBe(999);
    expect(c.NOTES_PAGE_SIZE).toBe(100);
    expect(c.CHAT_LOAD).toEqual({ messages: 20, chats: 30 });
    expect(c.DEFAULT_PAGE_SIZE).toBeLessThanOrEqual(c.MAX_PAGE_SIZE);
    expect(c.MAP_FETCH_SIZE).toBeLessThanOrEqual(c.MAX_PAGE_SIZE);
  });

  it('has the listed timings', () => {
    expect(c.ALERT_LIFETIME_MS).toBe(5000);
    expect(c.REGISTER_ERROR_DISPLAY_MS).toBe(3000);
    expect(c.COOKIE_BANNER_DELAY_MS).toBe(3000);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('places the ad slot inside each block of twelve', () => {
    expect(c.AD_SLOT).toEqual({ every: 12, index: 3 });
  });

  it('sells in euro in Germany, German first with English as the other language', () => {
    expect([c.CURRENCY, c.COUNTRY]).toEqual(['EUR', 'DE']);
    expect(c.DEFAULT_LOCALE).toBe('de');
    expect([...c.LOCALES].sort()).toEqual(['de', 'en']);
  });

  it('offers the four sorting options', () => {
    expect(c.SORTINGS).toEqual(['most_recent', 'most_viewed', 'low_to_high_price', 'high_to_low_price']);
  });
});
