// The share target's last step (src/core/share-target.ts): the photos the service worker kept
// become a new draft, processed like photos chosen in the form, and the kept files are cleared.
import { clearSharedPhotos, readSharedPhotos } from '../../local/shared-photos.ts';
import { createDraft, startDraftWithFiles } from './drafts.ts';

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
