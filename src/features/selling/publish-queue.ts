// Publishing an ad, always through the one outbox (online it is simply sent at once): one
// `media-upload` entry per new photo, each with its own idempotency key, then one
// `product-create` (or `product-update` for an own ad) entry depending on them, which sends the
// media ids from their results in the draft's order. A replay after a lost answer, a reload or a
// killed server returns the first answer: never a second ad or photo. An uploaded photo's media id
// is written into the draft at once, so a resubmission after a refusal does not upload it again.
// On success the draft is removed and the seller is told; a refusal (4xx) puts the ad back as a
// draft with the server's reason, the refused fields named.
import * as v from 'valibot';
import { createProduct, updateProduct, uploadMedia } from '../../api/selling.ts';
import {
  AD_FIELDS,
  AdUpdateSchema,
  AdWriteSchema,
  adFormToWrite,
  type AdField,
  type AdWrite,
} from '../../core/ad-form.ts';
import { OUTBOX_KINDS } from '../../core/outbox-kinds.ts';
import type { Product } from '../../core/products.ts';
import { changeDraft, listDrafts, readDraft, removeDraft, type DraftFailure } from '../../local/drafts.ts';
import {
  discardOutboxEntry,
  enqueue,
  type OutboxFailure,
  type ReplayerDefinition,
  type ReplayJob,
  type StoredEntry,
} from '../../local/outbox/index.ts';
import { getSession } from '../../session/session-store.ts';
import { draftEntries } from './drafts.ts';
import { sendablePhotos } from './photos/draft-photo.ts';

export const MEDIA_UPLOAD = OUTBOX_KINDS.mediaUpload;
export const PRODUCT_CREATE = OUTBOX_KINDS.productCreate;
export const PRODUCT_UPDATE = OUTBOX_KINDS.productUpdate;

const MediaPayloadSchema = v.object({ draftId: v.string(), photoId: v.string() });
/** A photo of the ad: already on the server, or the result of an earlier media-upload entry. */
const ImageRefSchema = v.union([v.object({ mediaId: v.number() }), v.object({ seq: v.number() })]);
const ProductPayloadSchema = v.object({
  draftId: v.string(),
  productId: v.optional(v.number()),
  body: v.record(v.string(), v.unknown()),
  images: v.array(ImageRefSchema),
});
type ProductPayload = v.InferOutput<typeof ProductPayloadSchema>;
const MediaResultSchema = v.object({ id: v.number() });

/** An ad that went through: who is watching its draft hears of it, else a notice is shown. */
export interface Published {
  draftId: string;
  product: Pick<Product, 'id' | 'slug' | 'name'>;
  edited: boolean;
}
const publishedListeners = new Set<(published: Published) => void>();
export function onPublished(listener: (published: Published) => void): () => void {
  publishedListeners.add(listener);
  return () => publishedListeners.delete(listener);
}

/** Drafts open in a form now: their success is shown there (the modal), not as a notice. */
const watched = new Map<string, number>();
export function watchDraft(draftId: string): () => void {
  watched.set(draftId, (watched.get(draftId) ?? 0) + 1);
  return () => {
    const n = (watched.get(draftId) ?? 1) - 1;
    if (n <= 0) watched.delete(draftId);
    else watched.set(draftId, n);
  };
}
export const isWatched = (draftId: string): boolean => watched.has(draftId);

/** The ad form's fields a refusal (rest_invalid_param) names, each with the server's reason. */
function refusedFields(failure: OutboxFailure): Partial<Record<AdField, string>> {
  const fields: Partial<Record<AdField, string>> = {};
  for (const [key, value] of Object.entries(failure.params ?? {})) {
    const field = key.split('.')[0];
    if ((AD_FIELDS as readonly string[]).includes(field ?? '')) fields[field as AdField] = value;
  }
  return fields;
}

/** Drafts being queued in this tab now, until their ad's entry is in the outbox. */
const publishing = new Map<string, Promise<void>>();

/** A photo the draft no longer has: refused like a 4xx, so the ad comes back as a draft. */
const photoGone = () => Object.assign(new Error('photo gone'), { status: 410, code: 'draft_photo_gone' });

