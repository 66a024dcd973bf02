// The drafts table on a real IndexedDB (fake-indexeddb): an ad being written comes back exactly as
// it was saved, photos included, only to its own user and the latest first; a damaged or outdated
// row is never handed to the form; and every change is heard by those listening.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_AD_FORM } from '../core/ad-form.ts';
import { localDb } from './db.ts';
import {
  changeDraft,
  draftBytes,
  listDrafts,
  readDraft,
  removeDraft,
  subscribeDrafts,
  writeDraft,
  type StoredDraft,
} from './drafts.ts';

const jpeg = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

function makeDraft(overrides: Partial<StoredDraft> = {}): StoredDraft {
  return {
    id: 'draft-1',
    userId: 7,
    createdAt: 1000,
    updatedAt: 1000,
    form: {
      ...EMPTY_AD_FORM,
      photoCount: 2,
      terms: { pa_brand: 10, pa_model: 20 },
      accessories: [31, 32],
      price: '349,50',
      description: 'Gepflegt, ohne Kratzer.',
      location: { address: '10178 Berlin', lat: 52.52, lng: 13.41 },
      activationLockRemoved: true,
    },
    photos: [],
    state: 'draft',
    ...overrides,
  };
}

beforeEach(async () => {
  await (await localDb()).drafts.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a draft', () => {
  it('comes back exactly as saved, its photos as JPEG blobs with their bytes', async () => {
    const cover = jpeg([0xff, 0xd8, 0xff, 1, 2, 3]);
    const second = jpeg([0xff, 0xd8, 0xff, 9, 9]);
    const original = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const draft = makeDraft({
      photos: [
        {
          id: 'a',
          name: 'IMG_1.jpg',
          size: 4_200_000,
          status: 'ready',
          blob: cover,
          width: 1440,
          height: 1080,
        },
        { id: 'b', name: 'IMG_2.jpg', size: 3_900_000, status: 'ready', blob: second, mediaId: 501 },
        // Still being processed when the page closed: kept with the original file.
        { id: 'c', name: 'IMG_3.png', size: 4, status: 'processing', source: original },
      ],
    });
    await writeDraft(draft);

    const back = await readDraft('draft-1');
    expect(back).toEqual(draft);
    const photos = back?.photos ?? [];
    expect(photos.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(photos[0]?.blob).toBeInstanceOf(Blob);
    expect(photos[0]?.blob?.type).toBe('image/jpeg');
    expect([...new Uint8Array((await photos[0]?.blob?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([
      0xff, 0xd8, 0xff, 1, 2, 3,
    ]);
    expect(photos[1]?.mediaId).toBe(501);
    expect(photos[2]?.source?.type).toBe('image/png');
    expect(photos[2]?.source?.size).toBe(4);
  });

  it('is undefined once deleted, or when it never was', async () => {
    await writeDraft(makeDraft());
    await removeDraft('draft-1');
    expect(await readDraft('draft-1')).toBeUndefined();
    expect(await readDraft('never')).toBeUndefined();
    expect(await listDrafts(7)).toEqual([]);
  });

  it('is listed only to its own user, the latest change first', async () => {
    await writeDraft(makeDraft({ id: 'old', updatedAt: 1000 }));
    await writeDraft(makeDraft({ id: 'new', updatedAt: 3000 }));
    await writeDraft(makeDraft({ id: 'mid', updatedAt: 2000 }));
    await writeDraft(makeDraft({ id: 'someone-else', userId: 8, updatedAt: 9000 }));
    expect((await listDrafts(7)).map((d) => d.id)).toEqual(['new', 'mid', 'old']);
    expect((await listDrafts(8)).map((d) => d.id)).toEqual(['someone-else']);
  });

  it('that is damaged or from an older version is never handed out, and the others still are', async () => {
    await writeDraft(makeDraft({ id: 'good' }));
    const db = await localDb();
    const broken = makeDraft({ id: 'no-state' }) as Partial<StoredDraft>;
    delete broken.state;
    // Raw rows, as an older app version or a damaged device might have left them.
    await db.drafts.put(broken as StoredDraft);
    await db.drafts.put({
      ...makeDraft({ id: 'photo-as-text' }),
      photos: [{ id: 'a', name: 'a.jpg', size: 1, status: 'ready', blob: 'data:image/jpeg;base64,' }],
    } as unknown as StoredDraft);
    await db.drafts.put({ ...makeDraft({ id: 'bad-field' }), failure: { params: { nope: 'x' } } } as never);

    expect(await readDraft('no-state')).toBeUndefined();
    expect(await readDraft('photo-as-text')).toBeUndefined();
    expect(await readDraft('bad-field')).toBeUndefined();
    expect((await listDrafts(7)).map((d) => d.id)).toEqual(['good']);

    // Nor changed: the change never sees it.
    const change = vi.fn((d: StoredDraft) => d);
    expect(await changeDraft('no-state', change)).toBeUndefined();
    expect(change).not.toHaveBeenCalled();
  });

  it('is changed in place, and left as it was when the change declines', async () => {
    await writeDraft(makeDraft());
    const next = await changeDraft('draft-1', (d) => ({ ...d, state: 'queued', updatedAt: 2000 }));
    expect(next?.state).toBe('queued');
    expect(await readDraft('draft-1')).toMatchObject({ state: 'queued', updatedAt: 2000 });

    expect(await changeDraft('draft-1', () => undefined)).toBeUndefined();
    expect(await readDraft('draft-1')).toMatchObject({ state: 'queued', updatedAt: 2000 });
    expect(await changeDraft('missing', (d) => d)).toBeUndefined();
    expect(await readDraft('missing')).toBeUndefined();
  });

  it('tells its listeners of every write, change and removal until they stop listening', async () => {
    const heard = vi.fn();
    const stop = subscribeDrafts(heard);
    await writeDraft(makeDraft());
    await changeDraft('draft-1', (d) => ({ ...d, updatedAt: 5 }));
    await removeDraft('draft-1');
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    await writeDraft(makeDraft());
    expect(heard).toHaveBeenCalledTimes(3);
  });
});

describe('the size of the drafts (for the "storage full" message)', () => {
  it('counts the photos of the user’s drafts and their text, not other users’', async () => {
    const form = makeDraft().form;
    await writeDraft(
      makeDraft({
        id: 'a',
        photos: [{ id: 'p', name: 'p.jpg', size: 1, status: 'ready', blob: jpeg(Array(60_000).fill(1)) }],
      }),
    );
    await writeDraft(
      makeDraft({
        id: 'b',
        photos: [
          { id: 'q', name: 'q.jpg', size: 1, status: 'ready', blob: jpeg(Array(40_000).fill(2)) },
          { id: 'r', name: 'r.jpg', size: 1, status: 'ready', mediaId: 9, src: '/r.jpg' },
        ],
      }),
    );
    await writeDraft(
      makeDraft({
        id: 'c',
        userId: 8,
        photos: [{ id: 's', name: 's.jpg', size: 1, status: 'ready', blob: jpeg(Array(1_000_000).fill(3)) }],
      }),
    );

    const text = JSON.stringify(form).length;
    expect(await draftBytes(7)).toBe(60_000 + 40_000 + 2 * text);
    expect(await draftBytes(9)).toBe(0);
  });
});
