// When a notification came, as the bell's list says it: how long ago within a week, the date after.
import { describe, expect, it } from 'vitest';
import { whenText } from './notification-text.ts';

describe('when a notification came', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const ago = (seconds: number) => now / 1000 - seconds;

  it('says how long ago within a week', () => {
    expect(whenText(ago(20), now, 'de-DE')).toBe('jetzt');
    expect(whenText(ago(5 * 60), now, 'de-DE')).toBe('vor 5 Minuten');
    expect(whenText(ago(3 * 3600), now, 'en-GB')).toBe('3 hours ago');
    expect(whenText(ago(26 * 3600), now, 'de-DE')).toBe('gestern');
    expect(whenText(ago(3 * 86400), now, 'en-GB')).toBe('3 days ago');
  });

  it('gives the date after a week', () => {
    expect(whenText(ago(8 * 86400), now, 'de-DE')).toMatch(/^07\.01\.2026, \d\d:00$/);
  });

  it('never says "in the future" for a clock a little ahead', () => {
    expect(whenText(ago(-30), now, 'en-GB')).toBe('now');
  });
});
