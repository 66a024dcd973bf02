// The outbox's rules, apart from its machinery: what a replayer's error means for the queue
// (retry, pause, or a refusal kept whole), how long to wait before the next try, and how the
// changes a user made are counted.
import type { OutboxFailure, StoredEntry } from './entry.ts';
import type { OutboxCounts } from './types.ts';

export const BACKOFF = { firstMs: 1000, maxMs: 5 * 60_000 } as const;
export const LEASE_MS = 30_000;
/** A merged request stays well under the server's 1,000 changes per call. */
export const MAX_BATCH = 500;
/** Answers that mean "try again later" (408 timeout, 409 still running, 425, 429 too many). */
const RETRY_STATUSES = new Set([0, 408, 409, 425, 429]);
/**
 * A 409 with one of these codes (or none) is "still running, come again"; any other 409 is a real
 * conflict the user must hear of: a phone bought now by another buyer (`hm_product_reserved`,
 * issue 32) must not be bought two days later when the reservation lapses.
 */
const STILL_RUNNING_CODES = new Set(['idempotency_in_progress']);
const retriable = (status: number, code: unknown): boolean =>
  RETRY_STATUSES.has(status) && (status !== 409 || typeof code !== 'string' || STILL_RUNNING_CODES.has(code));

export type Outcome =
  | { kind: 'retry'; afterMs: number | undefined }
  | { kind: 'unauthorized' }
  | { kind: 'rejected'; failure: OutboxFailure };

/** What a replayer's error means for the queue (an ApiFailure: status, code, message, retryAfterMs). */
export function outcomeOf(error: unknown): Outcome {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const afterMs = typeof e.retryAfterMs === 'number' ? e.retryAfterMs : undefined;
  // No status: not an answer of the server (a lost connection, an abort): try again later.
  if (typeof e.status !== 'number') return { kind: 'retry', afterMs };
  if (e.status === 401) return { kind: 'unauthorized' };
  if (e.status >= 500 || retriable(e.status, e.code) || e.status < 400) return { kind: 'retry', afterMs };
  const params = stringsOf(e.params);
  const data = stringsOf(e.details);
  return {
    kind: 'rejected',
    failure: {
      status: e.status,
      code: typeof e.code === 'string' ? e.code : 'unknown',
      message: typeof e.message === 'string' ? e.message : '',
      ...(params ? { params } : {}),
      ...(data ? { data } : {}),
    },
  };
}

/** The string fields of an error's params or data (absent ones left out); undefined if none. */
function stringsOf(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * What the user did, counted once each: an entry no other unsent entry waits for, refused when
 * it or anything it waits for was refused (an ad whose photo was refused is a refused ad).
 */
export function countChanges(entries: readonly StoredEntry[]): OutboxCounts {
  const unsent = new Map(entries.filter((e) => e.state !== 'done').map((e) => [e.seq, e]));
  const needed = new Set([...unsent.values()].flatMap((e) => e.dependsOn));
  const refused = (entry: StoredEntry, seen: Set<number>): boolean =>
    entry.state === 'failed' ||
    entry.dependsOn.some((seq) => {
      const dependency = unsent.get(seq);
      if (!dependency || seen.has(seq)) return false;
      seen.add(seq);
      return refused(dependency, seen);
    });
  const counts = { waiting: 0, failed: 0 };
  for (const entry of unsent.values()) {
    if (needed.has(entry.seq)) continue;
    if (refused(entry, new Set())) counts.failed++;
    else counts.waiting++;
  }
  return counts;
}

export const backoffMs = (attempts: number): number =>
  Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1));

/** These entries' seqs with those of every entry that depends on them (entries oldest first). */
export function withDependants(entries: readonly StoredEntry[], seqs: readonly number[]): number[] {
  const found = new Set(seqs);
  for (const e of entries) if (e.dependsOn.some((d) => found.has(d))) found.add(e.seq);
  return [...found];
}

/**
 * The refusal that keeps a queued entry from ever being sent: that of an entry it waits for
 * (an ad whose photo was refused), found through every level of dependency.
 */
export function blockingFailure(
  entry: StoredEntry,
  entries: readonly StoredEntry[],
): OutboxFailure | undefined {
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  const seen = new Set<number>();
  const walk = (e: StoredEntry): OutboxFailure | undefined => {
    for (const seq of e.dependsOn) {
      const dependency = bySeq.get(seq);
      if (!dependency || seen.has(seq)) continue;
      seen.add(seq);
      const failure = dependency.state === 'failed' ? dependency.failure : walk(dependency);
      if (failure) return failure;
    }
    return undefined;
  };
  return walk(entry);
}
