// The stored copy of an ID document's side (issue 17): the upload decoded by sharp (the photo
// pipeline's library; its content decides, never its name or type), turned upright, scaled into
// ID_IMAGE_MAX_SIDE_PX, re-encoded as a JPEG without any metadata (EXIF GPS and camera data are
// gone) and marked "KOPIE" diagonally across, so the copy cannot pass for the original.
// The letters are drawn as lines, not text: no font has to be installed for the mark to appear.
import { MAX_IMAGE_PIXELS } from '../../src/core/constants.ts';
import { ID_IMAGE_MAX_SIDE_PX } from '../../src/core/id-documents.ts';

const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** "KOPIE" in a 350 x 100 box, one path per letter. */
const KOPIE_PATHS = [
  'M0 0V100M60 0L0 55M20 34L60 100', // K
  'M110 0a30 50 0 1 0 0.01 0z', // O
  'M160 100V0H190a25 25 0 0 1 0 50H160', // P
  'M250 0V100', // I
  'M350 0H290V100H350M290 50H340', // E
];

function copyMark(width: number, height: number): Buffer {
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  const scale = (0.55 * Math.hypot(width, height)) / 350;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="translate(${width / 2} ${height / 2}) rotate(${angle.toFixed(2)}) scale(${scale.toFixed(4)}) translate(-175 -50)"` +
    ` fill="none" stroke="#c00000" stroke-opacity="0.6" stroke-width="10" stroke-linecap="square">` +
    KOPIE_PATHS.map((d) => `<path d="${d}"/>`).join('') +
    `</g></svg>`;
  return Buffer.from(svg);
}

/** The marked copy of one side, or undefined when the bytes are no PNG or JPEG picture. */
export async function markedCopy(input: Uint8Array): Promise<Buffer | undefined> {
  const { default: sharp } = await import('sharp'); // loaded with the first picture, not at every start
  try {
    const meta = await sharp(input, DECODE).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') return undefined;
    const { data, info } = await sharp(input, DECODE)
      .rotate()
      .resize(ID_IMAGE_MAX_SIDE_PX, ID_IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .composite([{ input: copyMark(info.width, info.height), top: 0, left: 0 }])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // Not decodable (truncated, corrupt, too many pixels): no picture.
    return undefined;
  }
}
