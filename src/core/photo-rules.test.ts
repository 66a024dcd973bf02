// The photo rules of spec 5 on real image files made here with sharp: judged from the header,
// before any decoding, by content and never by name.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_RESIZE, MAX_IMAGE_BYTES } from './constants.ts';
import {
  downscalePlan,
  HEADER_PROBE_BYTES,
  photoProblem,
  photosToAdd,
  readImageHeader,
  sniffImageType,
  targetSize,
  uprightSize,
  type HeaderRead,
} from './photo-rules.ts';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
const png = (width: number, height: number) => blank(width, height).png().toBuffer();
const jpeg = (width: number, height: number) => blank(width, height).jpeg().toBuffer();
const bytes = (buffer: Buffer) => new Uint8Array(buffer);

/** What the worker does: read the first bytes, more if the header is further in, then judge. */
function judge(file: Buffer): { read: HeaderRead; problem: ReturnType<typeof photoProblem> } {
  let read: HeaderRead = { status: 'incomplete' };
  for (const probe of [...HEADER_PROBE_BYTES, file.length]) {
    read = readImageHeader(bytes(file.subarray(0, probe)));
    if (read.status !== 'incomplete') break;
  }
  return { read, problem: photoProblem(file.length, read) };
}

const header = (read: HeaderRead) => (read.status === 'ok' ? read.header : undefined);

describe('photo type by content', () => {
  it('reads size and type of a PNG and a JPEG from their headers', async () => {
    expect(header(judge(await png(800, 600)).read)).toEqual({
      type: 'png',
      width: 800,
      height: 600,
      orientation: 1,
    });
    expect(header(judge(await jpeg(640, 960)).read)).toEqual({
      type: 'jpeg',
      width: 640,
      height: 960,
      orientation: 1,
    });
  });

  it('reads a progressive JPEG', async () => {
    const file = await blank(1200, 900).jpeg({ progressive: true }).toBuffer();
    expect(judge(file)).toEqual({
      read: { status: 'ok', header: { type: 'jpeg', width: 1200, height: 900, orientation: 1 } },
      problem: undefined,
    });
  });

  it('accepts a PNG named .jpg: the name is never read, the content says PNG', async () => {
    const file = new File([await png(1000, 1000)], 'photo.jpg', { type: 'image/jpeg' });
    const read = readImageHeader(new Uint8Array(await file.arrayBuffer()));
    expect(header(read)?.type).toBe('png');
    expect(photoProblem(file.size, read)).toBeUndefined();
  });

  it('refuses a GIF, a WebP and a text file whatever they are called', async () => {
    const gif = await blank(800, 800).gif().toBuffer();
    const webp = await blank(800, 800).webp().toBuffer();
    const text = Buffer.from('Hallo, ich bin kein Foto.\n'.repeat(100));
    for (const file of [gif, webp, text]) {
      expect(sniffImageType(bytes(file))).toBeUndefined();
      expect(judge(file).problem).toBe('invalidImage');
    }
  });

  it('refuses an empty file and a JPEG cut off before its size', async () => {
    expect(judge(Buffer.alloc(0)).problem).toBe('invalidImage');
    const cut = (await jpeg(800, 800)).subarray(0, 100);
    expect(readImageHeader(bytes(cut))).toEqual({ status: 'incomplete' });
    expect(judge(cut).problem).toBe('invalidImage');
  });

  it('finds the size behind a large metadata segment by reading further', async () => {
    const file = await jpeg(1600, 1200);
    // Two APP2 segments (as a large ICC profile would be) of 60,000 bytes after the start marker.
    const segment = Buffer.alloc(60_002);
    segment.writeUInt16BE(0xffe2, 0);
    segment.writeUInt16BE(60_000, 2);
    const big = Buffer.concat([file.subarray(0, 2), segment, segment, file.subarray(2)]);
    expect(readImageHeader(bytes(big.subarray(0, HEADER_PROBE_BYTES[0])))).toEqual({ status: 'incomplete' });
    expect(header(judge(big).read)).toMatchObject({ width: 1600, height: 1200 });
    expect(judge(big).problem).toBeUndefined();
  });
});

