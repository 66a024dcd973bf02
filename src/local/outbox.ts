// The outbox: changes made while offline (or not yet confirmed), kept in IndexedDB in order and
// removed only once the server has answered them. Each area replays its own kind of entry.
import { localDb, type OutboxEntry } from './db.ts';

export async function enqueue(entry: Omit<OutboxEntry, 'seq' | 'createdAt'>): Promise<number> {
  const db = await localDb();
  return db.outbox.add({ ...entry, createdAt: Date.now() });
}

/** A user's entries of one kind, oldest first. */
export async function queued(userId: number, kind: OutboxEntry['kind']): Promise<OutboxEntry[]> {
  const db = await localDb();
  const rows = await db.outbox.where('userId').equals(userId).sortBy('seq');
  return rows.filter((r) => r.kind === kind);
}

/** Forget entries the server has confirmed (only those: newer ones may have come in meanwhile). */
export async function dequeue(seqs: readonly number[]): Promise<void> {
  const db = await localDb();
  await db.outbox.bulkDelete([...seqs]);
}
