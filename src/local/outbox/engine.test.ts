// The outbox engine on a real IndexedDB (fake-indexeddb): changes go out in the order they were
// made, each exactly once, wait out network errors and 5xx (Retry-After first), pause on a 401
// until the same user is back, keep what the server refused with its reason, and hand an entry the
// results of the entries it depends on.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { openLocalDb } from '../db.ts';
import { BACKOFF, createOutbox, type ReplayJob } from './engine.ts';

/** An ApiFailure as the client throws it. */
const failure = (status: number, code = 'x', retryAfterMs?: number) =>
  Object.assign(new Error(`HTTP ${status}`), { status, code, retryAfterMs });

let dbName = '';
let clock = 0;
let online = true;
let timers: { ms: number; task: () => void }[] = [];
let syncRequests = 0;

function makeOutbox() {
  const db = openLocalDb(dbName);
  return createOutbox({
    db: () => db,
    now: () => clock,
    isOnline: () => online,
    schedule: (task, ms) => {
      const timer = { ms, task };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
    requestSync: () => syncRequests++,
  });
}

/** A replayer that records every job and answers as `answer` says. */
function recorder(answer: (job: ReplayJob) => unknown = () => 'ok') {
  const jobs: ReplayJob[] = [];
  const send = async (job: ReplayJob) => {
    jobs.push(job);
    return answer(job);
  };
  return { jobs, send, payloads: () => jobs.flatMap((j) => j.entries.map((e) => e.payload)) };
}

let n = 0;
beforeEach(() => {
  dbName = `outbox-test-${++n}`;
  clock = 1_000_000;
  online = true;
  timers = [];
  syncRequests = 0;
});

describe('the outbox', () => {
  it('sends a user’s changes in the order they were made, and only that user’s', async () => {
    const outbox = makeOutbox();
    const r = recorder();
    outbox.registerReplayer('note', r.send);
    online = false;
    for (const text of ['a', 'b', 'c']) await outbox.enqueue({ userId: 1, kind: 'note', payload: text });
    await outbox.enqueue({ userId: 2, kind: 'note', payload: 'someone else' });
    expect(syncRequests).toBeGreaterThan(0);
    outbox.setUser(1);
    await outbox.flush();
    expect(r.jobs).toHaveLength(0);

    online = true;
    await outbox.flush();
    expect(r.payloads()).toEqual(['a', 'b', 'c']);
    expect(new Set(r.jobs.map((j) => j.idempotencyKey)).size).toBe(3);
    expect(await outbox.counts(1)).toEqual({ waiting: 0, failed: 0 });
    expect(await outbox.counts(2)).toEqual({ waiting: 1, failed: 0 });
  });

  it('sends each change exactly once when two flushes (and two tabs) run at the same time', async () => {
    const tabA = makeOutbox();
    const tabB = makeOutbox();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const r = recorder(async () => {
      await gate;
      return 'ok';
    });
    online = false;
    tabA.registerReplayer('note', r.send);
    tabB.registerReplayer('note', r.send);
    await tabA.enqueue({ userId: 1, kind: 'note', payload: 'a' });
    await tabA.enqueue({ userId: 1, kind: 'note', payload: 'b' });
    tabA.setUser(1);
    tabB.setUser(1);
    online = true;
    const flushes = [tabA.flush(), tabA.flush(), tabB.flush(), tabB.flush({ force: true })];
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all(flushes);
    await tabA.flush();
    await tabB.flush();
    expect(r.payloads()).toEqual(['a', 'b']);
    expect(await tabA.counts(1)).toEqual({ waiting: 0, failed: 0 });
  });

  it('pauses on a 401, keeps the change for its user and sends it once that user is back', async () => {
    const outbox = makeOutbox();
    let expired = true;
    const r = recorder(() => {
      if (expired) throw failure(401, 'jwt_auth_invalid_token');
      return 'ok';
    });
    const unauthorized: number[] = [];
    outbox.subscribe((e) => e.type === 'unauthorized' && unauthorized.push(e.userId));
    outbox.registerReplayer('favorite', r.send);
    outbox.setUser(1);
    await outbox.enqueue({ userId: 1, kind: 'favorite', payload: { id: 5 } });
    await outbox.flush();
    expect(unauthorized).toEqual([1]);
    expect(await outbox.counts(1)).toEqual({ waiting: 1, failed: 0 });
    expect(outbox.isPaused(1)).toBe(true);
    const firstKey = r.jobs[0]?.idempotencyKey;

    // Nothing goes out while paused, nor when someone else logs in on the device.
    expired = false;
    await outbox.flush({ force: true });
    outbox.setUser(2);
    await outbox.flush({ force: true });
    expect(r.jobs).toHaveLength(1);
    expect(await outbox.entries(2)).toEqual([]);

    outbox.setUser(1);
    await outbox.flush();
    expect(r.jobs).toHaveLength(2);
    expect(r.jobs[1]?.idempotencyKey).toBe(firstKey);
    expect(await outbox.counts(1)).toEqual({ waiting: 0, failed: 0 });
  });

  it('keeps a change the server refused, with its reason, and sends the ones after it', async () => {
    const outbox = makeOutbox();
    const r = recorder((job) => {
      if (job.entries[0]?.payload === 'bad') throw failure(400, 'rest_invalid_param');
      return 'ok';
    });
    const failed: string[] = [];
    outbox.subscribe(
      (e) => e.type === 'settled' && e.outcome.state === 'refused' && failed.push(e.outcome.failure.code),
    );
    outbox.registerReplayer('ad', r.send);
    outbox.setUser(1);
    await outbox.enqueue({ userId: 1, kind: 'ad', payload: 'bad' });
    await outbox.enqueue({ userId: 1, kind: 'ad', payload: 'good' });
    await outbox.flush();
    expect(r.payloads()).toEqual(['bad', 'good']);
    expect(failed).toEqual(['rest_invalid_param']);
    const [kept, ...rest] = await outbox.entries(1);
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      payload: 'bad',
      state: 'failed',
      failure: { status: 400, code: 'rest_invalid_param', message: 'HTTP 400' },
    });
    expect(await outbox.counts(1)).toEqual({ waiting: 0, failed: 1 });

    // Fixed by its area and sent again.
    if (!kept) throw new Error('no entry');
    await outbox.retry(kept.seq, 'fixed');
    await outbox.flush();
    expect(r.payloads().at(-1)).toBe('fixed');
    expect(await outbox.counts(1)).toEqual({ waiting: 0, failed: 0 });
  });

  it('waits as long as Retry-After says after a 5xx, else backs off exponentially', async () => {
    const outbox = makeOutbox();
    const answers = [failure(503, 'server', 3000), failure(500, 'server'), failure(0, 'network')];
    const r = recorder(() => {
      const next = answers.shift();
      if (next) throw next;
      return 'ok';
    });
    outbox.registerReplayer('note', r.send);
    outbox.setUser(1);
    await outbox.enqueue({ userId: 1, kind: 'note', payload: 'a' });
    await outbox.enqueue({ userId: 1, kind: 'note', payload: 'b' });
    await outbox.flush();
    expect(r.jobs).toHaveLength(1);
    expect(timers.map((t) => t.ms)).toEqual([3000]);

    // Too early: nothing is sent, and "b" waits behind "a" (order).
    clock += 2000;
    await outbox.flush();
    expect(r.jobs).toHaveLength(1);
    clock += 1000;
    await outbox.flush();
    expect(r.jobs).toHaveLength(2);
    expect(timers.at(-1)?.ms).toBe(2 * BACKOFF.firstMs);
    clock += 2 * BACKOFF.firstMs;
    await outbox.flush();
    expect(timers.at(-1)?.ms).toBe(4 * BACKOFF.firstMs);
    // The connection is back: a forced flush does not wait.
    await outbox.flush({ force: true });
    expect(r.payloads()).toEqual(['a', 'a', 'a', 'a', 'b']);
    expect(new Set(r.jobs.slice(0, 4).map((j) => j.idempotencyKey)).size).toBe(1);
  });

  it('hands an entry the results of the entries it depends on, and holds it while one is refused', async () => {
    const outbox = makeOutbox();
    let photoRefused = true;
    const photos = recorder((job) => {
      if (job.entries[0]?.payload === 'blurry.jpg' && photoRefused) throw failure(413, 'too_large');
      return { media_id: job.entries[0]?.seq };
    });
    const ads = recorder((job) => [...job.results.values()]);
    outbox.registerReplayer('photo', photos.send);
    outbox.registerReplayer('ad', ads.send);
    online = false;
    const front = await outbox.enqueue({ userId: 1, kind: 'photo', payload: 'front.jpg' });
    const back = await outbox.enqueue({ userId: 1, kind: 'photo', payload: 'blurry.jpg' });
    await outbox.enqueue({ userId: 1, kind: 'ad', payload: 'iPhone', dependsOn: [front, back] });
    await expect(
      outbox.enqueue({ userId: 2, kind: 'ad', payload: 'x', dependsOn: [front] }),
    ).rejects.toThrow();
    online = true;
    outbox.setUser(1);
    await outbox.flush();
    expect(ads.jobs).toHaveLength(0);
    // One ad, held by its refused photo: one refused change (issue 15: count what the user did).
    expect(await outbox.counts(1)).toEqual({ waiting: 0, failed: 1 });

    photoRefused = false;
    await outbox.retry(back);
    await outbox.flush();
    expect(ads.jobs).toHaveLength(1);
    expect([...(ads.jobs[0]?.results ?? [])]).toEqual([
      [front, { media_id: front }],
      [back, { media_id: back }],
    ]);
    // Nothing is kept once the ad is sent, not even the photos' results.
    expect(await outbox.entries(1)).toEqual([]);
    const db = await openLocalDb(dbName);
    expect(await db.outbox.count()).toBe(0);
  });

  it('merges a run of entries into one request, and a retry sends the same batch with the same key', async () => {
    const outbox = makeOutbox();
    let fail = true;
    const r = recorder(() => {
      if (fail) throw failure(502, 'server');
      return 'ok';
    });
    outbox.registerReplayer('favorite', r.send, { merge: true });
    online = false;
    await outbox.enqueue({ userId: 1, kind: 'favorite', payload: 1 });
    await outbox.enqueue({ userId: 1, kind: 'favorite', payload: 2 });
    outbox.setUser(1);
    online = true;
    await outbox.flush();
    await outbox.enqueue({ userId: 1, kind: 'favorite', payload: 3 });
    fail = false;
    await outbox.flush({ force: true });
    expect(r.jobs.map((j) => j.entries.map((e) => e.payload))).toEqual([[1, 2], [1, 2], [3]]);
    expect(r.jobs[1]?.idempotencyKey).toBe(r.jobs[0]?.idempotencyKey);
    expect(r.jobs[2]?.idempotencyKey).not.toBe(r.jobs[0]?.idempotencyKey);
  });

  it('sends the favourites an earlier version of the app queued, each with a key of its own', async () => {
    const old = new Dexie(dbName);
    old.version(2).stores({ account: 'key', outbox: '++seq, userId, kind' });
    await old
      .table('outbox')
      .add({ userId: 1, kind: 'favorite', payload: { id: 3, favorite: true }, createdAt: 1 });
    old.close();

    const outbox = makeOutbox();
    const r = recorder();
    outbox.registerReplayer('favorite', r.send, { merge: true });
    outbox.setUser(1);
    await outbox.flush();
    expect(r.payloads()).toEqual([{ id: 3, favorite: true }]);
    expect(r.jobs[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
