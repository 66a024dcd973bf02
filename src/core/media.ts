// A photo uploaded for an ad (POST /wp/v2/media, WordPress style): what the server answers.
// The server judges the real content (never the name), strips all metadata and keeps a JPEG of at
// most 1920x1080 plus smaller renditions; a photo no ad uses within a day is swept.
import * as v from 'valibot';
import { IdSchema } from './boundaries.ts';

export const MEDIA_SIZES = ['thumbnail', 'medium', 'webp'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];

export const MediaSizeSchema = v.object({
  source_url: v.string(),
  mime_type: v.string(),
  width: v.number(),
  height: v.number(),
});

export const MediaSchema = v.object({
  id: IdSchema,
  source_url: v.string(),
  mime_type: v.literal('image/jpeg'),
  media_details: v.object({
    width: v.number(),
    height: v.number(),
    sizes: v.record(v.picklist(MEDIA_SIZES), MediaSizeSchema),
  }),
});
export type Media = v.InferOutput<typeof MediaSchema>;

/** How long an uploaded photo waits for an ad before the sweep erases it. */
export const ORPHAN_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;
