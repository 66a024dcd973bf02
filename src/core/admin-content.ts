// The console's content section (issue 18, docs/admin.md "Content"): pages and magazine articles,
// written as Markdown (src/core/markdown.ts renders it), German and English, draft or published.
//
//   GET  /hm/v1/admin/content                 -> AdminContentItem[] (pages, then posts; both languages)
//   GET  /hm/v1/admin/content/{kind}/{id}     -> AdminContentDetail            (kind: pages | posts)
//   PUT  /hm/v1/admin/content/{kind}/{id}     {title, markdown, status} -> AdminContentDetail
//   POST /hm/v1/admin/content/posts           {slug, lang, title, markdown, status} -> 201 AdminContentDetail
//
// 404 hm_content_not_found for an unknown id; 409 hm_content_exists for a post whose slug and
// language are taken. Each change writes one audit entry (`page.update`, `post.create`,
// `post.update`) with the changed fields before and after. A draft is never served by
// /wp/v2/pages or /wp/v2/posts. An edited page is no longer overwritten by the start's page sync.
import * as v from 'valibot';
import { safeString } from './boundaries.ts';
import { LOCALES } from './constants.ts';

export const CONTENT_STATUSES = ['publish', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_KINDS = ['pages', 'posts'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_MARKDOWN_MAX = 100_000;

export const AdminContentItemSchema = v.object({
  kind: v.picklist(CONTENT_KINDS),
  id: v.number(),
  slug: v.string(),
  lang: v.picklist(LOCALES),
  title: v.string(),
  status: v.picklist(CONTENT_STATUSES),
  /** When an operator last saved it; null: as the code ships it. */
  edited_at: v.nullable(v.string()),
});
export type AdminContentItem = v.InferOutput<typeof AdminContentItemSchema>;

export const AdminContentDetailSchema = v.object({
  ...AdminContentItemSchema.entries,
  /** The Markdown to edit (for shipped content: derived from its HTML). */
  markdown: v.string(),
  /** The HTML served (with `{{operator.x}}` placeholders as stored). */
  html: v.string(),
});
export type AdminContentDetail = v.InferOutput<typeof AdminContentDetailSchema>;

const title = v.pipe(safeString(CONTENT_TITLE_MAX), v.trim(), v.minLength(1, 'must not be empty'));
const markdown = safeString(CONTENT_MARKDOWN_MAX);
const status = v.picklist(CONTENT_STATUSES, 'must be publish or draft');

export const ContentUpdateSchema = v.strictObject({ title, markdown, status }, 'is not a known field');
export type ContentUpdate = v.InferOutput<typeof ContentUpdateSchema>;

export const PostCreateSchema = v.strictObject(
  {
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a slug'), v.maxLength(120)),
    lang: v.picklist(LOCALES, 'must be de or en'),
    title,
    markdown,
    status,
  },
  'is not a known field',
);
export type PostCreate = v.InferOutput<typeof PostCreateSchema>;

export const ContentKindSchema = v.picklist(CONTENT_KINDS, 'must be pages or posts');
