// Publishing an ad, always through the one outbox (online it is simply sent at once): one
// `media-upload` entry per new photo, each with its own idempotency key, then one
// `product-create` (or `product-update` for an own ad) entry depending on them, which sends the
// media ids from their results in the draft's order. A replay after a lost answer, a reload or a
// killed server returns the first answer: never a second ad or photo. An uploaded photo's media id
// is written into the draft at once, so a resubmission after a refusal does not upload it again.
// What becomes of a submission comes back one way, the outbox's outcome of the ad's entry: sent
// (the ad it became; the draft is removed and My ads asked again), waiting (offline, or a retry
// later; a slow answer online keeps it "sending"), or refused: the whole refusal is kept with the
// entry, and the ad comes back as a draft with the server's reason, the refused fields named.
import * as v from 'valibot';
import { createProduct, updateProduct, uploadMedia } from '../../api/selling.ts';
import { AdUpdateSchema, AdWriteSchema, adFormToWrite, type AdWrite } from '../../core/ad-form.ts';
import type { Product } from '../../core/products.ts';
import { changeDraft, readDraft, removeDraft, type DraftFailure } from '../../local/drafts.ts';
import type { WriteJob } from '../../local/outbox/define.ts';
import { discardOutboxEntry, enqueue, outboxOutcome } from '../../local/outbox/index.ts';
import { signedInUserId } from '../../session/session-store.ts';
import { draftEntries } from './drafts.ts';
import { draftFailure } from './publish-refusal.ts';
import { sendablePhotos } from './photos/draft-photo.ts';

/** The outbox kinds of a photo, a new ad and an own ad's changes (their *.offline.ts files). */
export const MEDIA_UPLOAD = 'media-upload';
export const PRODUCT_CREATE = 'product-create';
export const PRODUCT_UPDATE = 'product-update';

export const MediaPayloadSchema = v.object({ draftId: v.string(), photoId: v.string() });
/** A photo of the ad: already on the server, or the result of an earlier media-upload entry. */
const ImageRefSchema = v.union([v.object({ mediaId: v.number() }), v.object({ seq: v.number() })]);
export const ProductPayloadSchema = v.object({
  draftId: v.string(),
  productId: v.optional(v.number()),
  body: v.record(v.string(), v.unknown()),
  images: v.array(ImageRefSchema),
});
export type ProductPayload = v.InferOutput<typeof ProductPayloadSchema>;
export type MediaPayload = v.InferOutput<typeof MediaPayloadSchema>;
const MediaResultSchema = v.object({ id: v.number() });

/** An ad that went through: what its entry's outcome carries (the form's modal, the notice). */
const PublishedSchema = v.object({
  draftId: v.string(),
  product: v.object({ id: v.number(), slug: v.string(), name: v.string() }),
  edited: v.boolean(),
  /** Held back for review by the flagging rules (issue 18): not public until the operator approves. */
  pending: v.optional(v.literal(true)),
});
export type Published = v.InferOutput<typeof PublishedSchema>;

/** The ad a sent entry became, or undefined (a photo's result, or nothing kept). */
export function publishedOf(result: unknown): Published | undefined {
  const parsed = v.safeParse(PublishedSchema, result);
  return parsed.success ? parsed.output : undefined;
}

/** Drafts being queued in this tab now, until their ad's entry is in the outbox. */
const publishing = new Map<string, Promise<number | undefined>>();

/** A photo the draft no longer has: refused like a 4xx, so the ad comes back as a draft. */
const photoGone = () => Object.assign(new Error('photo gone'), { status: 410, code: 'draft_photo_gone' });

