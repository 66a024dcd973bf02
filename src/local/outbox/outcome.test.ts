// What becomes of a queued change comes back one way (outcome), survives a reload with the
// server's whole refusal, and is counted the way the user sees it: one ad with three photos is one
// change. Replayers come from one table, each loaded when its first entry is due.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openLocalDb, type LocalDb } from '../db.ts';
import { createOutbox, type ReplayJob } from './engine.ts';

/** An ApiFailure as the client throws it, with its params and data. */
const refusal = (status: number, code: string, extra: { params?: object; details?: object } = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, code, ...extra });

let dbName = '';
let online = true;
let n = 0;
beforeEach(() => {
  dbName = `outbox-outcome-${++n}`;
  online = true;
});

/** One tab of the app on the test's database; a second call is the app after a reload. */
function tab(db: Promise<LocalDb> = openLocalDb(dbName)) {
  return createOutbox({
    db: () => db,
    isOnline: () => online,
    schedule: () => () => {},
  });
}

describe('what becomes of a queued change', () => {
  it('is known to wait while offline, and is sent once the connection returns', async () => {
    const outbox = tab();
    const sent: ReplayJob[] = [];
    outbox.registerReplayer('proposal', async (job) => {
      sent.push(job);
      return { id: 41 };
    });
    outbox.setUser(1);
    online = false;
    const seq = await outbox.enqueue({ userId: 1, kind: 'proposal', payload: { price: '320' } });
    expect(await outbox.outcome(seq)).toEqual({ state: 'waiting', seq });
    expect(sent).toHaveLength(0);

    online = true;
    const later = outbox.outcome(seq);
    await outbox.flush();
    expect(await later).toEqual({ state: 'sent', seq, result: { id: 41 } });
    expect(sent).toHaveLength(1);
  });

  it('sends at once when the connection returns right after the screen heard it waits', async () => {
    const outbox = tab();
    const sent: unknown[] = [];
    outbox.registerReplayer('proposal', async (job) => sent.push(job.entries[0]?.payload));
    outbox.setUser(1);
    online = false;
    const seq = await outbox.enqueue({ userId: 1, kind: 'proposal', payload: 'p' });
    expect((await outbox.outcome(seq)).state).toBe('waiting');
    // The flush asked for as the run that told "waiting" ends must not join it and be lost.
    online = true;
    await outbox.flush({ force: true });
    expect(sent).toEqual(['p']);
  });

  it('stays sending while the server takes long to answer online, and never says it waits', async () => {
    const outbox = tab();
    let answer: (value: unknown) => void = () => {};
    outbox.registerReplayer('proposal', () => new Promise((resolve) => (answer = resolve)));
    outbox.setUser(1);
    const seq = await outbox.enqueue({ userId: 1, kind: 'proposal', payload: {} });
    let settled: unknown;
    void outbox.outcome(seq).then((o) => (settled = o));
    // Long past the 10 s the screens used to wait: still unsettled, i.e. still "sending".
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBeUndefined();
    answer({ id: 7 });
    await outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toEqual({ state: 'sent', seq, result: { id: 7 } });
  });

  it('keeps the whole refusal, bounds and refused fields included, and tells it after a reload', async () => {
    const db = openLocalDb(dbName);
    const first = tab(db);
    first.registerReplayer('proposal', () => {
      throw refusal(400, 'hm_proposal_out_of_range', {
        params: { proposal: 'out of range' },
        details: { min: '239.21', max: '299', id: undefined },
      });
    });
    first.setUser(1);
    const seq = await first.enqueue({ userId: 1, kind: 'proposal', payload: { input: '100' } });
    const told = await first.outcome(seq);
    expect(told).toMatchObject({ state: 'refused', failure: { code: 'hm_proposal_out_of_range' } });

    // The app is reloaded: a new engine on the same device database.
    const reloaded = tab(openLocalDb(dbName));
    expect(await reloaded.outcome(seq)).toEqual({
      state: 'refused',
      seq,
      failure: {
        status: 400,
        code: 'hm_proposal_out_of_range',
        message: 'HTTP 400',
        params: { proposal: 'out of range' },
        data: { min: '239.21', max: '299' },
      },
    });
    const [kept] = await reloaded.entries(1);
    expect(kept?.payload).toEqual({ input: '100' });
  });

  it('tells an ad whose photo was refused that it is refused, with the photo’s reason, after a reload too', async () => {
    const db = openLocalDb(dbName);
    const first = tab(db);
    const sent: unknown[] = [];
    first.registerReplayer('media-upload', () => {
      throw refusal(400, 'rest_upload_image_too_small');
    });
    first.registerReplayer('product-create', async (job) => sent.push(job.entries[0]?.payload));
    first.setUser(1);
    online = false;
    const photo = await first.enqueue({ userId: 1, kind: 'media-upload', payload: 'small.jpg' });
    const ad = await first.enqueue({ userId: 1, kind: 'product-create', payload: 'ad', dependsOn: [photo] });
    online = true;
    const told = first.outcome(ad, { final: true });
    await first.flush();
    const reason = { status: 400, code: 'rest_upload_image_too_small', message: 'HTTP 400' };
    expect(await told).toEqual({ state: 'refused', seq: ad, failure: reason });
    expect(sent).toEqual([]);

    const reloaded = tab(openLocalDb(dbName));
    expect(await reloaded.outcome(ad, { final: true })).toEqual({
      state: 'refused',
      seq: ad,
      failure: reason,
    });
  });

  it('tells a listener whether a screen awaits the outcome, so a notice is shown only otherwise', async () => {
    const outbox = tab();
    outbox.registerReplayer('proposal', async () => ({ id: 1 }));
    const heard: boolean[] = [];
    outbox.subscribe((e) => e.type === 'settled' && e.outcome.state === 'sent' && heard.push(e.awaited));
    outbox.setUser(1);
    online = false;
    const watched = await outbox.enqueue({ userId: 1, kind: 'proposal', payload: 'a' });
    await outbox.enqueue({ userId: 1, kind: 'proposal', payload: 'b' });
    online = true;
    const outcome = outbox.outcome(watched);
    await outbox.flush();
    await outcome;
    expect(heard).toEqual([true, false]);
  });
});

