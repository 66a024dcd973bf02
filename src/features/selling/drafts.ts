// Drafts that survive anything: the ad form is written to IndexedDB as the seller types (the
// form debounces, and writes at once when the page is hidden), with the processed photos as
// blobs, so a reload, a crash or a phone restart loses nothing. My ads lists them (useDrafts),
// the share target starts one with photos (share-target.ts). A full device is told in words
// with how much the drafts take.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { EMPTY_AD_FORM, type AdFormValues } from '../../core/ad-form.ts';
import { termName, type AttributeCatalogue } from '../../core/catalogue.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import {
  changeDraft,
  draftBytes,
  listDrafts,
  readDraft,
  removeDraft,
  subscribeDrafts,
  writeDraft,
  type DraftFailure,
  type StoredDraft,
} from '../../local/drafts.ts';
import { discardOutboxEntry, outboxEntries, type StoredEntry } from '../../local/outbox/index.ts';
import { queryClient } from '../../local/query-client.ts';
import { getSession, useSession } from '../../session/session-store.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';
import { useAttributes } from '../catalogue/attributes.ts';
import type { DraftPhoto } from './photos/draft-photo.ts';

export type { StoredDraft, DraftFailure } from '../../local/drafts.ts';

export interface DraftSummary {
  id: string;
  title: string;
  price: string;
  coverUrl?: string;
  updatedAt: number;
  state: 'draft' | 'queued' | 'failed';
  /** Why the server refused it, translated. */
  failure?: string;
  /** Editing a published ad: its slug. */
  productSlug?: string;
}

const DRAFT_TEXTS: ErrorTexts = {
  codes: {
    rest_invalid_param: 'selling.failure.invalid',
    rest_upload_invalid_type: 'product.submit.invalidImage',
    rest_upload_image_too_small: 'product.submit.imageSize',
    rest_upload_too_many_pixels: 'product.submit.invalidImageSize',
    rest_payload_too_large: 'product.submit.invalidImageSize',
    woocommerce_rest_product_invalid_id: 'selling.failure.notYours',
    product_invalid_transition: 'selling.failure.transition',
    draft_photo_gone: 'selling.failure.photoGone',
    // Reserved meanwhile (the form locks those fields once it knows): the same words as its note.
    hm_product_reserved: 'selling.reserved.note',
  },
  statuses: { 403: 'selling.failure.forbidden' },
  otherwise: 'selling.failure.unknown',
};

/** The server's reason as a message (the refused fields are marked on the form itself). */
export const failureMessage = (failure: Pick<DraftFailure, 'code' | 'status'>): MessageId =>
  failureMessageId(failure, DRAFT_TEXTS);

/** "Apple iPhone 13" from the chosen brand and model, or a placeholder. */
export function draftTitle(form: AdFormValues, catalogue: AttributeCatalogue | undefined, locale: string) {
  const brand = catalogue?.brands.find((b) => b.id === form.terms.pa_brand);
  const model = catalogue?.models.find((m) => m.id === form.terms.pa_model);
  return [brand, model]
    .filter((t) => t !== undefined)
    .map((t) => termName(t, locale))
    .join(' ');
}

const coverUrls = new WeakMap<Blob, string>();
/** One object URL per photo blob for the whole visit (a handful of drafts, small JPEGs). */
export function blobUrl(blob: Blob): string {
  let url = coverUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    coverUrls.set(blob, url);
  }
  return url;
}

export function photoUrl(photo: DraftPhoto): string | undefined {
  return photo.blob ? blobUrl(photo.blob) : photo.src;
}

function useStoredDrafts(): StoredDraft[] | undefined {
  const { user } = useSession();
  const userId = user?.id;
  const [drafts, setDrafts] = useState<{ userId: number; list: StoredDraft[] }>();
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const load = () =>
      void listDrafts(userId)
        .then((list) => live && setDrafts({ userId, list: list.filter((d) => !isUntouched(d)) }))
        .catch(() => live && setDrafts({ userId, list: [] }));
    load();
    const stop = subscribeDrafts(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return drafts && drafts.userId === userId ? drafts.list : undefined;
}

/** The signed-in seller's drafts, the latest first (undefined while loading or signed out). */
export function useDrafts(): DraftSummary[] | undefined {
  const drafts = useStoredDrafts();
  const { data: catalogue } = useAttributes();
  const intl = useIntl();
  return useMemo(
    () =>
      drafts?.map((d) => {
        const cover = d.photos.find((p) => p.status === 'ready');
        const coverUrl = cover && photoUrl(cover);
        return {
          id: d.id,
          title:
            draftTitle(d.form, catalogue, intl.locale) ||
            intl.formatMessage({ id: 'selling.draft.untitled' }),
          price: d.form.price,
          updatedAt: d.updatedAt,
          state: d.state,
          ...(coverUrl ? { coverUrl } : {}),
          ...(d.failure ? { failure: intl.formatMessage({ id: failureMessage(d.failure) }) } : {}),
          ...(d.productSlug ? { productSlug: d.productSlug } : {}),
        };
      }),
    [drafts, catalogue, intl],
  );
}

/** A draft and its changes, for the form (undefined while loading, null when there is none). */
export function useDraft(id: string | undefined): StoredDraft | null | undefined {
  const [draft, setDraft] = useState<{ id: string; value: StoredDraft | null }>();
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    const load = () =>
      void readDraft(id)
        .then((value) => live && setDraft({ id, value: value ?? null }))
        .catch(() => live && setDraft({ id, value: null }));
    load();
    const stop = subscribeDrafts(load);
    return () => {
      live = false;
      stop();
    };
  }, [id]);
  return draft && draft.id === id ? draft.value : undefined;
}

