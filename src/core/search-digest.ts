// The saved searches' daily e-mail digest (issue 16, docs/notifications.md): once a day at 08:00
// German time, a user who opted in gets one mail of the new ads their saved searches matched that
// they have not read in the app. The rule of "which day's digest is due" lives here, pure, so the
// server's sweep and its tests ask it the same way, across the summer-time changes.

export const SEARCH_DIGEST = {
  /** The hour (German local time, summer or winter) the day's digest goes out. */
  hour: 8,
  timeZone: 'Europe/Berlin',
  /** Ads listed per mail at most; the rest is "and N more" with the link to the app. */
  maxAds: 20,
  /** Matches older than this are never mailed (a digest turned on at 07:59 tells no old week). */
  maxAgeHours: 24,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const berlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: SEARCH_DIGEST.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The German wall clock at `instant`, as the UTC fields of a Date (only its numbers count). */
function wallClock(instant: Date): Date {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(berlin.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}

/** The instant at which the German clock shows `hour`:00 on the German date of `wall`. */
function germanHourOn(wall: Date, hour: number): Date {
  const asIfUtc = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour);
  // The offset (one or two hours) at that moment; asked twice, so a change of the offset between
  // the guess and the answer is followed (08:00 itself is never inside the changes' gap).
  let instant = asIfUtc;
  for (let i = 0; i < 2; i++) instant = asIfUtc - (wallClock(new Date(instant)).getTime() - instant);
  return new Date(instant);
}

/**
 * The moment of the latest digest due at `now`: today's 08:00 German time once it has passed,
 * else yesterday's. A user whose last digest is before it gets one now (also when the server was
 * down at 08:00); one whose last digest is at or after it waits for the next day.
 */
export function digestSlot(now: Date): Date {
  const wall = wallClock(now);
  const today = germanHourOn(wall, SEARCH_DIGEST.hour);
  if (today.getTime() <= now.getTime()) return today;
  return germanHourOn(new Date(wall.getTime() - DAY_MS), SEARCH_DIGEST.hour);
}

/** Whether a user whose last digest went out at `last` (null: never) is due one at `now`. */
export function digestDue(last: Date | null, now: Date): boolean {
  return last === null || last.getTime() < digestSlot(now).getTime();
}

/**
 * The matches a digest at `now` tells of: created after the last digest, and never before the
 * last 24 hours.
 */
export function digestWindowStart(last: Date | null, now: Date): Date {
  const oldest = now.getTime() - SEARCH_DIGEST.maxAgeHours * HOUR_MS;
  return new Date(Math.max(oldest, last?.getTime() ?? oldest));
}
