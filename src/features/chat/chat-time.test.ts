import { describe, expect, it } from 'vitest';
import { chatTimeText } from './chat-time.ts';

const format = (locale: string) => (value: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options).format(value);

describe('chatTimeText', () => {
  const now = new Date(2026, 10, 29, 18, 30).getTime();
  const today = new Date(2026, 10, 29, 14, 5).getTime();
  const earlier = new Date(2026, 10, 28, 23, 59).getTime();

  it('shows the time of a message from today, in the list and in the chat', () => {
    expect(chatTimeText(today, now, format('de-DE'))).toBe('14:05');
    expect(chatTimeText(today, now, format('de-DE'), { withTime: true })).toBe('14:05');
    expect(chatTimeText(today, now, format('en-GB'))).toBe('14:05');
  });

  it('shows the date of an earlier one in the list, the date and time in the chat', () => {
    expect(chatTimeText(earlier, now, format('de-DE'))).toBe('28.11.26');
    expect(chatTimeText(earlier, now, format('de-DE'), { withTime: true })).toBe('28.11.26, 23:59');
  });
});
