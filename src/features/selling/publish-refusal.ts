// A refused submission, the area's part: the outbox keeps the server's whole refusal with the
// entry; the ad comes back as a draft (state failed) with the reason and the refused fields the
// form marks, also when the refusal came while no tab was open (reconcileDrafts, at start).
import * as v from 'valibot';
import { AD_FIELDS, type AdField } from '../../core/ad-form.ts';
import { changeDraft, listDrafts, type DraftFailure } from '../../local/drafts.ts';
import { discardOutboxEntry, type OutboxFailure, type StoredEntry } from '../../local/outbox/index.ts';
import { draftEntries } from './drafts.ts';

/** The ad form's fields a refusal (rest_invalid_param) names, each with the server's reason. */
function refusedFields(failure: OutboxFailure): Partial<Record<AdField, string>> {
  const fields: Partial<Record<AdField, string>> = {};
  for (const [key, value] of Object.entries(failure.params ?? {})) {
    const field = key.split('.')[0];
    if ((AD_FIELDS as readonly string[]).includes(field ?? '')) fields[field as AdField] = value;
  }
  return fields;
}

function draftIdOf(payload: unknown): string | undefined {
  const parsed = v.safeParse(v.object({ draftId: v.string() }), payload);
  return parsed.success ? parsed.output.draftId : undefined;
}

async function markFailed(draftId: string, failure: DraftFailure) {
  // The server refused the photos (one deleted meanwhile, say): those the draft still holds are
  // uploaded afresh on the next try; otherwise uploaded photos keep their media ids.
  const photosRefused = failure.params?.images !== undefined;
  await changeDraft(draftId, (d) => ({
    ...d,
    state: 'failed',
    failure,
    updatedAt: Date.now(),
    photos: photosRefused
      ? d.photos.map((p) => {
          if (p.blob === undefined || p.mediaId === undefined) return p;
          const { mediaId: _mediaId, ...rest } = p;
          return rest;
        })
      : d.photos,
  }));
}

/** A refused photo or ad: the ad comes back as a draft with the reason and the refused fields. */
export async function refusedDraft({
  entries,
  failure,
}: {
  entries: readonly StoredEntry[];
  failure: OutboxFailure;
}): Promise<void> {
  const draftId = draftIdOf(entries[0]?.payload);
  if (draftId) await markFailed(draftId, draftFailure(failure));
}

export function draftFailure(failure: OutboxFailure): DraftFailure {
  const params = refusedFields(failure);
  return {
    code: failure.code,
    status: failure.status,
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/**
 * Drafts marked queued whose entries were refused while no tab listened (or are gone): shown as
 * refused, or as drafts again, after a start.
 */
export async function reconcileDrafts(userId: number): Promise<void> {
  for (const draft of await listDrafts(userId)) {
    if (draft.state !== 'queued') continue;
    const mine = await draftEntries(userId, draft.id);
    const failed = mine.find((e) => e.state === 'failed');
    if (failed?.failure) {
      await markFailed(draft.id, draftFailure(failed.failure));
    } else if (
      // The ad's own entry (PRODUCT_CREATE, PRODUCT_UPDATE of publish-queue.ts, which imports this file).
      !mine.some((e) => e.kind === 'product-create' || e.kind === 'product-update')
    ) {
      // Left before the ad itself was queued (the app closed half-way): a draft again; photos
      // already uploaded keep their media ids.
      for (const entry of mine) await discardOutboxEntry(entry.seq).catch(() => undefined);
      await changeDraft(draft.id, (d) => (d.state === 'queued' ? { ...d, state: 'draft' } : d));
    }
  }
}
