// The Product entity (spec section 3) as the API returns it, and its status vocabulary.
import * as v from 'valibot';
import { IdSchema } from './boundaries.ts';
import { TAXONOMIES, TermSchema } from './catalogue.ts';
import { ModerationFlagSchema } from './moderation-flags.ts';
import { VerificationFieldsSchema } from './verification.ts';

export const PRODUCT_STATUSES = ['publish', 'private', 'expired', 'pending', 'rejected', 'trash'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Statuses anyone may read; the others belong to the ad's owner. */
export const PUBLIC_PRODUCT_STATUSES = ['publish', 'expired'] as const satisfies readonly ProductStatus[];
export const STOCK_STATUSES = ['instock', 'outofstock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const ProductImageSchema = v.object({
  id: v.optional(IdSchema),
  src: v.string(),
  /** A smaller rendition for lists, same aspect ratio. */
  thumbnail: v.optional(v.string()),
  alt: v.string(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
});
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

export const LocationSchema = v.object({
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const VendorSchema = v.object({
  id: IdSchema,
  name: v.string(),
  avatar_url: v.nullable(v.string()),
  has_paypal: v.boolean(),
  member_since: v.string(),
  ...VerificationFieldsSchema,
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

export const ProductAttributeSchema = v.object({
  taxonomy: v.picklist(TAXONOMIES),
  terms: v.array(TermSchema),
});
export type ProductAttribute = v.InferOutput<typeof ProductAttributeSchema>;

export const ProductSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  name: v.string(),
  status: v.picklist(PRODUCT_STATUSES),
  type: v.literal('simple'),
  /** Euro amount as a decimal string, WooCommerce style; "0" means none. */
  regular_price: v.string(),
  price: v.string(),
  description: v.string(),
  images: v.array(ProductImageSchema),
  vendor: VendorSchema,
  location: v.nullable(LocationSchema),
  date_created: v.string(),
  attributes: v.array(ProductAttributeSchema),
  manage_stock: v.boolean(),
  stock_quantity: v.number(),
  stock_status: v.picklist(STOCK_STATUSES),
  sold_individually: v.boolean(),
  tags: v.array(v.object({ id: IdSchema })),
  views: v.number(),
  /** The list's date: when the ad was published, or last moved to the top. */
  date_order: v.string(),
  /** When its seller last moved it to the top (once per 24 hours), or null. */
  moved_to_top_at: v.nullable(v.string()),
  /** Device facts (ours): battery health in percent (50-100) or null when not given. */
  battery_health: v.nullable(v.number()),
  /** Activation lock / Google account removed; false only for a defective phone. */
  activation_lock_removed: v.boolean(),
  /** What was repaired or replaced, '' when nothing. */
  repairs: v.string(),
  meta_data: v.array(v.object({ key: v.string(), value: v.unknown() })),
  /**
   * Why the rules held the ad back for review (issue 18, src/core/moderation-flags.ts); only in
   * answers to its seller and to admins, and only when the rules flagged it.
   */
  moderation_flags: v.optional(v.array(ModerationFlagSchema)),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** The map form: `?_fields=location,slug`. */
export const ProductMapPointSchema = v.object({ slug: v.string(), location: LocationSchema });
export type ProductMapPoint = v.InferOutput<typeof ProductMapPointSchema>;

export function attributeTerms(product: Pick<Product, 'attributes'>, taxonomy: (typeof TAXONOMIES)[number]) {
  return product.attributes.find((a) => a.taxonomy === taxonomy)?.terms ?? [];
}