describe('photo size rules', () => {
  it('refuses a tiny photo (10x10)', async () => {
    expect(judge(await png(10, 10)).problem).toBe('imageSize');
  });

  it('accepts exactly 540x540 and refuses 539x2000 and 2000x539', async () => {
    expect(judge(await png(540, 540)).problem).toBeUndefined();
    expect(judge(await jpeg(540, 540)).problem).toBeUndefined();
    expect(judge(await png(539, 2000)).problem).toBe('imageSize');
    expect(judge(await jpeg(2000, 539)).problem).toBe('imageSize');
  });

  // Encoding a real 48-megapixel JPEG to judge takes seconds on a busy machine.
  it('accepts a huge photo (8000x6000) and plans it down to 1440x1080', { timeout: 30_000 }, async () => {
    const file = await jpeg(8000, 6000);
    const { read, problem } = judge(file);
    expect(problem).toBeUndefined();
    const upright = uprightSize(header(read)!);
    expect(upright).toEqual({ width: 8000, height: 6000 });
    expect(targetSize(upright)).toEqual({ width: 1440, height: 1080 });
    expect(downscalePlan(upright, targetSize(upright))).toEqual([
      { width: 4000, height: 3000 },
      { width: 2000, height: 1500 },
      { width: 1440, height: 1080 },
    ]);
  });

  it('refuses a header claiming more pixels than any camera makes (a decompression bomb)', async () => {
    const file = Buffer.from(await jpeg(600, 600));
    const sof = file.findIndex((b, i) => b === 0xff && file[i + 1] === 0xc0);
    file.writeUInt16BE(60_000, sof + 5); // height
    file.writeUInt16BE(60_000, sof + 7); // width
    expect(header(judge(file).read)).toMatchObject({ width: 60_000, height: 60_000 });
    expect(judge(file).problem).toBe('invalidImage');
  });

  it('refuses 50 MiB or more and accepts a byte less', async () => {
    const photo = await jpeg(1000, 1000);
    const atLimit = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES - photo.length)]);
    expect(atLimit.length).toBe(MAX_IMAGE_BYTES);
    expect(judge(atLimit).problem).toBe('invalidImageSize');
    expect(judge(atLimit.subarray(0, MAX_IMAGE_BYTES - 1)).problem).toBeUndefined();
  });

  it('swaps width and height of a photo turned by its EXIF orientation (6)', async () => {
    const file = await blank(2000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(file).metadata()).orientation).toBe(6);
    const stored = header(judge(file).read)!;
    expect(stored).toEqual({ type: 'jpeg', width: 2000, height: 1000, orientation: 6 });
    expect(uprightSize(stored)).toEqual({ width: 1000, height: 2000 });
    // Upright it is a portrait photo: 1080 high, as the server stores it.
    expect(targetSize(uprightSize(stored))).toEqual({ width: 540, height: 1080 });
  });

  it('refuses a 2000x539 photo turned upright to 539x2000 as well', async () => {
    const file = await blank(2000, 539).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const { read, problem } = judge(file);
    expect(uprightSize(header(read)!)).toEqual({ width: 539, height: 2000 });
    expect(problem).toBe('imageSize');
  });
});

describe('resize target', () => {
  it('fits inside 1920x1080 exactly as the server (sharp fit inside, not enlarged) does', async () => {
    const sizes = [
      [4000, 3000],
      [3000, 4000],
      [4032, 3024],
      [1920, 1080],
      [1921, 1081],
      [5000, 3001],
      [3001, 1999],
      [2000, 2000],
      [7000, 600],
      [1000, 800],
      [540, 540],
    ] as const;
    for (const [width, height] of sizes) {
      const { info } = await blank(width, height)
        .resize(IMAGE_RESIZE.maxWidth, IMAGE_RESIZE.maxHeight, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(targetSize({ width, height }), `${width}x${height}`).toEqual({
        width: info.width,
        height: info.height,
      });
    }
  });

  it('plans no step larger than half, and none for a photo already small enough', () => {
    const plan = downscalePlan({ width: 4000, height: 3000 }, { width: 1440, height: 1080 });
    expect(plan).toEqual([
      { width: 2000, height: 1500 },
      { width: 1440, height: 1080 },
    ]);
    expect(downscalePlan({ width: 1600, height: 900 }, { width: 1600, height: 900 })).toEqual([]);
    expect(downscalePlan({ width: 2000, height: 1125 }, { width: 1920, height: 1080 })).toEqual([
      { width: 1920, height: 1080 },
    ]);
  });
});

describe('adding photos', () => {
  const file = (name: string, size: number) => ({ name, size });

  it('ignores duplicates (same name and size) of photos there and within the batch', () => {
    const current = [file('a.jpg', 100)];
    const added = photosToAdd(current, 1, [
      file('a.jpg', 100),
      file('a.jpg', 101),
      file('b.jpg', 100),
      file('b.jpg', 100),
    ]);
    expect(added).toEqual([file('a.jpg', 101), file('b.jpg', 100)]);
  });

  it('takes no more than fit beside the counted photos (10 at most)', () => {
    const current = Array.from({ length: 8 }, (_, i) => file(`${i}.jpg`, 1));
    const files = Array.from({ length: 5 }, (_, i) => file(`new-${i}.jpg`, 1));
    expect(photosToAdd(current, 8, files).map((f) => f.name)).toEqual(['new-0.jpg', 'new-1.jpg']);
    // Refused photos stay on screen but do not count.
    expect(photosToAdd(current, 6, files)).toHaveLength(4);
    expect(photosToAdd(current, 10, files)).toEqual([]);
  });
});
