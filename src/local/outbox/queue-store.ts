// The outbox's rows in IndexedDB, as the engine (engine.ts) reads and changes them: a user's
// entries in order, the next job to send, the lease that keeps two tabs from sending one entry,
// and what becomes of a job's rows once the server has answered.
import type { LocalDb } from '../db.ts';
import { parseEntries, type StoredEntry } from './entry.ts';
import { LEASE_MS, MAX_BATCH } from './rules.ts';

export function createQueueStore(options: {
  db: () => Promise<LocalDb>;
  now: () => number;
  /** This tab's lease owner. */
  owner: string;
}) {
  const { now, owner } = options;

  async function entriesOf(userId: number): Promise<StoredEntry[]> {
    const db = await options.db();
    return parseEntries(await db.outbox.where('userId').equals(userId).sortBy('seq'));
  }

  /**
   * The next entries to send: the oldest queued one whose dependencies are done, with its batch
   * (`merges`: whether a kind's consecutive entries go out in one request).
   */
  function nextJob(
    entries: readonly StoredEntry[],
    merges: (kind: string) => boolean,
  ): StoredEntry[] | undefined {
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    for (const [i, entry] of entries.entries()) {
      if (entry.state !== 'queued') continue;
      // A dependency refused or discarded blocks its dependants (kept, not sent); the rest go on.
      if (entry.dependsOn.some((seq) => bySeq.get(seq)?.state !== 'done')) continue;
      if (entry.batch !== undefined) {
        return entries.filter((e) => e.state === 'queued' && e.batch === entry.batch);
      }
      const job = [entry];
      if (!merges(entry.kind) || entry.dependsOn.length > 0) return job;
      for (const later of entries.slice(i + 1)) {
        if (later.state !== 'queued') continue;
        if (later.kind !== entry.kind || later.dependsOn.length > 0 || later.batch !== undefined) break;
        if (job.length >= MAX_BATCH) break;
        job.push(later);
      }
      return job;
    }
    return undefined;
  }

  /** Takes the job for this tab, atomically: the entries as claimed, or none if another tab has them. */
  async function claim(
    job: readonly StoredEntry[],
    key: string,
    merged: boolean,
  ): Promise<StoredEntry[] | undefined> {
    const db = await options.db();
    return db.transaction('rw', db.outbox, async () => {
      const rows = parseEntries(await db.outbox.bulkGet(job.map((e) => e.seq)));
      const taken = (r: StoredEntry) => r.lease && r.lease.owner !== owner && r.lease.until > now();
      if (rows.length !== job.length || rows.some((r) => r.state !== 'queued' || taken(r))) return undefined;
      const lease = { owner, until: now() + LEASE_MS };
      const claimed = rows.map((r) => ({ ...r, lease, ...(merged ? { batch: key } : {}) }));
      await db.outbox.bulkPut(claimed);
      return claimed;
    });
  }

  /** After the server confirmed: gone, unless a later entry still needs the result. */
  async function complete(userId: number, job: readonly StoredEntry[], result: unknown) {
    const db = await options.db();
    await db.transaction('rw', db.outbox, async () => {
      const sent = new Set(job.map((e) => e.seq));
      const all = parseEntries(await db.outbox.where('userId').equals(userId).toArray());
      const waiting = all.filter((e) => e.state !== 'done' && !sent.has(e.seq));
      const needed = (seq: number) => waiting.some((w) => w.dependsOn.includes(seq));
      for (const entry of job) {
        const { lease: _lease, notBefore: _notBefore, ...rest } = entry;
        if (needed(entry.seq)) await db.outbox.put({ ...rest, state: 'done', result });
        else await db.outbox.delete(entry.seq);
      }
      for (const done of all) {
        if (done.state === 'done' && !needed(done.seq)) await db.outbox.delete(done.seq);
      }
    });
  }

  /** Releases the job's lease and applies `patch` to each of its entries. */
  async function update(job: readonly StoredEntry[], patch: (e: StoredEntry) => Partial<StoredEntry>) {
    const db = await options.db();
    await db.outbox.bulkPut(
      job.map((e) => {
        const { lease: _lease, ...rest } = e;
        return { ...rest, ...patch(e) };
      }),
    );
  }

  return { entriesOf, nextJob, claim, complete, update };
}
