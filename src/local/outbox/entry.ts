// One queued change as the outbox keeps it in IndexedDB, and the parse that guards the boundary:
// a row written by an older version or damaged on the device is never handed to a replayer.
import * as v from 'valibot';

export const OUTBOX_STATES = ['queued', 'failed', 'done'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Why the server refused an entry: its whole answer (code, message, status, the refused
 * parameters and the error's data such as a proposal's bounds), kept with the entry so the
 * area can say it in words after a reload too.
 */
export const OutboxFailureSchema = v.object({
  status: v.number(),
  code: v.string(),
  message: v.string(),
  /** The refused parameters, each with the server's reason (rest_invalid_param). */
  params: v.optional(v.record(v.string(), v.string())),
  /** The error's other data: a proposal's bounds (min, max), an existing record's id. */
  data: v.optional(v.record(v.string(), v.string())),
});
export type OutboxFailure = v.InferOutput<typeof OutboxFailureSchema>;

export const OutboxEntrySchema = v.object({
  /** The entry's id: its place in the order, and what `dependsOn` names. */
  seq: v.number(),
  userId: v.number(),
  /** Which area's replayer sends it. */
  kind: v.string(),
  /** Parsed by that replayer. */
  payload: v.unknown(),
  /** Sent as the Idempotency-Key: the server acts once per key however often it is sent. */
  key: v.string(),
  /** Earlier entries whose results this one needs (an ad needs its photos' media ids). */
  dependsOn: v.array(v.number()),
  /** queued: waits; failed: refused by the server (kept with `failure`); done: sent, result kept for dependants. */
  state: v.picklist(OUTBOX_STATES),
  createdAt: v.number(),
  /** Failed tries so far (network, 5xx): the next waits longer. */
  attempts: v.number(),
  /** Not before this time (backoff, Retry-After). */
  notBefore: v.optional(v.number()),
  /** The key of the merged request it went out in: a retry sends the same batch with that key. */
  batch: v.optional(v.string()),
  /** Who sends it until when: two tabs never send one entry at the same time. */
  lease: v.optional(v.object({ owner: v.string(), until: v.number() })),
  result: v.optional(v.unknown()),
  failure: v.optional(OutboxFailureSchema),
});
export type StoredEntry = v.InferOutput<typeof OutboxEntrySchema>;
/** As written: Dexie gives `seq` on insert. */
export type OutboxEntry = Omit<StoredEntry, 'seq'> & { seq?: number };

export function parseEntries(rows: readonly unknown[]): StoredEntry[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(OutboxEntrySchema, row);
    return parsed.success ? [parsed.output] : [];
  });
}