function signedInUser(): number {
  const userId = getSession().user?.id;
  if (userId === undefined) throw new Error('drafts belong to a signed-in user');
  return userId;
}

/** A new empty draft of the signed-in user (or one editing a published ad). */
/**
 * A new ad's draft the seller has not entered anything into yet: not listed as a draft (a draft
 * exists for the seller once they have entered something), and opened again by the next "new ad"
 * instead of another one.
 */
export function isUntouched(draft: StoredDraft): boolean {
  return (
    draft.state === 'draft' &&
    draft.productId === undefined &&
    draft.photos.length === 0 &&
    JSON.stringify(draft.form) === JSON.stringify(EMPTY_AD_FORM)
  );
}

/** A new draft (prefilled from `init`); a blank one reuses the seller's untouched draft if any. */
export async function createDraft(
  init: Partial<Pick<StoredDraft, 'form' | 'photos' | 'productId' | 'productSlug' | 'original'>> = {},
): Promise<string> {
  const userId = signedInUser();
  if (Object.keys(init).length === 0) {
    const untouched = (await listDrafts(userId)).find(isUntouched);
    if (untouched) return untouched.id;
  }
  const now = Date.now();
  const draft: StoredDraft = {
    id: newIdempotencyKey(),
    userId,
    createdAt: now,
    updatedAt: now,
    form: init.form ?? EMPTY_AD_FORM,
    photos: init.photos ?? [],
    state: 'draft',
    ...(init.productId !== undefined ? { productId: init.productId } : {}),
    ...(init.productSlug !== undefined ? { productSlug: init.productSlug } : {}),
    ...(init.original ? { original: init.original } : {}),
  };
  await writeDraft(draft);
  return draft.id;
}

/** The storage is full: how much the drafts take, and what the browser says it has. */
export interface QuotaProblem {
  draftsBytes: number;
  usage?: number;
  quota?: number;
}

export type SaveResult = { ok: true } | { ok: false; quota: QuotaProblem };

const isQuotaError = (error: unknown) =>
  error instanceof Error && (error.name === 'QuotaExceededError' || /quota/i.test(error.name));

async function quotaProblem(userId: number): Promise<QuotaProblem> {
  const draftsBytes = await draftBytes(userId).catch(() => 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return {
    draftsBytes,
    ...(estimate?.usage !== undefined ? { usage: estimate.usage } : {}),
    ...(estimate?.quota !== undefined ? { quota: estimate.quota } : {}),
  };
}

/** A photo still being processed is kept with its original file (processed again after a reload). */
const keepable = (photos: readonly DraftPhoto[]) =>
  photos.filter((p) => p.status !== 'processing' || p.source !== undefined);

/** Writes what the seller has typed (a queued draft is not changed under the outbox). */
export async function saveDraft(
  id: string,
  form: AdFormValues,
  photos: readonly DraftPhoto[],
): Promise<SaveResult> {
  try {
    await changeDraft(id, (draft) =>
      draft.state === 'queued'
        ? undefined
        : { ...draft, form, photos: withMediaIds(keepable(photos), draft.photos), updatedAt: Date.now() },
    );
    return { ok: true };
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    return { ok: false, quota: await quotaProblem(signedInUser()) };
  }
}

/** A photo uploaded meanwhile keeps its media id, whatever the form held: never uploaded twice. */
function withMediaIds(photos: readonly DraftPhoto[], stored: readonly DraftPhoto[]): DraftPhoto[] {
  return photos.map((photo) => {
    const mediaId = photo.mediaId ?? stored.find((p) => p.id === photo.id)?.mediaId;
    return stripProgress(mediaId === undefined ? photo : { ...photo, mediaId });
  });
}

/** A photo as stored: its upload progress is the screen's, not the draft's. */
export function stripProgress(photo: DraftPhoto): DraftPhoto {
  const { progress: _progress, ...rest } = photo;
  return rest;
}

/** The outbox entries (photos, the ad) of a draft's submission that are not confirmed yet. */
export async function draftEntries(userId: number, draftId: string): Promise<StoredEntry[]> {
  const entries = await outboxEntries(userId);
  return entries.filter((e) => {
    const payload = e.payload as { draftId?: unknown } | null;
    return typeof payload === 'object' && payload !== null && payload.draftId === draftId;
  });
}

/** Drops a draft, with whatever of it still waits in the outbox. */
export async function deleteDraft(id: string): Promise<void> {
  const draft = await readDraft(id);
  if (draft) {
    for (const entry of await draftEntries(draft.userId, id)) {
      await discardOutboxEntry(entry.seq).catch(() => undefined);
    }
  }
  await removeDraft(id);
}

/**
 * Deleting a draft from My ads (it stays on this device until then): the seller is told it is
 * gone, or that it could not be deleted.
 */
export function useDeleteDraft() {
  return useMutation(
    {
      mutationFn: deleteDraft,
      onSuccess: () => showAlert('success', 'myAds.draft.deleted'),
      onError: () => showAlert('error', 'error.generic'),
    },
    queryClient,
  );
}
