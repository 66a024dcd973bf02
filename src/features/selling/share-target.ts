// The share target's last step (src/core/share-target.ts): the photos the service worker kept
// become a new draft, processed like photos chosen in the form, and the kept files are cleared.
import { changeDraft } from '../../local/drafts.ts';
import { clearSharedPhotos, readSharedPhotos } from '../../local/shared-photos.ts';
import { createDraft, stripProgress } from './drafts.ts';
import type { DraftPhoto } from './photos/draft-photo.ts';

let taking: Promise<string> | undefined;

/** The new draft's id; asked twice (a re-render, React's strict mode) it is still one draft. */
export function takeSharedDraft(): Promise<string> {
  taking ??= (async () => {
    const files = await readSharedPhotos().catch(() => []);
    const id = files.length > 0 ? await startDraftWithFiles(files) : await createDraft();
    await clearSharedPhotos().catch(() => undefined);
    return id;
  })().finally(() => {
    taking = undefined;
  });
  return taking;
}

/**
 * A new draft with these photos (the share target): it is created at once and the photos are
 * processed in the background, each written into the draft when ready.
 */
export async function startDraftWithFiles(files: File[]): Promise<string> {
  // The photo code loads only here (the share target), not with My ads.
  const [{ addPhotoFiles }, { processPhoto, problemOf }] = await Promise.all([
    import('./photos/photo-picker.tsx'),
    import('./photos/photo-bridge.ts'),
  ]);
  const photos = addPhotoFiles([], files).map((photo) => {
    const source = files.find((f) => f.name === photo.name && f.size === photo.size);
    return source ? { ...photo, source } : photo;
  });
  const id = await createDraft({ photos });
  void Promise.all(
    photos.map(async (photo) => {
      const { source, ...rest } = photo;
      let next: DraftPhoto;
      try {
        if (!source) throw new Error('file gone');
        const processed = await processPhoto(source);
        next = { ...rest, status: 'ready', ...processed };
      } catch (error) {
        const problem = problemOf(error);
        next = { ...rest, status: 'invalid', problem };
      }
      await changeDraft(id, (d) => ({
        ...d,
        photos: d.photos.map((p) => (p.id === photo.id ? stripProgress(next) : p)),
        updatedAt: Date.now(),
      })).catch(() => undefined);
    }),
  );
  return id;
}
