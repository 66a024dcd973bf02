// Turns an image into what we store: the real content decoded (not trusted from its name),
// turned upright, metadata stripped (EXIF GPS would reveal a seller's home), at most 1920x1080,
// plus a small rendition for lists.
import sharp from 'sharp';
import { IMAGE_RESIZE } from '../../src/core/constants.ts';

export const THUMBNAIL_WIDTH = 480;

export interface Renditions {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export async function makeRenditions(input: Uint8Array): Promise<Renditions> {
  const quality = Math.round(IMAGE_RESIZE.jpegQuality * 100);
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
  const upright = sharp(input, { failOn: 'error' }).rotate();
  const { data: full, info } = await upright
    .clone()
    .resize(IMAGE_RESIZE.maxWidth, IMAGE_RESIZE.maxHeight, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await upright
    .clone()
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_WIDTH, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
  return { full, thumb, width: info.width, height: info.height };
}
