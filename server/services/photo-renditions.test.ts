// Photo renditions (spec 5: at most 1920x1080, jpeg quality 0.7): real decoding with sharp,
// turned upright, metadata stripped (EXIF GPS would reveal where a seller lives), a thumbnail.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_RESIZE } from '../../src/core/constants.ts';
import { inspectPhoto, makeRenditions, MEDIUM_WIDTH, THUMBNAIL_WIDTH } from './photo-renditions.ts';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/**
 * A camera-like JPEG: the left half red, the right half blue, with EXIF (camera make, GPS-ish
 * text) and, when given, an orientation tag.
 */
async function photo(opts: { width: number; height: number; orientation?: number; format?: 'jpeg' | 'png' }) {
  const { width, height } = opts;
  const half = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: RED } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: half, left: 0, top: 0 },
  ]);
  if (opts.format === 'png') return image.png().toBuffer();
  image = image.jpeg({ quality: 90 }).withExif({
    IFD0: { Make: 'Handyhersteller', Model: 'Testkamera', ImageDescription: 'Musterstrasse 1, Berlin' },
  });
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  return image.toBuffer();
}

/** The average colour of a small square around a point. */
async function colourAt(jpeg: Buffer, x: number, y: number) {
  const { data } = await sharp(jpeg)
    .extract({ left: x, top: y, width: 8, height: 8 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channel = (c: number) => {
    let sum = 0;
    for (let i = c; i < data.length; i += 3) sum += data[i] ?? 0;
    return sum / (data.length / 3);
  };
  return { r: channel(0), g: channel(1), b: channel(2) };
}
const isRed = (c: { r: number; b: number }) => c.r > 150 && c.b < 100;
const isBlue = (c: { r: number; b: number }) => c.b > 150 && c.r < 100;

/** Built once: decoding 12 megapixels is the slow part of this file. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const cameraPhoto = once(() => photo({ width: 4000, height: 3000, orientation: 6 }));
const cameraRenditions = once(async () => makeRenditions(await cameraPhoto()));

describe('makeRenditions', () => {
  it('checks the fixture: the camera photo really carries EXIF and orientation 6', async () => {
    const input = await cameraPhoto();
    const meta = await sharp(input).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);
    expect(meta.exif).toBeDefined();
  });

  it('scales a 2000x1500 landscape photo to 1440x1080, a 480 wide thumbnail alongside', async () => {
    const out = await makeRenditions(await photo({ width: 2000, height: 1500 }));
    expect([out.width, out.height]).toEqual([1440, 1080]);
    const full = await sharp(out.full).metadata();
    const thumb = await sharp(out.thumb).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1440, 1080]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 480, 360]);
  });

  it('turns a photo taken upright (EXIF orientation 6) the right way up, within 1920x1080', async () => {
    const out = await cameraRenditions();
    // Stored 4000x3000 but shown 3000x4000: portrait, scaled to the 1080 height limit.
    expect([out.width, out.height]).toEqual([810, 1080]);
    const full = await sharp(out.full).metadata();
    expect([full.width, full.height]).toEqual([810, 1080]);
    expect(full.width).toBeLessThanOrEqual(IMAGE_RESIZE.maxWidth);
    expect(full.height).toBeLessThanOrEqual(IMAGE_RESIZE.maxHeight);
    // Orientation 6 means "rotate 90° clockwise to show": the stored left (red) half is on top.
    expect(isRed(await colourAt(out.full, 400, 20))).toBe(true);
    expect(isBlue(await colourAt(out.full, 400, 1050))).toBe(true);
  });

  it('keeps no EXIF or other metadata, and no orientation tag to turn it again', async () => {
    const out = await cameraRenditions();
    for (const rendition of [out.full, out.thumb, out.medium, out.webp]) {
      const meta = await sharp(rendition).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(rendition.includes(Buffer.from('Musterstrasse'))).toBe(false);
      expect(rendition.includes(Buffer.from('Handyhersteller'))).toBe(false);
    }
  });

  it('makes an upright thumbnail at most 480 px on its longer side', async () => {
    const out = await cameraRenditions();
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([360, THUMBNAIL_WIDTH]);
    expect(isRed(await colourAt(out.thumb, 170, 5))).toBe(true);
  });

  it('does not enlarge a small photo', async () => {
    const out = await makeRenditions(await photo({ width: 800, height: 600 }));
    expect([out.width, out.height]).toEqual([800, 600]);
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 360]);
  });

  it('re-encodes a PNG as JPEG', async () => {
    const out = await makeRenditions(await photo({ width: 1200, height: 1200, format: 'png' }));
    expect((await sharp(out.full).metadata()).format).toBe('jpeg');
    expect([out.width, out.height]).toEqual([1080, 1080]);
  });

  it('makes a detail size at most 960 px and a WebP of the full size, and says their sizes', async () => {
    const out = await makeRenditions(await photo({ width: 2000, height: 1500 }));
    const medium = await sharp(out.medium).metadata();
    const webp = await sharp(out.webp).metadata();
    expect([medium.format, medium.width, medium.height]).toEqual(['jpeg', MEDIUM_WIDTH, 720]);
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 1440, 1080]);
    expect(out.sizes).toEqual({
      thumbnail: { width: 480, height: 360 },
      medium: { width: 960, height: 720 },
      webp: { width: 1440, height: 1080 },
    });
  });

  it('rejects a file that is no image, whatever it is called', async () => {
    await expect(makeRenditions(Buffer.from('%PDF-1.7 not a photo at all'))).rejects.toThrow();
    await expect(makeRenditions(new Uint8Array(0))).rejects.toThrow();
  });
});

describe('inspectPhoto', () => {
  it('takes PNG and JPEG of at least 540x540 and answers the size as shown', async () => {
    expect(await inspectPhoto(await photo({ width: 540, height: 540, format: 'png' }))).toEqual({
      width: 540,
      height: 540,
    });
    expect(await inspectPhoto(await photo({ width: 1200, height: 800, orientation: 6 }))).toEqual({
      width: 800,
      height: 1200,
    });
  });

  it('names what is wrong: another format, too small, not an image', async () => {
    const gif = await sharp({ create: { width: 600, height: 600, channels: 3, background: RED } })
      .gif()
      .toBuffer();
    expect(await inspectPhoto(gif)).toEqual({ problem: 'invalid_type' });
    expect(await inspectPhoto(Buffer.from('kein Bild'))).toEqual({ problem: 'invalid_type' });
    expect(await inspectPhoto(await photo({ width: 539, height: 2000 }))).toEqual({ problem: 'too_small' });
  });
});
