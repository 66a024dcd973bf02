// The photo rules of spec 5, judged from a file's first bytes before anything is decoded: the
// type by its content (PNG signature, JPEG start of image; never the name or the MIME type the
// browser guesses), the size from the header (PNG IHDR, JPEG SOF) and the EXIF orientation (JPEG
// APP1), so a photo that will be refused is never decoded. Also the size a photo is resized to
// (the same "fit inside 1920x1080, never enlarged" the server applies with sharp) and the steps
// the worker takes to get there. Pure: used by the photo worker and the form.
import {
  IMAGE_RESIZE,
  IMAGES_PER_AD,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MIN_IMAGE_SIDE_PX,
} from './constants.ts';

/** Why a photo is left out (spec 8, image messages); the message key is product.submit.<problem>. */
export type PhotoProblem =
  /** Not a PNG or JPEG by its content, not decodable, or more pixels than any camera makes. */
  | 'invalidImage'
  /** 50 MB or more (MAX_IMAGE_BYTES). */
  | 'invalidImageSize'
  /** A side under 540 px (MIN_IMAGE_SIDE_PX). */
  | 'imageSize'
  /**
   * Not the photo's fault: the photo tool (its worker's code) could not be fetched, offline on a
   * first visit before it ever arrived (issue 30: a valid JPEG was called no photo).
   */
  | 'photoToolNotLoaded';

export type ImageType = 'png' | 'jpeg';

/** EXIF orientation 1..8; 5 to 8 turn the picture by 90 degrees (width and height swap). */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface ImageHeader {
  type: ImageType;
  /** As stored, before the orientation is applied. */
  width: number;
  height: number;
  orientation: ExifOrientation;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * What the first bytes say: a header, not an image we accept, or not enough bytes yet (a JPEG's
 * size comes after its metadata segments, which may be large: read more and ask again).
 */
export type HeaderRead =
  { status: 'ok'; header: ImageHeader } | { status: 'invalid' } | { status: 'incomplete' };

/** How many bytes to read for the header, tried in turn; the last is the whole file. */
export const HEADER_PROBE_BYTES = [64 * 1024, 1024 * 1024] as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The type by content: PNG signature or JPEG start-of-image marker, else undefined. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  return undefined;
}

const u16 = (b: Uint8Array, at: number, little = false) =>
  little ? (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) : ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number, little = false) =>
  little
    ? (u16(b, at, true) + u16(b, at + 2, true) * 0x10000) >>> 0
    : (u16(b, at) * 0x10000 + u16(b, at + 2)) >>> 0;

