// Object URLs of shown photos: one per blob, kept while any picker shows it, revoked after.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPhotoUrls, photoUrl } from './photo-urls.ts';

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('photo URLs', () => {
  it('gives one URL per blob and keeps it across a re-render that still shows the photo', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const blob = new Blob(['a'], { type: 'image/jpeg' });
    const url = photoUrl(blob);
    expect(photoUrl(blob)).toBe(url);

    // An effect's cleanup and the next run of the same effect, as React does on a re-render.
    const release = holdPhotoUrls([blob]);
    release();
    const releaseAgain = holdPhotoUrls([blob]);
    await microtask();
    expect(revoke).not.toHaveBeenCalled();
    expect(photoUrl(blob)).toBe(url);

    releaseAgain();
    await microtask();
    expect(revoke).toHaveBeenCalledWith(url);
    expect(photoUrl(blob)).not.toBe(url);
  });

  it('revokes only the photos no longer shown', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const kept = new Blob(['kept']);
    const removed = new Blob(['removed']);
    const release = holdPhotoUrls([kept, removed]);
    const keptUrl = photoUrl(kept);
    const removedUrl = photoUrl(removed);
    release();
    holdPhotoUrls([kept]);
    await microtask();
    expect(revoke.mock.calls).toEqual([[removedUrl]]);
    expect(photoUrl(kept)).toBe(keptUrl);
  });
});
