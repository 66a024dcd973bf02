// Static pages and magazine articles (spec sections 2.1 and 3, Page), WordPress shaped.
import * as v from 'valibot';
import { IdSchema, intString, queryParams } from './boundaries.ts';
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

export const PageQuerySchema = queryParams({ slug, lang });

export const PostQuerySchema = queryParams({
  slug: v.optional(slug),
  lang,
  page: v.optional(intString(1, 9999), '1'),
  per_page: v.optional(intString(1, 100), '10'),
});

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

/** Who runs the marketplace (the imprint's details), from the server's OPERATOR_* settings. */
export const OperatorSchema = v.object({
  name: v.string(),
  address: v.string(),
  email: v.string(),
  phone: v.string(),
  register: v.string(),
  representative: v.string(),
  vat_id: v.string(),
});
export type Operator = v.InferOutput<typeof OperatorSchema>;

/** The about page's slug per language (spec 7: GET /wp/v2/pages?slug=about or about-en). */
export const aboutSlug = (lang: string): string => (lang === 'en' ? 'about-en' : 'about');

export const SettingsSchema = v.object({
  total_products: v.number(),
  advertise_url: v.nullable(v.string()),
  gmap_api_key: v.string(),
  map_tile_url: v.string(),
  paypal_client: v.string(),
  currency: v.string(),
  country: v.string(),
  /** Optional: settings kept on a device before the server sent it still read. */
  operator: v.optional(OperatorSchema),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;
