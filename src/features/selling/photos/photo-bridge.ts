// The page's side of the photo worker (workers/photo-worker.ts), after squoosh's worker bridge:
// a worker is started on first use and ended after 10 s without work; aborting a running job
// ends its worker (a worker cannot be interrupted mid-decode), a queued job simply leaves the
// queue. At most two photos are processed at once, each in a worker of its own (this is for
// phones with few cores; the page's thread stays free either way). Only handles cross threads:
// the File goes in and the JPEG Blob comes back without their bytes being copied.
import { proxy, wrap, type Remote } from 'comlink';
import type { PhotoProblem } from '../../../core/photo-rules.ts';
import { failedOffline } from '../../../ui/kept-until-failed.ts';
import type { PhotoWorkerApi, ProcessedPhoto } from '../../../../workers/photo-worker-api.ts';

export type { ProcessedPhoto };

/**
 * Why a photo that could not be processed is left out: the rules' refusal, or, offline, the photo
 * tool whose code never arrived (its worker failed to load); anything else online is an image the
 * tool could not read.
 */
export function problemOf(error: unknown): PhotoProblem {
  if (error instanceof PhotoRejectedError) return error.problem;
  return failedOffline() ? 'photoToolNotLoaded' : 'invalidImage';
}

/** The rules refuse the photo (spec 5): `problem` names the message to show. */
export class PhotoRejectedError extends Error {
  override readonly name = 'PhotoRejectedError';
  constructor(readonly problem: PhotoProblem) {
    super(`photo refused: ${problem}`);
  }
}

export interface ProcessOptions {
  signal?: AbortSignal;
  /** 0..1 as the photo is read, decoded, scaled and encoded. */
  onProgress?: (fraction: number) => void;
}

/** A started worker: its Comlink API and how to end it. */
export interface WorkerHandle {
  api: Pick<Remote<PhotoWorkerApi>, 'process'>;
  terminate(): void;
}

export interface BridgeOptions {
  /** Starts a worker; `onCrash` is called if it dies on its own. */
  createWorker: (onCrash: () => void) => WorkerHandle;
  /** How many photos at once (a worker each). */
  parallel?: number;
  /** A worker without work for this long is ended. */
  idleMs?: number;
}

interface Job {
  file: Blob;
  options: ProcessOptions;
  resolve: (photo: ProcessedPhoto) => void;
  reject: (error: unknown) => void;
  slot?: Slot;
  done: boolean;
  onAbort: () => void;
}

interface Slot {
  handle: WorkerHandle;
  job?: Job;
  idleTimer?: ReturnType<typeof setTimeout>;
}

const abortError = () => new DOMException('The photo was not processed', 'AbortError');

export function createPhotoBridge({ createWorker, parallel = 2, idleMs = 10_000 }: BridgeOptions) {
  const queue: Job[] = [];
  const slots = new Set<Slot>();

  const end = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    slots.delete(slot);
    slot.handle.terminate();
  };

  const settle = (job: Job, outcome: () => void) => {
    if (job.done) return;
    job.done = true;
    job.options.signal?.removeEventListener('abort', job.onAbort);
    outcome();
  };

  function pump() {
    while (queue.length > 0) {
      let slot = [...slots].find((s) => !s.job);
      if (!slot) {
        if (slots.size >= parallel) return;
        const created: Slot = {
          handle: createWorker(() => {
            // The worker died (out of memory on a huge photo): its job fails, the next gets a new one.
            const job = created.job;
            end(created);
            if (job) settle(job, () => job.reject(new Error('photo worker ended')));
            pump();
          }),
        };
        slot = created;
        slots.add(slot);
      }
      const job = queue.shift();
      if (job) run(slot, job);
    }
  }

  function run(slot: Slot, job: Job) {
    clearTimeout(slot.idleTimer);
    slot.job = job;
    job.slot = slot;
    const onProgress = job.options.onProgress;
    slot.handle.api
      .process(
        job.file,
        onProgress &&
          proxy((fraction: number) => {
            if (!job.done) onProgress(fraction);
          }),
      )
      .then(
        (result) =>
          settle(job, () =>
            result.ok
              ? job.resolve({ blob: result.blob, width: result.width, height: result.height })
              : job.reject(new PhotoRejectedError(result.problem)),
          ),
        (error: unknown) => settle(job, () => job.reject(error)),
      )
      .finally(() => {
        if (slot.job !== job) return;
        slot.job = undefined;
        if (slots.has(slot)) slot.idleTimer = setTimeout(() => end(slot), idleMs);
        pump();
      });
  }

  function processPhoto(
    file: Blob & { name?: string },
    options: ProcessOptions = {},
  ): Promise<ProcessedPhoto> {
    return new Promise<ProcessedPhoto>((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(abortError());
        return;
      }
      const job: Job = {
        file,
        options,
        resolve,
        reject,
        done: false,
        onAbort: () => {
          const waiting = queue.indexOf(job);
          if (waiting !== -1) queue.splice(waiting, 1);
          const slot = job.slot;
          settle(job, () => reject(abortError()));
          // A running job cannot be stopped inside its worker: end the worker.
          if (slot?.job === job) {
            slot.job = undefined;
            end(slot);
            pump();
          }
        },
      };
      options.signal?.addEventListener('abort', job.onAbort, { once: true });
      queue.push(job);
      pump();
    });
  }

  return {
    processPhoto,
    /** How many workers are running (for tests). */
    get workers() {
      return slots.size;
    },
  };
}

/** The real worker, bundled by Vite as a module worker of its own. */
function startPhotoWorker(onCrash: () => void): WorkerHandle {
  const worker = new Worker(new URL('../../../../workers/photo-worker.ts', import.meta.url), {
    type: 'module',
    name: 'photos',
  });
  worker.addEventListener('error', onCrash);
  return { api: wrap<PhotoWorkerApi>(worker), terminate: () => worker.terminate() };
}

const bridge = createPhotoBridge({ createWorker: startPhotoWorker });

/**
 * Processes one picked photo in the photo worker: a JPEG (quality 0.7) turned upright and fitting
 * inside 1920x1080. Rejects with PhotoRejectedError when the rules refuse it, with an AbortError
 * when `signal` aborts (queued or running).
 */
export const processPhoto = bridge.processPhoto;