describe('the replayer table', () => {
  it('loads an area’s replayer when its first entry is due, so nothing waits for an import', async () => {
    const outbox = tab();
    const loaded: string[] = [];
    const sent: unknown[] = [];
    outbox.registerReplayers({
      favorite: async () => {
        loaded.push('favorite');
        return {
          send: async (job) => sent.push(...job.entries.map((e) => e.payload)),
          options: { merge: true },
        };
      },
      proposal: async () => {
        loaded.push('proposal');
        return { send: async (job) => sent.push(job.entries[0]?.payload) };
      },
    });
    outbox.setUser(1);
    online = false;
    await outbox.enqueue({ userId: 1, kind: 'proposal', payload: 'p' });
    await outbox.enqueue({ userId: 1, kind: 'favorite', payload: 'f1' });
    await outbox.enqueue({ userId: 1, kind: 'favorite', payload: 'f2' });
    expect(loaded).toEqual([]);
    online = true;
    await outbox.flush();
    expect(loaded).toEqual(['proposal', 'favorite']);
    expect(sent).toEqual(['p', 'f1', 'f2']);
  });
});

describe('the count of waiting changes', () => {
  it('counts one ad with three photos waiting offline as one change', async () => {
    const outbox = tab();
    online = false;
    const photos = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) {
      photos.push(await outbox.enqueue({ userId: 1, kind: 'media-upload', payload: name }));
    }
    await outbox.enqueue({ userId: 1, kind: 'product-create', payload: 'ad', dependsOn: photos });
    expect(await outbox.counts(1)).toEqual({ waiting: 1, failed: 0 });
  });

  it('counts an ad whose photo the server refused as one refused change', async () => {
    const outbox = tab();
    outbox.registerReplayer('media-upload', () => {
      throw refusal(400, 'rest_upload_image_too_small');
    });
    outbox.registerReplayer('product-create', async () => ({ id: 1 }));
    online = false;
    const photo = await outbox.enqueue({ userId: 1, kind: 'media-upload', payload: 'small.jpg' });
    await outbox.enqueue({ userId: 1, kind: 'product-create', payload: 'ad', dependsOn: [photo] });
    await outbox.enqueue({ userId: 1, kind: 'product-create', payload: 'another ad' });
    online = true;
    outbox.setUser(1);
    await outbox.flush();
    expect(await outbox.counts(1)).toEqual({ waiting: 0, failed: 1 });
  });
});
