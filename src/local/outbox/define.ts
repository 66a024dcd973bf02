// One declaration per kind of offline write: what its entries carry (a schema), how a job is
// sent, which queries go stale once it went through, and what its area does with a refusal or
// with an outcome nobody awaits (a notice). The outbox derives the rest: the replayer and the
// table (src/offline-writes.ts finds each `*.offline.ts` file), the pending view the screens show
// (pending.ts: every queued or refused entry of the signed-in user, by kind), the one outcome
// (`outboxOutcome(seq)` for the screen that awaits it, the declaration's effects for the rest).
import type { QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { privateOwner, queryClient } from '../query-client.ts';
import type { OutboxFailure, StoredEntry } from './entry.ts';
import { showOfflineNotice, type OfflineNotice } from './notices.ts';
import type { JobOutcome, ReplayerDefinition } from './types.ts';

export interface WriteJob<P> {
  userId: number;
  /** The entries' payloads, parsed: one, or for a merging kind a run of them, oldest first. */
  payloads: readonly P[];
  entries: readonly StoredEntry[];
  /** For the Idempotency-Key header: the same on every try of this job. */
  idempotencyKey: string;
  /** What the entries named in `dependsOn` returned, by their seq. */
  results: ReadonlyMap<number, unknown>;
}

/** What became of a job, with its payloads: the declaration's effects and notice read it. */
export type WriteSettled<P, R> = { payloads: readonly P[]; entries: readonly StoredEntry[] } & (
  { state: 'sent'; result: R } | { state: 'refused'; failure: OutboxFailure } | { state: 'waiting' }
);

export interface OfflineWriteSpec<P, R> {
  /** Stored with every entry: never renamed. The file is named after it (`<kind>.offline.ts`). */
  kind: string;
  /** What an entry carries; an entry that does not parse is refused, never sent. */
  schema: v.GenericSchema<unknown, P>;
  /** Send consecutive entries of this kind in one request (favourites: every toggle at once). */
  merge?: boolean;
  /** Sends a job; what it returns is its outcome's result. Throws the ApiFailure. */
  send: (job: WriteJob<P>) => Promise<R>;
  /** The queries to ask again once it went through (`owner`: the login's private key owner). */
  invalidates?: (sent: { payloads: readonly P[]; result: R; owner: string | null }) => readonly QueryKey[];
  /**
   * The area's part of an outcome, before the screen that awaits it hears it: the answer kept in
   * the cache, a refused ad back as a draft with the reason. Runs whoever awaits it.
   */
  settled?: (outcome: WriteSettled<P, R>) => Promise<void> | void;
  /** What to tell when nobody awaits the outcome (its screen is closed): shown on any page. */
  notice?: (outcome: WriteSettled<P, R>) => OfflineNotice | undefined;
  /** Once a user's queue starts (a login, a reload): what the area restores from the outbox. */
  resume?: (userId: number) => Promise<void>;
}

/** A declaration, as the outbox's table loads it. */
export interface OfflineWrite extends ReplayerDefinition {
  kind: string;
  resume?: ((userId: number) => Promise<void>) | undefined;
}

/** A refusal of our own, like a 4xx: an entry whose payload no longer parses is never sent. */
const unreadable = () =>
  Object.assign(new Error('unreadable entry'), { status: 422, code: 'hm_unreadable_entry' });

export function defineOfflineWrite<P, R>(spec: OfflineWriteSpec<P, R>): OfflineWrite {
  const parse = (entries: readonly StoredEntry[]) =>
    entries.flatMap((e) => {
      const parsed = v.safeParse(spec.schema, e.payload);
      return parsed.success ? [parsed.output] : [];
    });
  const withPayloads = (entries: readonly StoredEntry[], outcome: JobOutcome): WriteSettled<P, R> =>
    // The result is what `send` returned for this kind (kept in IndexedDB as it was).
    ({ ...outcome, payloads: parse(entries), entries }) as WriteSettled<P, R>;
  return {
    kind: spec.kind,
    merge: spec.merge === true,
    resume: spec.resume,
    send: async (job) => {
      const payloads = parse(job.entries);
      if (payloads.length !== job.entries.length) throw unreadable();
      return spec.send({ ...job, payloads });
    },
    settled: async ({ entries, outcome, awaited }) => {
      const settled = withPayloads(entries, outcome);
      if (settled.state === 'sent' && spec.invalidates) {
        const keys = spec.invalidates({
          payloads: settled.payloads,
          result: settled.result,
          owner: privateOwner(),
        });
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }
      await spec.settled?.(settled);
      const notice = awaited ? undefined : spec.notice?.(settled);
      if (notice) showOfflineNotice(notice);
    },
  };
}

export type { OfflineNotice };