function readPng(bytes: Uint8Array): HeaderRead {
  // Signature (8), then the first chunk, which must be IHDR: length (4), type (4), width, height.
  if (bytes.length < 24) return { status: 'incomplete' };
  const isIhdr = u32(bytes, 8) === 13 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  if (!isIhdr) return { status: 'invalid' };
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  if (width === 0 || height === 0) return { status: 'invalid' };
  return { status: 'ok', header: { type: 'png', width, height, orientation: 1 } };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The orientation in an APP1 Exif segment (payload from `start`, `length` bytes), else 1. */
function exifOrientation(bytes: Uint8Array, start: number, length: number): ExifOrientation {
  const exifHeader = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
  if (length < 14 || !exifHeader.every((b, i) => bytes[start + i] === b)) return 1;
  const tiff = start + 6;
  const end = start + length;
  const order = u16(bytes, tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1; // "II" little endian, "MM" big endian
  const little = order === 0x4949;
  if (u16(bytes, tiff + 2, little) !== 42) return 1;
  const ifd = tiff + u32(bytes, tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = u16(bytes, ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(bytes, entry, little) !== 0x0112) continue;
    const value = u16(bytes, entry + 8, little); // SHORT, left-justified in the value field
    return value >= 1 && value <= 8 ? (value as ExifOrientation) : 1;
  }
  return 1;
}

function readJpeg(bytes: Uint8Array): HeaderRead {
  let orientation: ExifOrientation = 1;
  let at = 2; // after SOI
  for (;;) {
    // Markers may be preceded by fill bytes (0xFF).
    while (at < bytes.length && bytes[at] === 0xff && bytes[at + 1] === 0xff) at++;
    if (at + 4 > bytes.length) return { status: 'incomplete' };
    if (bytes[at] !== 0xff) return { status: 'invalid' };
    const marker = bytes[at + 1] ?? 0;
    // Stand-alone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Image data or the end before any frame header: not an image we can size.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return { status: 'invalid' };
    const length = u16(bytes, at + 2);
    if (length < 2) return { status: 'invalid' };
    const payload = at + 4;
    if (isStartOfFrame(marker)) {
      if (payload + 5 > bytes.length) return { status: 'incomplete' };
      const height = u16(bytes, payload + 1);
      const width = u16(bytes, payload + 3);
      // A height of 0 (set later by a DNL marker) is legal but nothing a camera writes.
      if (width === 0 || height === 0) return { status: 'invalid' };
      return { status: 'ok', header: { type: 'jpeg', width, height, orientation } };
    }
    if (marker === 0xe1 && orientation === 1) {
      if (payload + length - 2 > bytes.length) return { status: 'incomplete' };
      orientation = exifOrientation(bytes, payload, length - 2);
    }
    at = payload + length - 2;
  }
}

/** Reads the type, stored size and orientation from the first bytes of a file. */
export function readImageHeader(bytes: Uint8Array): HeaderRead {
  const type = sniffImageType(bytes);
  if (type === 'png') return readPng(bytes);
  if (type === 'jpeg') return readJpeg(bytes);
  // Too few bytes to tell a PNG from anything else yet.
  if (
    bytes.length < PNG_SIGNATURE.length &&
    PNG_SIGNATURE.slice(0, bytes.length).every((b, i) => bytes[i] === b)
  )
    return { status: 'incomplete' };
  return { status: 'invalid' };
}

/** The size as the photo is seen: orientations 5 to 8 turn it by 90 degrees. */
export const uprightSize = ({ width, height, orientation }: ImageHeader): Size =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

/**
 * The rules of spec 5 for one file of `byteSize` bytes whose header read gave `read` (an
 * 'incomplete' read of the whole file is a broken file). Undefined: the photo may be processed.
 * The minimum side does not depend on the orientation (turning swaps the sides, the shorter one
 * stays the shorter one), so a 539x2000 photo is refused however it is turned.
 */
export function photoProblem(byteSize: number, read: HeaderRead): PhotoProblem | undefined {
  if (byteSize >= MAX_IMAGE_BYTES) return 'invalidImageSize';
  if (read.status !== 'ok') return 'invalidImage';
  const { width, height } = read.header;
  if (width * height > MAX_IMAGE_PIXELS) return 'invalidImage';
  if (Math.min(width, height) < MIN_IMAGE_SIDE_PX) return 'imageSize';
  return undefined;
}

/**
 * The size a photo of `size` (upright) is stored at: fit inside 1920 wide and 1080 high, keeping
 * its proportions, never enlarged: what sharp's `resize(1920, 1080, {fit: 'inside',
 * withoutEnlargement: true})` gives on the server (server/services/photo-renditions.ts), so a
 * photo the app processed is not resized again there. A portrait photo is 1080 high too.
 */
export function targetSize({ width, height }: Size): Size {
  const shrink = Math.max(width / IMAGE_RESIZE.maxWidth, height / IMAGE_RESIZE.maxHeight);
  if (shrink <= 1) return { width, height };
  return {
    width: Math.max(1, Math.round(width / shrink)),
    height: Math.max(1, Math.round(height / shrink)),
  };
}

/**
 * The steps from `from` down to `to`: halve while the half is still at least the target, then one
 * last step to the target. No step shrinks by more than half, so a smoothing filter sees every
 * source pixel and fine patterns (a phone's grille, text) do not alias as they would in one big
 * step. Empty when nothing is to be done.
 */
export function downscalePlan(from: Size, to: Size): Size[] {
  const steps: Size[] = [];
  let { width, height } = from;
  while (width / 2 >= to.width && height / 2 >= to.height) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    steps.push({ width, height });
  }
  if (width !== to.width || height !== to.height) steps.push({ ...to });
  return steps;
}

/** Two photos with the same name and size are the same photo (spec 5). */
export const photoKey = (photo: { name: string; size: number }) => `${photo.size}:${photo.name}`;

/**
 * Of `files` added to an ad that has `current` photos: the ones to take, in order. Duplicates
 * (same name and size, of a photo already there or earlier in `files`) are ignored, and no more
 * are taken than fit beside the `counted` photos (those not refused) up to IMAGES_PER_AD.max.
 */
export function photosToAdd<F extends { name: string; size: number }>(
  current: readonly { name: string; size: number }[],
  counted: number,
  files: readonly F[],
): F[] {
  const seen = new Set(current.map(photoKey));
  const room = Math.max(0, IMAGES_PER_AD.max - counted);
  const taken: F[] = [];
  for (const file of files) {
    if (taken.length >= room) break;
    const key = photoKey(file);
    if (seen.has(key)) continue;
    seen.add(key);
    taken.push(file);
  }
  return taken;
}
