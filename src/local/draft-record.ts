// One draft as the `drafts` table keeps it (src/local/drafts.ts reads and writes it): the shape and
// the parse that guards the boundary.
import * as v from 'valibot';
import { AD_FIELDS, AdLocationSchema, SINGLE_TAXONOMIES, type AdFormValues } from '../core/ad-form.ts';

const PhotoSchema = v.object({
  id: v.string(),
  name: v.string(),
  size: v.number(),
  status: v.picklist(['processing', 'ready', 'invalid']),
  progress: v.optional(v.number()),
  problem: v.optional(v.picklist(['invalidImage', 'invalidImageSize', 'imageSize', 'photoToolNotLoaded'])),
  /** While processing: the original file, so processing starts again after a reload. */
  source: v.optional(v.instance(Blob)),
  blob: v.optional(v.instance(Blob)),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  mediaId: v.optional(v.number()),
  src: v.optional(v.string()),
});
export type StoredDraftPhoto = v.InferOutput<typeof PhotoSchema>;

const FormSchema = v.object({
  photoCount: v.number(),
  terms: v.record(v.picklist(SINGLE_TAXONOMIES), v.number()),
  accessories: v.array(v.number()),
  price: v.string(),
  description: v.string(),
  location: v.nullable(AdLocationSchema),
  batteryHealth: v.string(),
  activationLockRemoved: v.optional(v.boolean()),
  repairs: v.string(),
});

/** Why the server refused the ad: its code and, for rest_invalid_param, the refused fields. */
export const DraftFailureSchema = v.object({
  code: v.string(),
  status: v.number(),
  params: v.optional(v.record(v.picklist(AD_FIELDS), v.string())),
});
export type DraftFailure = v.InferOutput<typeof DraftFailureSchema>;

export const DraftSchema = v.object({
  id: v.string(),
  userId: v.number(),
  createdAt: v.number(),
  updatedAt: v.number(),
  form: FormSchema,
  photos: v.array(PhotoSchema),
  /** draft: being written; queued: in the outbox; failed: refused by the server (see failure). */
  state: v.picklist(['draft', 'queued', 'failed']),
  failure: v.optional(DraftFailureSchema),
  /** Editing a published ad: its id and slug. */
  productId: v.optional(v.number()),
  productSlug: v.optional(v.string()),
  /** The form as loaded from the server (edit): only what changed is sent. */
  original: v.optional(FormSchema),
  /** The outbox entries of the last submission (photos, then the ad). */
  outbox: v.optional(v.array(v.number())),
});
export type StoredDraft = Omit<v.InferOutput<typeof DraftSchema>, 'form' | 'original'> & {
  form: AdFormValues;
  original?: AdFormValues | undefined;
};
