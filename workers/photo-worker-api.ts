// What the photo worker (photo-worker.ts) offers the page through Comlink, and what it answers.
// Types only: the page's bridge (src/features/selling/photos/photo-bridge.ts) imports them
// without pulling the worker's code into the page's bundle.
import type { PhotoProblem } from '../src/core/photo-rules.ts';

/** A processed photo: a JPEG (quality 0.7) turned upright and fitting inside 1920x1080. */
export interface ProcessedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** Either the processed photo or why the rules refuse it (judged before it is decoded). */
export type PhotoResult = ({ ok: true } & ProcessedPhoto) | { ok: false; problem: PhotoProblem };

export interface PhotoWorkerApi {
  /**
   * Judges `file` by its first bytes, then decodes it with its EXIF orientation applied, scales
   * it down in steps of at most half and encodes it as JPEG. `onProgress` hears 0..1 as it goes.
   */
  process(file: Blob, onProgress?: (fraction: number) => void): Promise<PhotoResult>;
}
