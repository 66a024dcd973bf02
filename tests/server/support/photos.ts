// Real image files for the media tests, made by sharp (or by hand, for a decompression bomb),
// and uploads in both of the forms POST /wp/v2/media takes.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { Media } from '../../../src/core/media.ts';
import { send, type ApiResponse } from './http.ts';
import type { App } from './server.ts';

export const MEDIA = '/wp-json/wp/v2/media';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** Where a camera photo was taken: what a seller's photo must never give away. */
export const GPS_EXIF = {
  IFD0: { Make: 'Handyhersteller', Model: 'Testkamera', Artist: 'Erika Musterfrau' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '52/1 31/1 12/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '13/1 24/1 18/1',
  },
};

export interface PhotoOptions {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'gif' | 'webp';
  /** EXIF orientation (6: shown turned a quarter clockwise). */
  orientation?: number;
  /** Camera EXIF with a GPS position (JPEG only). */
  gps?: boolean;
}

/** The left half red, the right half blue, so a turned photo shows which way it turned. */
export async function photo(o: PhotoOptions): Promise<Uint8Array> {
  const half = await sharp({
    create: { width: Math.max(1, Math.floor(o.width / 2)), height: o.height, channels: 3, background: RED },
  })
    .png()
    .toBuffer();
  let image = sharp({
    create: { width: o.width, height: o.height, channels: 3, background: BLUE },
  }).composite([{ input: half, left: 0, top: 0 }]);
  const format = o.format ?? 'jpeg';
  if (format !== 'jpeg') return new Uint8Array(await image.toFormat(format).toBuffer());
  image = image.jpeg({ quality: 90 });
  if (o.gps) image = image.withExif(GPS_EXIF);
  if (o.orientation) image = image.withMetadata({ orientation: o.orientation });
  return new Uint8Array(await image.toBuffer());
}

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A valid 1-bit greyscale PNG of `width` x `height` white pixels: a few kilobytes that declare
 * hundreds of megapixels (a decompression bomb).
 */
export function pixelBombPng(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Math.ceil(width / 8) + 1;
  const rows = Buffer.alloc(row * height, 0xff);
  for (let y = 0; y < height; y += 1) rows[y * row] = 0; // filter byte: none
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export type MediaAnswer = ApiResponse<Media & ApiErrorBody>;

/** The WordPress raw form: the file is the body. */
export function uploadRaw(
  app: App,
  token: string | undefined,
  file: Uint8Array,
  opts: { filename?: string; headers?: Record<string, string> } = {},
): Promise<MediaAnswer> {
  return send(app, MEDIA, {
    method: 'POST',
    body: new Uint8Array(file),
    headers: {
      'content-type': 'image/jpeg',
      'content-disposition': `attachment; filename="${opts.filename ?? 'foto.jpg'}"`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...opts.headers,
    },
  });
}

/** multipart/form-data with the file in `file` (each call makes a new boundary, as browsers do). */
export function uploadForm(
  app: App,
  token: string | undefined,
  file: Uint8Array,
  opts: { filename?: string; field?: string; headers?: Record<string, string> } = {},
): Promise<MediaAnswer> {
  const form = new FormData();
  form.append('title', 'Foto');
  form.append(
    opts.field ?? 'file',
    new Blob([new Uint8Array(file)], { type: 'image/jpeg' }),
    opts.filename ?? 'foto.jpg',
  );
  return send(app, MEDIA, {
    method: 'POST',
    body: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
  });
}

/** Every file under `dir` (relative paths, sorted); none when it does not exist. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else found.push(`${prefix}${name}`);
    }
  };
  walk(dir, '');
  return found.sort();
}
