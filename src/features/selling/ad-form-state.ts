// The ad form's state: the draft it edits (loaded from IndexedDB by publish-state.ts), every
// change written back (debounced, and at once when the page is hidden or closed), the rules of
// src/core/ad-form.ts shown once the seller tried to publish, and then publishing (the draft's
// publish mutation).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  adProblems,
  type AdField,
  type AdFormValues,
  type AdProblem,
  type AdProblems,
} from '../../core/ad-form.ts';
import type { AttributeCatalogue } from '../../core/catalogue.ts';
import { saveDraft, type QuotaProblem, type StoredDraft } from './drafts.ts';
import { sendablePhotos, type DraftPhoto } from './photos/draft-photo.ts';

export const SAVE_DEBOUNCE_MS = 300;

const AD_PROBLEMS: readonly AdProblem[] = [
  'required',
  'invalid',
  'too_long',
  'too_many',
  'out_of_range',
  'mismatch',
  'locked_needs_defect',
];

/** The server's refused fields (rest_invalid_param) as problems the form shows. */
export function serverProblems(draft: Pick<StoredDraft, 'failure'> | undefined): AdProblems {
  const problems: AdProblems = {};
  for (const [field, value] of Object.entries(draft?.failure?.params ?? {})) {
    problems[field as AdField] = (AD_PROBLEMS as readonly string[]).includes(value)
      ? (value as AdProblem)
      : 'invalid';
  }
  return problems;
}

export interface AdFormState {
  draft: StoredDraft;
  form: AdFormValues;
  photos: DraftPhoto[];
  setField: <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) => void;
  setTerm: (taxonomy: keyof AdFormValues['terms'], id: number | undefined) => void;
  setPhotos: (next: DraftPhoto[]) => void;
  /** Shown after a first try to publish (and the server's refusal, until fixed). */
  problems: AdProblems;
  /** The form's own rules found something after a try to publish (not the server's refusal). */
  incomplete: boolean;
  triedToSubmit: boolean;
  submit: () => Promise<boolean>;
  quota: QuotaProblem | undefined;
  /** A try to publish while photos were still being processed. */
  photosBusy: boolean;
}

/**
 * The form of one draft (`stored`: undefined while it loads, null when there is no such draft);
 * `publish` sends the saved draft.
 */
export function useAdForm(
  draftId: string,
  stored: StoredDraft | null | undefined,
  catalogue: AttributeCatalogue | undefined,
  publish: () => void,
): AdFormState | null | undefined {
  const [local, setLocal] = useState<{ form: AdFormValues; photos: DraftPhoto[] }>();
  const [tried, setTried] = useState(false);
  const [quota, setQuota] = useState<QuotaProblem>();
  const [photosWait, setPhotosWait] = useState(false);
  const pending = useRef<{ form: AdFormValues; photos: DraftPhoto[] }>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The stored draft is the truth until the seller changes something (and again while queued:
  // the outbox may write uploaded photos' media ids into it).
  const storedForm = stored ? stored.form : undefined;
  const storedPhotos = stored ? stored.photos : undefined;
  const form = local?.form ?? storedForm;
  const photos = local?.photos ?? storedPhotos;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = undefined;
    if (!next) return;
    void saveDraft(draftId, next.form, next.photos).then((result) =>
      setQuota(result.ok ? undefined : result.quota),
    );
  }, [draftId]);

  const schedule = useCallback(
    (next: { form: AdFormValues; photos: DraftPhoto[] }) => {
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (
      change: (current: { form: AdFormValues; photos: DraftPhoto[] }) => {
        form: AdFormValues;
        photos: DraftPhoto[];
      },
    ) => {
      setLocal((current) => {
        const base =
          current ?? (storedForm && storedPhotos ? { form: storedForm, photos: storedPhotos } : undefined);
        if (!base) return current;
        const next = change(base);
        schedule(next);
        return next;
      });
    },
    [schedule, storedForm, storedPhotos],
  );

  const setField = useCallback(
    <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) =>
      update((c) => ({ ...c, form: { ...c.form, [key]: value } })),
    [update],
  );
  const setTerm = useCallback(
    (taxonomy: keyof AdFormValues['terms'], id: number | undefined) =>
      update((c) => {
        const terms = { ...c.form.terms };
        if (id === undefined) delete terms[taxonomy];
        else terms[taxonomy] = id;
        // A brand of another system, a model of another brand: the choice below is cleared.
        if (catalogue && taxonomy === 'pa_system') {
          const brand = catalogue.brands.find((b) => b.id === terms.pa_brand);
          if (brand && brand.system_id !== id) delete terms.pa_brand;
        }
        if (catalogue && (taxonomy === 'pa_system' || taxonomy === 'pa_brand')) {
          const model = catalogue.models.find((m) => m.id === terms.pa_model);
          if (model && model.tax_id !== terms.pa_brand) delete terms.pa_model;
        }
        return { ...c, form: { ...c.form, terms } };
      }),
    [update, catalogue],
  );
  const setPhotos = useCallback((next: DraftPhoto[]) => update((c) => ({ ...c, photos: next })), [update]);

  const values = useMemo(
    () => (form && photos ? { ...form, photoCount: sendablePhotos(photos).length } : undefined),
    [form, photos],
  );
  const fromServer = useMemo(() => serverProblems(stored ?? undefined), [stored]);
  const own = useMemo<AdProblems>(
    () => (values && catalogue && tried ? adProblems(values, catalogue) : {}),
    [values, catalogue, tried],
  );
  const problems = useMemo<AdProblems>(() => ({ ...fromServer, ...own }), [fromServer, own]);

  const submit = useCallback(async () => {
    setTried(true);
    if (!values || !catalogue || Object.keys(adProblems(values, catalogue)).length > 0) return false;
    const processing = photos?.some((p) => p.status === 'processing') ?? false;
    setPhotosWait(processing);
    if (processing) return false;
    pending.current = { form: values, photos: photos ?? [] };
    clearTimeout(timer.current);
    const saved = await saveDraft(draftId, values, photos ?? []);
    pending.current = undefined;
    if (!saved.ok) {
      setQuota(saved.quota);
      return false;
    }
    setLocal(undefined);
    publish();
    return true;
  }, [values, catalogue, photos, draftId, publish]);

  if (stored === undefined) return undefined;
  if (stored === null || !values || !photos) return null;
  return {
    draft: stored,
    form: values,
    photos,
    setField,
    setTerm,
    setPhotos,
    problems,
    incomplete: Object.keys(own).length > 0,
    triedToSubmit: tried,
    submit,
    quota,
    photosBusy: photosWait && photos.some((p) => p.status === 'processing'),
  };
}
