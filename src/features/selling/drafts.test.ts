// Saving what the seller types (saveDraft) on a real IndexedDB (fake-indexeddb): a full device is
// told in words with how much the drafts take, a draft waiting in the outbox is not changed under
// it, and a photo uploaded meanwhile keeps its media id whatever the form still holds.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_AD_FORM } from '../../core/ad-form.ts';
import type { Customer } from '../../core/account.ts';
import { localDb } from '../../local/db.ts';
import { listDrafts, readDraft, writeDraft, type StoredDraft } from '../../local/drafts.ts';
import { setSession } from '../../session/session-store.ts';
import { createDraft, isUntouched, saveDraft } from './drafts.ts';
import type { DraftPhoto } from './photos/draft-photo.ts';

const SELLER = 7;
const jpeg = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
const ready = (id: string, blob: Blob): DraftPhoto => ({
  id,
  name: `${id}.jpg`,
  size: 1,
  status: 'ready',
  blob,
});

function makeDraft(overrides: Partial<StoredDraft> = {}): StoredDraft {
  return {
    id: 'd1',
    userId: SELLER,
    createdAt: 1,
    updatedAt: 1,
    form: EMPTY_AD_FORM,
    photos: [],
    state: 'draft',
    ...overrides,
  };
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(async () => {
  await (await localDb()).drafts.clear();
  setSession({ token: 't', user: { id: SELLER } as Customer });
  vi.stubGlobal('navigator', {
    storage: { estimate: async () => ({ usage: 41_000_000, quota: 42_000_000 }) },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('saving a draft', () => {
  it('on a full device answers how many bytes the drafts take and what the browser reports', async () => {
    await writeDraft(makeDraft({ photos: [ready('a', jpeg(300_000)), ready('b', jpeg(200_000))] }));
    await writeDraft(makeDraft({ id: 'd2', photos: [ready('c', jpeg(100_000))] }));
    const db = await localDb();
    vi.spyOn(db.drafts, 'put').mockRejectedValue(quotaError());

    const form = { ...EMPTY_AD_FORM, price: '349' };
    const result = await saveDraft('d1', form, [ready('a', jpeg(300_000)), ready('new', jpeg(250_000))]);

    const text = JSON.stringify(EMPTY_AD_FORM).length;
    expect(result).toEqual({
      ok: false,
      quota: { draftsBytes: 600_000 + 2 * text, usage: 41_000_000, quota: 42_000_000 },
    });
    // Nothing half-written: the stored draft is as it was.
    expect((await readDraft('d1'))?.form.price).toBe('');
  });

  it('on a full device without a storage estimate still names the drafts’ size', async () => {
    vi.stubGlobal('navigator', {});
    await writeDraft(makeDraft({ photos: [ready('a', jpeg(1000))] }));
    vi.spyOn((await localDb()).drafts, 'put').mockRejectedValue(quotaError());
    const result = await saveDraft('d1', EMPTY_AD_FORM, []);
    expect(result).toEqual({
      ok: false,
      quota: { draftsBytes: 1000 + JSON.stringify(EMPTY_AD_FORM).length },
    });
  });

  it('passes on any other storage failure instead of calling it a full device', async () => {
    await writeDraft(makeDraft());
    vi.spyOn((await localDb()).drafts, 'put').mockRejectedValue(
      new DOMException('closed', 'InvalidStateError'),
    );
    await expect(saveDraft('d1', EMPTY_AD_FORM, [])).rejects.toThrow('closed');
  });

  it('keeps the form and the photos, without progress, and drops a photo that could not be resumed', async () => {
    await writeDraft(makeDraft());
    const source = jpeg(10);
    const result = await saveDraft('d1', { ...EMPTY_AD_FORM, price: '120' }, [
      { ...ready('a', jpeg(5)), progress: 1 },
      { id: 'b', name: 'b.jpg', size: 10, status: 'processing', progress: 0.4, source },
      // Processing with no original file to start again from (the share target processes it).
      { id: 'c', name: 'c.jpg', size: 10, status: 'processing', progress: 0.2 },
    ]);
    expect(result).toEqual({ ok: true });
    const stored = await readDraft('d1');
    expect(stored?.form.price).toBe('120');
    expect(stored?.photos.map((p) => [p.id, p.status, p.progress])).toEqual([
      ['a', 'ready', undefined],
      ['b', 'processing', undefined],
    ]);
    expect(stored?.photos[1]?.source?.size).toBe(10);
  });

  it('does not change a draft waiting in the outbox', async () => {
    await writeDraft(makeDraft({ state: 'queued', form: { ...EMPTY_AD_FORM, price: '349' } }));
    expect(await saveDraft('d1', { ...EMPTY_AD_FORM, price: '1' }, [])).toEqual({ ok: true });
    expect((await readDraft('d1'))?.form.price).toBe('349');
  });

  it('keeps the media id of a photo uploaded meanwhile, though the form does not know it yet', async () => {
    const blob = jpeg(5);
    await writeDraft(makeDraft({ state: 'failed', photos: [{ ...ready('a', blob), mediaId: 501 }] }));
    await saveDraft('d1', EMPTY_AD_FORM, [ready('a', blob), ready('b', jpeg(6))]);
    expect((await readDraft('d1'))?.photos.map((p) => p.mediaId)).toEqual([501, undefined]);
  });
});

describe('a new ad', () => {
  it('opened three times without typing is one draft, which exists for the seller only once something is entered', async () => {
    const ids = [await createDraft(), await createDraft(), await createDraft()];
    expect(new Set(ids).size).toBe(1);
    // Not among the seller's drafts (My ads lists those that are not untouched).
    const listed = async () => (await listDrafts(SELLER)).filter((d) => !isUntouched(d));
    expect(await listed()).toHaveLength(0);

    const [id] = ids;
    if (!id) throw new Error('no draft');
    await saveDraft(id, { ...EMPTY_AD_FORM, price: '300' }, []);
    expect(await listed()).toHaveLength(1);
    // Something was entered: the next new ad is a draft of its own.
    const next = await createDraft();
    expect(next).not.toBe(id);
    expect((await readDraft(id))?.form.price).toBe('300');
  });
});
