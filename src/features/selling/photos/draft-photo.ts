// One photo of an ad being written, as the form, the draft store and the publish queue share it.
// A new photo is processed in the photo worker (photo-bridge.ts) into a JPEG blob kept in the
// draft; a photo of an ad being edited is already on the server (mediaId and src, no blob).

/**
 * Why a photo is left out (spec 8, image messages), shown as product.submit.<problem>:
 * 'invalidImage' (not a PNG or JPEG by its content, or not decodable), 'invalidImageSize' (50 MB
 * or more), 'imageSize' (a side under 540 px). Defined with the rules in src/core/photo-rules.ts.
 */
import type { PhotoProblem } from '../../../core/photo-rules.ts';

export type { PhotoProblem };

export interface DraftPhoto {
  /** Stable id within the draft (a random UUID), also the React key. */
  id: string;
  /** The original file's name and size: two photos with the same both are one (spec 5). */
  name: string;
  size: number;
  status: 'processing' | 'ready' | 'invalid';
  /** 0..1 while processing. */
  progress?: number;
  problem?: PhotoProblem;
  /**
   * While 'processing': the original file. The picker processes every 'processing' photo that has
   * one (also one restored from a draft that kept it); one without it is left to whoever is
   * processing it (the share target). Dropped once the photo is processed or refused.
   */
  source?: Blob;
  /** The processed JPEG (at most 1920x1080, quality 0.7), ready to upload. */
  blob?: Blob;
  width?: number;
  height?: number;
  /** Set once uploaded (or for a photo the ad already has). */
  mediaId?: number;
  /** Where an uploaded photo is shown from (edit: the ad's photo). */
  src?: string;
}

/** The photos that go out with the ad, in order; the first is the cover. */
export const sendablePhotos = (photos: readonly DraftPhoto[]): DraftPhoto[] =>
  photos.filter((p) => p.status === 'ready' && (p.blob !== undefined || p.mediaId !== undefined));
