// Turns an image into what we store: the real content decoded (not trusted from its name),
// turned upright, metadata stripped (EXIF GPS would reveal a seller's home), at most 1920x1080,
// plus smaller renditions: a list thumbnail, a detail size and a WebP of the full size.
import type { Metadata } from 'sharp';
import { IMAGE_RESIZE, MAX_IMAGE_PIXELS, MIN_IMAGE_SIDE_PX } from '../../src/core/constants.ts';

export const THUMBNAIL_WIDTH = 480;
/** The detail size (the product page's gallery): at most 960 px on its longer side. */
export const MEDIUM_WIDTH = 960;

export interface Size {
  width: number;
  height: number;
}

export interface Renditions extends Size {
  full: Buffer;
  thumb: Buffer;
  medium: Buffer;
  webp: Buffer;
  sizes: { thumbnail: Size; medium: Size; webp: Size };
}

/** Why a file is not taken as a photo (the server's 400 codes name them). */
export type PhotoProblem = 'invalid_type' | 'too_small' | 'too_many_pixels';

/** A file or its bytes. */
export type PhotoInput = string | Uint8Array;

const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/**
 * Judges a photo by its content: PNG or JPEG, at most MAX_IMAGE_PIXELS (a decompression bomb
 * declares billions in a few kilobytes), at least 540x540 (as shown, after the EXIF rotation).
 * Reads only the header; the decoder's own pixel limit is the second guard.
 */
export async function inspectPhoto(input: PhotoInput): Promise<{ problem: PhotoProblem } | Size> {
  const { default: sharp } = await import('sharp'); // loaded with the first picture, not at every start
  let meta: Metadata;
  try {
    meta = await sharp(input, DECODE).metadata();
  } catch (error) {
    return { problem: isPixelLimitError(error) ? 'too_many_pixels' : 'invalid_type' };
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') return { problem: 'invalid_type' };
  const { width, height } = meta;
  if (!width || !height) return { problem: 'invalid_type' };
  if (width * height > MAX_IMAGE_PIXELS) return { problem: 'too_many_pixels' };
  if (Math.min(width, height) < MIN_IMAGE_SIDE_PX) return { problem: 'too_small' };
  // Orientations 5 to 8 turn the picture a quarter: it is shown with the sides swapped.
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** True for the error sharp throws when a file has more pixels than the decoder allows. */
export const isPixelLimitError = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

/** The size `width` x `height` takes scaled to fit in the box, never enlarged. */
export function fitInside(size: Size, boxWidth: number, boxHeight: number): Size {
  const scale = Math.min(1, boxWidth / size.width, boxHeight / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * Decodes once (turned upright, transparency on white, sRGB, scaled into 1920x1080) and makes
 * every rendition from those pixels. Sizes are computed here and given to sharp exactly, so the
 * answer can state them without reading the files back. sharp writes no metadata unless asked.
 */
export async function makeRenditions(input: PhotoInput): Promise<Renditions> {
  const { default: sharp } = await import('sharp'); // loaded with the first picture, not at every start
  const quality = Math.round(IMAGE_RESIZE.jpegQuality * 100);
  const upright = sharp(input, DECODE).rotate();
  const meta = await sharp(input, DECODE).metadata();
  if (!meta.width || !meta.height) throw new Error('no image size');
  const shown =
    (meta.orientation ?? 1) >= 5
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  const size = fitInside(shown, IMAGE_RESIZE.maxWidth, IMAGE_RESIZE.maxHeight);
  const { data, info } = await upright
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const thumbnail = fitInside(size, THUMBNAIL_WIDTH, THUMBNAIL_WIDTH);
  const medium = fitInside(size, MEDIUM_WIDTH, MEDIUM_WIDTH);
  const jpeg = { quality, mozjpeg: true } as const;
  const [full, thumb, mediumFile, webp] = await Promise.all([
    pixels().jpeg(jpeg).toBuffer(),
    pixels().resize(thumbnail.width, thumbnail.height, { fit: 'fill' }).jpeg(jpeg).toBuffer(),
    pixels().resize(medium.width, medium.height, { fit: 'fill' }).jpeg(jpeg).toBuffer(),
    pixels().webp({ quality }).toBuffer(),
  ]);
  return {
    full,
    thumb,
    medium: mediumFile,
    webp,
    width: size.width,
    height: size.height,
    sizes: { thumbnail, medium, webp: size },
  };
}
