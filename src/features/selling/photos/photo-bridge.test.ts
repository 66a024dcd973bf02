// The photo bridge's promises: started on first use, at most two photos at once with the rest
// queued, aborting a queued or running photo, refused photos as PhotoRejectedError, and idle
// workers ended. The workers here are stand-ins whose answers the test decides.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoResult } from '../../../../workers/photo-worker-api.ts';
import { createPhotoBridge, PhotoRejectedError, problemOf, type WorkerHandle } from './photo-bridge.ts';

interface Call {
  file: Blob;
  onProgress?: (fraction: number) => void;
  answer: (result: PhotoResult) => void;
  worker: FakeWorker;
}
interface FakeWorker {
  terminated: boolean;
  crash: () => void;
}

function fakeWorkers() {
  const calls: Call[] = [];
  const workers: FakeWorker[] = [];
  const createWorker = (onCrash: () => void): WorkerHandle => {
    const worker: FakeWorker = { terminated: false, crash: onCrash };
    workers.push(worker);
    return {
      // Comlink's proxy() marks the callback and keeps it callable: the stand-in calls it directly.
      api: {
        process: (file: Blob, onProgress?: (fraction: number) => void) =>
          new Promise<PhotoResult>((answer) => calls.push({ file, onProgress, answer, worker })),
      } as WorkerHandle['api'],
      terminate: () => {
        worker.terminated = true;
      },
    };
  };
  return { calls, workers, createWorker };
}

const jpeg = new Blob(['processed'], { type: 'image/jpeg' });
const done: PhotoResult = { ok: true, blob: jpeg, width: 1440, height: 1080 };
const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('photo bridge', () => {
  it('starts a worker on first use and answers the processed photo with progress', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker });
    expect(fake.workers).toHaveLength(0);

    const progress: number[] = [];
    const result = bridge.processPhoto(photo('a.jpg'), { onProgress: (f) => progress.push(f) });
    expect(fake.workers).toHaveLength(1);
    fake.calls[0]?.onProgress?.(0.5);
    fake.calls[0]?.answer(done);

    await expect(result).resolves.toEqual({ blob: jpeg, width: 1440, height: 1080 });
    expect(progress).toEqual([0.5]);
  });

  it('rejects a refused photo with its problem', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker });
    const result = bridge.processPhoto(photo('tiny.png'));
    fake.calls[0]?.answer({ ok: false, problem: 'imageSize' });

    const error: unknown = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoRejectedError);
    expect((error as PhotoRejectedError).problem).toBe('imageSize');
  });

  it('processes at most two photos at once and queues the rest in order', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker });
    const names = ['1', '2', '3', '4', '5'];
    const results = names.map((n) => bridge.processPhoto(photo(n)));
    expect(fake.calls.map((c) => (c.file as File).name)).toEqual(['1', '2']);
    expect(fake.workers).toHaveLength(2);

    fake.calls[1]?.answer(done);
    await settled();
    expect(fake.calls.map((c) => (c.file as File).name)).toEqual(['1', '2', '3']);
    fake.calls[0]?.answer(done);
    await settled();
    fake.calls[2]?.answer(done);
    await settled();
    fake.calls[3]?.answer(done);
    await settled();
    fake.calls[4]?.answer(done);
    await Promise.all(results);
    // The same two workers did all five.
    expect(fake.workers).toHaveLength(2);
  });

  it('takes an aborted queued photo out of the queue without processing it', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker, parallel: 1 });
    const first = bridge.processPhoto(photo('1'));
    const controller = new AbortController();
    const second = bridge.processPhoto(photo('2'), { signal: controller.signal });
    const third = bridge.processPhoto(photo('3'));
    controller.abort();

    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    fake.calls[0]?.answer(done);
    await first;
    await settled();
    expect(fake.calls.map((c) => (c.file as File).name)).toEqual(['1', '3']);
    fake.calls[1]?.answer(done);
    await third;
  });

  it('ends the worker of an aborted running photo; the next photo gets a new worker', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker, parallel: 1 });
    const controller = new AbortController();
    const progress: number[] = [];
    const first = bridge.processPhoto(photo('1'), {
      signal: controller.signal,
      onProgress: (f) => progress.push(f),
    });
    const second = bridge.processPhoto(photo('2'));
    controller.abort();

    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.workers[0]?.terminated).toBe(true);
    // A late answer or progress of the ended job changes nothing.
    fake.calls[0]?.onProgress?.(0.9);
    fake.calls[0]?.answer(done);
    expect(progress).toEqual([]);

    expect(fake.workers).toHaveLength(2);
    expect(fake.calls[1]?.worker).toBe(fake.workers[1]);
    fake.calls[1]?.answer(done);
    await expect(second).resolves.toMatchObject({ width: 1440 });
  });

  it('rejects at once when the signal is already aborted', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker });
    await expect(bridge.processPhoto(photo('1'), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.workers).toHaveLength(0);
  });

  it('fails the photo of a worker that died and goes on with a new worker', async () => {
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker, parallel: 1 });
    const first = bridge.processPhoto(photo('1'));
    const second = bridge.processPhoto(photo('2'));
    fake.workers[0]?.crash();

    await expect(first).rejects.toThrow('photo worker ended');
    expect(fake.workers).toHaveLength(2);
    fake.calls[1]?.answer(done);
    await expect(second).resolves.toMatchObject({ height: 1080 });
  });

  it('ends a worker that has had no work for the idle time', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkers();
    const bridge = createPhotoBridge({ createWorker: fake.createWorker, idleMs: 10_000 });
    const result = bridge.processPhoto(photo('1'));
    fake.calls[0]?.answer(done);
    await result;
    await vi.advanceTimersByTimeAsync(9_000);
    expect(fake.workers[0]?.terminated).toBe(false);
    // Work within the idle time keeps the same worker.
    const again = bridge.processPhoto(photo('2'));
    fake.calls[1]?.answer(done);
    await again;
    expect(fake.workers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.workers[0]?.terminated).toBe(true);
    expect(bridge.workers).toBe(0);
  });
});

describe('why a photo is left out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the rules’ refusal, else an unreadable image online, else the photo tool not loaded offline', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(problemOf(new PhotoRejectedError('imageSize'))).toBe('imageSize');
    expect(problemOf(new Error('photo worker ended'))).toBe('invalidImage');
    // Offline on a first visit the worker's code cannot be fetched: a valid JPEG is no fault.
    vi.stubGlobal('navigator', { onLine: false });
    expect(problemOf(new Error('photo worker ended'))).toBe('photoToolNotLoaded');
    expect(problemOf(new PhotoRejectedError('invalidImage'))).toBe('invalidImage');
  });
});
