// The photo worker: turns a picked photo into what an ad stores, off the page's main thread.
// 1. Judges the file by its first bytes (src/core/photo-rules.ts): type by content, size from
//    the header, EXIF orientation, so a photo the rules refuse is never decoded.
// 2. Decodes it with its EXIF orientation applied (createImageBitmap, imageOrientation
//    'from-image'), the decoder scaling it straight to the first step of the plan.
// 3. Scales it down on OffscreenCanvas in steps of at most half with high-quality smoothing
//    (one big step would alias fine patterns), onto white (a transparent PNG must not go black).
// 4. Encodes a JPEG of quality 0.7; the Blob goes back to the page as a handle, not copied.
// Used through Comlink by src/features/selling/photos/photo-bridge.ts (one job at a time per
// worker; the bridge ends a worker to abort its job).
/// <reference lib="webworker" />
import { expose } from 'comlink';
import { IMAGE_RESIZE } from '../src/core/constants.ts';
import {
  downscalePlan,
  HEADER_PROBE_BYTES,
  photoProblem,
  readImageHeader,
  targetSize,
  uprightSize,
  type HeaderRead,
  type Size,
} from '../src/core/photo-rules.ts';
import type { PhotoResult, PhotoWorkerApi } from './photo-worker-api.ts';

/** The header, reading more of the file while it is further in than what was read. */
async function readHeader(file: Blob): Promise<HeaderRead> {
  let read: HeaderRead = { status: 'incomplete' };
  for (const probe of [...HEADER_PROBE_BYTES, file.size]) {
    read = readImageHeader(new Uint8Array(await file.slice(0, probe).arrayBuffer()));
    if (read.status !== 'incomplete' || probe >= file.size) break;
  }
  return read;
}

/** A canvas to draw a step on; the last one is opaque white (JPEG has no transparency). */
function canvasFor({ width, height }: Size, last: boolean) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: !last });
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (last) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  return { canvas, context };
}

async function process(file: Blob, onProgress?: (fraction: number) => void): Promise<PhotoResult> {
  const report = (fraction: number) => {
    // A progress callback the page has let go of must not fail the job.
    void Promise.resolve(onProgress?.(fraction)).catch(() => undefined);
  };
  const read = await readHeader(file);
  const problem = photoProblem(file.size, read);
  if (problem || read.status !== 'ok') return { ok: false, problem: problem ?? 'invalidImage' };
  report(0.1);

  const upright = uprightSize(read.header);
  const target = targetSize(upright);
  const [first, ...rest] = downscalePlan(upright, target);
  let source: ImageBitmap;
  try {
    source = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      ...(first ? { resizeWidth: first.width, resizeHeight: first.height, resizeQuality: 'high' } : {}),
    });
  } catch {
    // A header that promised an image the decoder cannot read: a broken file.
    return { ok: false, problem: 'invalidImage' };
  }
  report(0.6);

  let current: ImageBitmap | OffscreenCanvas = source;
  const steps = rest.length > 0 ? rest : [first ?? upright];
  for (const [index, step] of steps.entries()) {
    const { canvas, context } = canvasFor(step, index === steps.length - 1);
    context.drawImage(current, 0, 0, step.width, step.height);
    if (current instanceof ImageBitmap) current.close();
    current = canvas;
    report(0.6 + (0.2 * (index + 1)) / steps.length);
  }
  const canvas = current as OffscreenCanvas;
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: IMAGE_RESIZE.jpegQuality });
  report(1);
  return { ok: true, blob, width: canvas.width, height: canvas.height };
}

const api: PhotoWorkerApi = { process };
expose(api);