async function sendPhoto(job: ReplayJob): Promise<{ id: number }> {
  const [entry] = job.entries;
  const payload = v.parse(MediaPayloadSchema, entry?.payload);
  // Online the upload starts while the rest is still being queued: it waits until the ad's entry
  // (which depends on it) is in the outbox, else its result would be dropped before the ad is there.
  await publishing.get(payload.draftId)?.catch(() => undefined);
  const draft = await readDraft(payload.draftId);
  const photo = draft?.photos.find((p) => p.id === payload.photoId);
  // Uploaded by an earlier submission of this draft: its media id is kept, not uploaded again.
  if (photo?.mediaId !== undefined) return { id: photo.mediaId };
  if (!photo?.blob) throw photoGone();
  const name = `${photo.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  const media = await uploadMedia(photo.blob, name, job.idempotencyKey);
  await changeDraft(payload.draftId, (d) => ({
    ...d,
    photos: d.photos.map((p) => (p.id === photo.id ? { ...p, mediaId: media.id } : p)),
  }));
  return { id: media.id };
}

function imageIds(payload: ProductPayload, results: ReadonlyMap<number, unknown>): number[] {
  return payload.images.map((ref) => {
    if ('mediaId' in ref) return ref.mediaId;
    const result = v.safeParse(MediaResultSchema, results.get(ref.seq));
    if (!result.success) throw photoGone();
    return result.output.id;
  });
}

async function sendProduct(job: ReplayJob): Promise<{ id: number; slug: string }> {
  const [entry] = job.entries;
  const payload = v.parse(ProductPayloadSchema, entry?.payload);
  const images = imageIds(payload, job.results).map((id) => ({ id }));
  const product: Product =
    payload.productId === undefined
      ? await createProduct(v.parse(AdWriteSchema, { ...payload.body, images }), job.idempotencyKey)
      : await updateProduct(
          payload.productId,
          v.parse(AdUpdateSchema, { ...payload.body, images }),
          job.idempotencyKey,
        );
  await removeDraft(payload.draftId).catch(() => undefined);
  const published: Published = {
    draftId: payload.draftId,
    product: { id: product.id, slug: product.slug, name: product.name },
    edited: payload.productId !== undefined,
  };
  for (const listener of publishedListeners) listener(published);
  return { id: product.id, slug: product.slug };
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
async function refused(entries: readonly StoredEntry[], failure: OutboxFailure): Promise<void> {
  const draftId = draftIdOf(entries[0]?.payload);
  if (draftId) await markFailed(draftId, draftFailure(failure));
}

function draftFailure(failure: OutboxFailure): DraftFailure {
  const params = refusedFields(failure);
  return {
    code: failure.code,
    status: failure.status,
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** The outbox's replayers of photos and ads (src/replayers.ts). */
export const photoReplayer: ReplayerDefinition = { send: sendPhoto, refused };
export const productReplayer: ReplayerDefinition = { send: sendProduct, refused };

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
    } else if (!mine.some((e) => e.kind === PRODUCT_CREATE || e.kind === PRODUCT_UPDATE)) {
      // Left before the ad itself was queued (the app closed half-way): a draft again; photos
      // already uploaded keep their media ids.
      for (const entry of mine) await discardOutboxEntry(entry.seq).catch(() => undefined);
      await changeDraft(draft.id, (d) => (d.state === 'queued' ? { ...d, state: 'draft' } : d));
    }
  }
}

/** The fields of an own ad that changed since it was loaded (PUT sends only those, and the photos). */
function changedFields(current: AdWrite, original: AdWrite | undefined): Partial<AdWrite> {
  if (!original) return current;
  const changed: Partial<AdWrite> = {};
  for (const key of Object.keys(current) as (keyof AdWrite)[]) {
    if (key === 'images') continue;
    if (JSON.stringify(current[key]) !== JSON.stringify(original[key])) {
      (changed as Record<string, unknown>)[key] = current[key];
    }
  }
  return changed;
}

/**
 * Puts a draft in the outbox: photos first, then the ad. Entries of an earlier, refused
 * submission are discarded first (their uploaded photos keep their media ids in the draft).
 */
export async function publishDraft(draftId: string): Promise<void> {
  // A second tap while the first is being queued must not queue the ad twice.
  if (publishing.has(draftId)) return;
  const queued = queueDraft(draftId).finally(() => publishing.delete(draftId));
  publishing.set(draftId, queued);
  await queued;
}

async function queueDraft(draftId: string): Promise<void> {
  const userId = getSession().user?.id;
  if (userId === undefined) throw new Error('publishing needs a signed-in seller');
  const draft = await readDraft(draftId);
  if (!draft || draft.state === 'queued') return;
  const startedAt = Date.now();
  for (const entry of await draftEntries(userId, draftId)) {
    await discardOutboxEntry(entry.seq).catch(() => undefined);
  }

  const seqs: number[] = [];
  const images: v.InferOutput<typeof ImageRefSchema>[] = [];
  for (const photo of sendablePhotos(draft.photos)) {
    if (photo.mediaId !== undefined) {
      images.push({ mediaId: photo.mediaId });
      continue;
    }
    const seq = await enqueue({ userId, kind: MEDIA_UPLOAD, payload: { draftId, photoId: photo.id } });
    seqs.push(seq);
    images.push({ seq });
  }
  const write = adFormToWrite(draft.form, []);
  const isEdit = draft.productId !== undefined;
  const { images: _images, ...body } = isEdit
    ? changedFields(write, draft.original ? adFormToWrite(draft.original, []) : undefined)
    : write;
  const payload: ProductPayload = {
    draftId,
    ...(isEdit ? { productId: draft.productId } : {}),
    body,
    images,
  };
  const productSeq = await enqueue({
    userId,
    kind: isEdit ? PRODUCT_UPDATE : PRODUCT_CREATE,
    payload,
    dependsOn: seqs,
  });
  // Marked as waiting only once the ad itself is queued: a draft marked so is always complete in
  // the outbox (reconcileDrafts relies on it). Already published meanwhile: the draft is gone.
  await changeDraft(draftId, (d) => {
    // Refused already (a fast answer online): that stands.
    if (d.state === 'failed' && d.updatedAt >= startedAt) return undefined;
    const { failure: _failure, ...rest } = d;
    return { ...rest, state: 'queued', outbox: [...seqs, productSeq], updatedAt: Date.now() };
  });
}
