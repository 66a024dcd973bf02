// When a chat's last message or a message came (issue 30: today's chats showed only a date): a
// time for today ("14:05"), a date for the list before that ("28.11.26"), and in a chat the date
// with the time. Days are the reader's calendar days (the device's time zone). Pure, with the
// formatter passed in, so it is tested without a browser (chat-time.test.ts).

import { useState } from 'react';

type FormatDate = (value: number, options: Intl.DateTimeFormatOptions) => string;

const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * `at` (ms) as the chat shows it at `now` (ms): the time when it is today, else the date (in the
 * list) or the date and time (`withTime`, in a chat).
 */
export function chatTimeText(
  at: number,
  now: number,
  formatDate: FormatDate,
  { withTime = false }: { withTime?: boolean } = {},
): string {
  if (sameDay(new Date(at), new Date(now))) return formatDate(at, { timeStyle: 'short' });
  return formatDate(at, withTime ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'short' });
}

/** The time a list or message first showed: "today" as of then (a render stays pure). */
export function useShownAt(): number {
  const [now] = useState(() => Date.now());
  return now;
}
