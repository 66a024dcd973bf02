import { describe, expect, it } from 'vitest';
import { formatCountdown, timeLeft } from './countdown.tsx';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown((1 * 3600 + 2 * 60 + 3) * 1000)).toBe('01:02:03');
  });
  it('keeps counting hours past a day: a fresh payment time reads 48:00:00', () => {
    expect(formatCountdown(48 * 3600 * 1000)).toBe('48:00:00');
    expect(formatCountdown((47 * 3600 + 59 * 60 + 59) * 1000 + 999)).toBe('47:59:59');
  });
  it('never shows a negative time once the deadline has passed', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('counts down to the deadline', () => {
    expect(timeLeft('2026-05-01T11:00:00Z', now)).toBe(3600_000);
  });
  it('is zero after the deadline and for a time it cannot read', () => {
    expect(timeLeft('2026-05-01T09:00:00Z', now)).toBe(0);
    expect(timeLeft('soon', now)).toBe(0);
  });
});
