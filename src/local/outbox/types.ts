// The outbox's shapes: what a kind is sent with (a replayer, its options, the loader the app's
// table names), what is enqueued, what comes back (an entry's outcome, a job's report, the
// events) and what the engine is built with. The engine (engine.ts) and the rules it applies (rules.ts) use them.
import type { LocalDb } from '../db.ts';
import type { OutboxFailure, StoredEntry } from './entry.ts';

export interface ReplayJob {
  userId: number;
  /** One entry, or for a merging replayer a run of consecutive entries of its kind, oldest first. */
  entries: readonly StoredEntry[];
  /** For the Idempotency-Key header: the same on every try of this job. */
  idempotencyKey: string;
  /** What the entries named in `dependsOn` returned, by their seq. */
  results: ReadonlyMap<number, unknown>;
}
/** Sends a job; what it returns is kept for entries that depend on it. Throws the ApiFailure. */
export type Replayer = (job: ReplayJob) => Promise<unknown>;
export interface ReplayerOptions {
  /** Send consecutive entries of this kind in one request (favourites: all toggles at once). */
  merge?: boolean;
  /**
   * What the kind does with the outcome of a job, the one way it hears it (the declaration's
   * effects, define.ts): sent, refused for good (kept as failed with the refusal), or waiting.
   */
  settled?: (report: JobReport) => Promise<void> | void;
}

/** What became of a job (one entry, or a merged run): the same for each of its entries. */
export type JobOutcome =
  { state: 'sent'; result: unknown } | { state: 'refused'; failure: OutboxFailure } | { state: 'waiting' };

export interface JobReport {
  userId: number;
  kind: string;
  entries: readonly StoredEntry[];
  outcome: JobOutcome;
  /** Somebody awaits these entries' outcome (a screen shows it): nobody else needs to tell it. */
  awaited: boolean;
}

/** An area's replayer as the app's table names it: how to send, and the options. */
export interface ReplayerDefinition extends ReplayerOptions {
  send: Replayer;
}

export interface NewEntry {
  userId: number;
  kind: string;
  payload: unknown;
  /** Earlier entries of the same user (their seqs) this one needs the results of. */
  dependsOn?: readonly number[];
}

/** Loads an area's replayer when its first entry is due (a dynamic import). */
export type ReplayerLoader = () => Promise<ReplayerDefinition>;

/**
 * What became of an entry: sent (with what the replayer returned), refused by the server (the
 * whole refusal, kept with the entry), or waiting (no connection, a retry later, a paused user:
 * it goes out by itself; a later `outcome` call tells the end).
 */
export type EntryOutcome =
  | { state: 'sent'; seq: number; result: unknown }
  | { state: 'refused'; seq: number; failure: OutboxFailure }
  | { state: 'waiting'; seq: number };

export interface OutcomeOptions {
  /** Settle only once the entry is sent or refused, not when it is known to wait. */
  final?: boolean;
  /** Stop awaiting (the screen closed); the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * The outbox's events: `changed` (entries added, sent, refused or dropped: the counts and pending
 * views are read again), `settled` (what became of a job, as its kind's `settled` heard it) and
 * `unauthorized` (a 401: the session ends).
 */
export type OutboxEvent =
  | { type: 'changed'; userId: number }
  | ({ type: 'settled' } & JobReport)
  | { type: 'unauthorized'; userId: number };

/**
 * What the user did that has not reached the server: an ad with its three photos is one change,
 * not four (entries another waiting entry depends on are counted with it, not apart).
 */
export interface OutboxCounts {
  waiting: number;
  failed: number;
}

export interface OutboxOptions {
  db: () => Promise<LocalDb>;
  now?: () => number;
  /** Runs `task` after `ms`; returns what cancels it. */
  schedule?: (task: () => void, ms: number) => () => void;
  isOnline?: () => boolean;
  /** Asks the browser to wake the app when the connection returns (Background Sync). */
  requestSync?: () => void;
}
