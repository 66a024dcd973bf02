// A running countdown to a deadline (spec 4: hours:minutes:seconds after acceptance). It ticks once
// a second from the device's clock; the server decides when the time is really over.
import { useEffect, useState } from 'react';

/** Milliseconds left as `hh:mm:ss`; hours keep counting past 24 (48 hours reads "48:00:00"). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Milliseconds from `now` until the ISO time `until` (0 once it has passed, also for a bad time). */
export function timeLeft(until: string, now: number): number {
  const end = Date.parse(until);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The time left until `until`, ticking. Screen readers get the label and the time when they reach
 * it, not an announcement every second (role timer is not live by default).
 */
export function Countdown({
  until,
  label,
  onEnd,
  className,
}: {
  until: string;
  label: string;
  onEnd?: () => void;
  className?: string;
}) {
  const now = useNow();
  const left = timeLeft(until, now);
  const ended = left === 0;
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);
  return (
    <span className={`countdown${className ? ` ${className}` : ''}`} role="timer" aria-label={label}>
      <time dateTime={until} className="countdown__time">
        {formatCountdown(left)}
      </time>
    </span>
  );
}
