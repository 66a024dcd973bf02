// Static pages and magazine articles (spec sections 2.1 and 3, Page), WordPress shaped.
import * as v from 'valibot';
import { IdSchema, intString } from './boundaries.ts';
import { LOCALES } from './constants.ts';

export const PAGE_SLUGS = [
  'faq',
  'termsandconditions',
  'privacy-policy',
  'support',
  'impressum',
  'about',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/, 'is not a slug'));
const lang = v.optional(v.picklist(LOCALES, 'must be de or en'), 'de');

export const PageQuerySchema = v.strictObject({ slug, lang }, 'is not a known parameter');

export const PostQuerySchema = v.strictObject(
  {
    slug: v.optional(slug),
    lang,
    page: v.optional(intString(1, 9999), '1'),
    per_page: v.optional(intString(1, 100), '10'),
  },
  'is not a known parameter',
);

const Rendered = v.object({ rendered: v.string() });

export const PageSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  lang: v.string(),
  title: Rendered,
  content: Rendered,
});
export type Page = v.InferOutput<typeof PageSchema>;

export const PostSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  lang: v.string(),
  date: v.string(),
  title: Rendered,
  excerpt: Rendered,
  content: Rendered,
});
export type Post = v.InferOutput<typeof PostSchema>;

export const SettingsSchema = v.object({
  total_products: v.number(),
  advertise_url: v.nullable(v.string()),
  gmap_api_key: v.string(),
  map_tile_url: v.string(),
  paypal_client: v.string(),
  currency: v.string(),
  country: v.string(),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;
