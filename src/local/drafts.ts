// Ads being written, kept on the device (the `drafts` table, private): the form as the seller
// types it, the processed photos as blobs, and where the ad stands on its way to the server.
// Rows are parsed on the way out: one written by an older version or damaged on the device is
// skipped, never handed to the form. The selling area (features/selling/drafts.ts) is its one user.
import * as v from 'valibot';
import { DraftSchema, type StoredDraft } from './draft-record.ts';
import { localDb } from './db.ts';

export type { DraftFailure, StoredDraft, StoredDraftPhoto } from './draft-record.ts';

function parse(row: unknown): StoredDraft | undefined {
  const parsed = v.safeParse(DraftSchema, row);
  return parsed.success ? (parsed.output as StoredDraft) : undefined;
}

const listeners = new Set<() => void>();
/** Hear of every change to the drafts (this tab). */
export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

export async function readDraft(id: string): Promise<StoredDraft | undefined> {
  return parse(await (await localDb()).drafts.get(id));
}

/** A user's drafts, the latest change first. */
export async function listDrafts(userId: number): Promise<StoredDraft[]> {
  const rows = await (await localDb()).drafts.where('userId').equals(userId).toArray();
  return rows
    .flatMap((row) => {
      const draft = parse(row);
      return draft ? [draft] : [];
    })
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Writes a draft; a full device rejects with the browser's QuotaExceededError. */
export async function writeDraft(draft: StoredDraft): Promise<void> {
  await (await localDb()).drafts.put(draft);
  changed();
}

/** Changes a draft in one transaction (the replayers and the form write the same row). */
export async function changeDraft(
  id: string,
  change: (draft: StoredDraft) => StoredDraft | undefined,
): Promise<StoredDraft | undefined> {
  const db = await localDb();
  const next = await db.transaction('rw', db.drafts, async () => {
    const current = parse(await db.drafts.get(id));
    if (!current) return undefined;
    const updated = change(current);
    if (updated) await db.drafts.put(updated);
    return updated;
  });
  changed();
  return next;
}

export async function removeDraft(id: string): Promise<void> {
  await (await localDb()).drafts.delete(id);
  changed();
}

/** Bytes the user's drafts take (their photos), for the "storage full" message. */
export async function draftBytes(userId: number): Promise<number> {
  const drafts = await listDrafts(userId);
  return drafts.reduce(
    (sum, d) => sum + d.photos.reduce((s, p) => s + (p.blob?.size ?? 0), 0) + JSON.stringify(d.form).length,
    0,
  );
}
