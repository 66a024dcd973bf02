// When the saved searches' digest is due (issue 16): 08:00 German time, in winter (UTC+1) and in
// summer (UTC+2), on the days the clocks change, and never twice for one day.
import { describe, expect, it } from 'vitest';
import { digestDue, digestSlot, digestWindowStart } from './search-digest.ts';

const at = (iso: string) => new Date(iso);

describe('the daily digest time', () => {
  it('is 08:00 German time: 07:00 UTC in winter, 06:00 UTC in summer', () => {
    expect(digestSlot(at('2026-01-15T07:00:00Z'))).toEqual(at('2026-01-15T07:00:00Z'));
    expect(digestSlot(at('2026-07-15T06:30:00Z'))).toEqual(at('2026-07-15T06:00:00Z'));
  });

  it("is yesterday's 08:00 until today's has come", () => {
    expect(digestSlot(at('2026-01-15T06:59:59Z'))).toEqual(at('2026-01-14T07:00:00Z'));
    expect(digestSlot(at('2026-07-15T05:59:00Z'))).toEqual(at('2026-07-14T06:00:00Z'));
    // Just after German midnight, still before the morning: yesterday's.
    expect(digestSlot(at('2026-01-14T23:30:00Z'))).toEqual(at('2026-01-14T07:00:00Z'));
  });

  it('follows the clocks on the days they change (spring forward, fall back)', () => {
    // 29 March 2026: 02:00 becomes 03:00, so 08:00 is 06:00 UTC that very morning.
    expect(digestSlot(at('2026-03-29T06:00:00Z'))).toEqual(at('2026-03-29T06:00:00Z'));
    expect(digestSlot(at('2026-03-29T05:59:00Z'))).toEqual(at('2026-03-28T07:00:00Z'));
    // 25 October 2026: 03:00 becomes 02:00, so 08:00 is 07:00 UTC again.
    expect(digestSlot(at('2026-10-25T06:30:00Z'))).toEqual(at('2026-10-24T06:00:00Z'));
    expect(digestSlot(at('2026-10-25T07:00:00Z'))).toEqual(at('2026-10-25T07:00:00Z'));
  });

  it('is due once per German day: never sent, or last sent before the latest 08:00', () => {
    const morning = at('2026-03-29T06:05:00Z');
    expect(digestDue(null, morning)).toBe(true);
    expect(digestDue(at('2026-03-28T07:01:00Z'), morning)).toBe(true);
    expect(digestDue(morning, at('2026-03-29T21:00:00Z'))).toBe(false);
    // Late in the German evening (already the next UTC day) it is still the same German day.
    expect(digestDue(morning, at('2026-03-29T22:30:00Z'))).toBe(false);
    expect(digestDue(morning, at('2026-03-30T06:00:00Z'))).toBe(true);
  });

  it('tells of at most the last 24 hours, and nothing from before the last digest', () => {
    const now = at('2026-01-15T07:00:00Z');
    expect(digestWindowStart(null, now)).toEqual(at('2026-01-14T07:00:00Z'));
    expect(digestWindowStart(at('2026-01-01T07:00:00Z'), now)).toEqual(at('2026-01-14T07:00:00Z'));
    expect(digestWindowStart(at('2026-01-14T09:00:00Z'), now)).toEqual(at('2026-01-14T09:00:00Z'));
  });
});