/** Sends a photo (media-upload.offline.ts): its media id, for the ad that depends on it. */
export async function sendPhoto(job: WriteJob<MediaPayload>): Promise<{ id: number }> {
  const [payload] = job.payloads;
  if (!payload) throw photoGone();
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

/** Sends an ad (product-create.offline.ts, product-update.offline.ts) with its photos' ids. */
export async function sendProduct(job: WriteJob<ProductPayload>): Promise<Published> {
  const [payload] = job.payloads;
  if (!payload) throw photoGone();
  const images = imageIds(payload, job.results).map((id) => ({ id }));
  const product: Product =
    payload.productId === undefined
      ? await createProduct(v.parse(AdWriteSchema, { ...payload.body, images }), job.idempotencyKey)
      : await updateProduct(
          payload.productId,
          v.parse(AdUpdateSchema, { ...payload.body, images }),
          job.idempotencyKey,
        );
  // Removed before the entry is done: a draft is never left to be published a second time.
  await removeDraft(payload.draftId).catch(() => undefined);
  return {
    draftId: payload.draftId,
    product: { id: product.id, slug: product.slug, name: product.name },
    edited: payload.productId !== undefined,
    // Only when held back, so an ordinary ad's outcome stays as it was.
    ...(product.status === 'pending' ? { pending: true as const } : {}),
  };
}

export { reconcileDrafts } from './publish-refusal.ts';

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
 * Puts a draft in the outbox: photos first, then the ad; answers the seq of the ad's entry (that
 * of the earlier submission while it still waits), or undefined when the draft is gone. Entries
 * of an earlier, refused submission are discarded first (their uploaded photos keep their media
 * ids in the draft).
 */
export function publishDraft(
  draftId: string,
  /** Told the ad's seq as soon as its entry is in the outbox (it may be sent at once). */
  onQueued?: (seq: number) => void,
): Promise<number | undefined> {
  // A second tap while the first is being queued must not queue the ad twice.
  const running = publishing.get(draftId);
  if (running) return running;
  const queued = queueDraft(draftId, onQueued).finally(() => publishing.delete(draftId));
  publishing.set(draftId, queued);
  return queued;
}

export type PublishOutcome =
  | { state: 'sent'; seq: number; published: Published | undefined }
  | { state: 'waiting'; seq: number }
  | { state: 'refused'; seq: number; failure: DraftFailure };

/**
 * What became of the ad's entry (`final`: only once it is sent or refused); `signal` stops
 * awaiting it (the form closed), so an ad that goes through later is announced instead.
 */
export async function publishOutcome(
  seq: number,
  options: { final?: boolean; signal?: AbortSignal | undefined } = {},
): Promise<PublishOutcome> {
  const outcome = await outboxOutcome(seq, options);
  if (outcome.state === 'refused') return { state: 'refused', seq, failure: draftFailure(outcome.failure) };
  if (outcome.state === 'waiting') return outcome;
  return { state: 'sent', seq, published: publishedOf(outcome.result) };
}

/**
 * The form's publish: the draft goes into the outbox and its ad's outcome is awaited, once: sent,
 * refused, or waiting (offline, a retry later); a slow answer online keeps it open ("sending").
 * Undefined when the draft is gone or the form closed meanwhile.
 */
export async function publishAndAwait(
  draftId: string,
  signal?: AbortSignal,
): Promise<PublishOutcome | undefined> {
  // Awaited from the moment the ad's entry is queued: online it may be sent (and gone) before the
  // draft is marked, and the form must hear the ad it became.
  let early: Promise<PublishOutcome> | undefined;
  const seq = await publishDraft(draftId, (queued) => {
    early = publishOutcome(queued, { signal });
    early.catch(() => undefined);
  });
  if (seq === undefined) return undefined;
  return (early ?? publishOutcome(seq, { signal })).catch((error: unknown) => {
    if (signal?.aborted) return undefined;
    throw error;
  });
}

async function queueDraft(draftId: string, onQueued?: (seq: number) => void): Promise<number | undefined> {
  const userId = await signedInUserId(); // at a start, the user follows the stored token
  if (userId === undefined) throw new Error('publishing needs a signed-in seller');
  const draft = await readDraft(draftId);
  if (!draft) return undefined;
  if (draft.state === 'queued') return draft.outbox?.at(-1);
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
  onQueued?.(productSeq);
  // Marked as waiting only once the ad itself is queued: a draft marked so is always complete in
  // the outbox (reconcileDrafts relies on it). Already published meanwhile: the draft is gone.
  await changeDraft(draftId, (d) => {
    // Refused already (a fast answer online): that stands.
    if (d.state === 'failed' && d.updatedAt >= startedAt) return undefined;
    const { failure: _failure, ...rest } = d;
    return { ...rest, state: 'queued', outbox: [...seqs, productSeq], updatedAt: Date.now() };
  });
  return productSeq;
}
