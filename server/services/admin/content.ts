// The console's pages and magazine articles (issue 18, src/core/admin-content.ts): the operator
// writes Markdown, the server renders it (src/core/markdown.ts, the preview's renderer) to the HTML
// /wp/v2/pages and /wp/v2/posts serve. Each save is audited in its own transaction.
import type {
  AdminContentDetail,
  AdminContentItem,
  ContentKind,
  ContentUpdate,
  PostCreate,
} from '../../../src/core/admin-content.ts';
import { htmlToMarkdown } from '../../../src/core/html-to-markdown.ts';
import { markdownExcerpt, markdownImages, renderMarkdown } from '../../../src/core/markdown.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import {
  type ArticleRow,
  findArticleById,
  findPageById,
  insertArticle,
  listAllContent,
  lockArticle,
  lockPage,
  type PageRow,
  updateArticle,
  updatePage,
} from '../../db/repositories/content.ts';
import { keepMediaForContent } from '../../db/repositories/media.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';

type Row = PageRow | ArticleRow;

const notFound = () => new ApiError(404, 'hm_content_not_found', 'No such page or article.');

const itemJson = (kind: ContentKind, row: Row): AdminContentItem => ({
  kind,
  id: row.id,
  slug: row.slug,
  lang: row.lang === 'en' ? 'en' : 'de',
  title: row.title,
  status: row.status,
  edited_at: row.editedAt?.toISOString() ?? null,
});

/** The Markdown to edit: the operator's, or for content as shipped, derived from its HTML. */
const markdownOf = (row: Row): string => row.markdown ?? htmlToMarkdown(row.content);

const detailJson = (kind: ContentKind, row: Row): AdminContentDetail => ({
  ...itemJson(kind, row),
  markdown: markdownOf(row),
  html: row.content,
});

/** The fields the change touches, before and after (for the audit entry). */
function changedFields(row: Row, next: ContentUpdate) {
  const current: ContentUpdate = { title: row.title, markdown: markdownOf(row), status: row.status };
  const before: Partial<ContentUpdate> = {};
  const after: Partial<ContentUpdate> = {};
  for (const key of ['title', 'markdown', 'status'] as const) {
    if (current[key] !== next[key]) {
      Object.assign(before, { [key]: current[key] });
      Object.assign(after, { [key]: next[key] });
    }
  }
  return { before, after };
}

export type AdminContentService = ReturnType<typeof adminContentService>;

export function adminContentService({ db, storage }: { db: Database; storage: Storage }) {
  /** Uploaded pictures the text shows stay (the sweep erases photos no ad took after a day). */
  const keepPictures = (tx: Database, markdown: string) =>
    keepMediaForContent(
      tx,
      markdownImages(markdown)
        .map((url) => storage.keyOf(url))
        .filter((key): key is string => key !== undefined),
    );
  return {
    async list(): Promise<AdminContentItem[]> {
      const { pages, articles } = await listAllContent(db);
      return [...pages.map((p) => itemJson('pages', p)), ...articles.map((a) => itemJson('posts', a))];
    },

    async get(kind: ContentKind, id: number): Promise<AdminContentDetail> {
      const row = kind === 'pages' ? await findPageById(db, id) : await findArticleById(db, id);
      if (!row) throw notFound();
      return detailJson(kind, row);
    },

    async update(kind: ContentKind, id: number, change: ContentUpdate, actorId: number) {
      return inTransaction(db, async (tx) => {
        const row = kind === 'pages' ? await lockPage(tx, id) : await lockArticle(tx, id);
        if (!row) throw notFound();
        const { before, after } = changedFields(row, change);
        const write = { ...change, content: renderMarkdown(change.markdown) };
        const saved =
          kind === 'pages'
            ? await updatePage(tx, id, write)
            : await updateArticle(tx, id, {
                ...write,
                excerpt: markdownExcerpt(change.markdown),
                // First published now: the magazine lists it as new.
                ...(row.status === 'draft' && change.status === 'publish' ? { publishedAt: new Date() } : {}),
              });
        await keepPictures(tx, change.markdown);
        await appendAudit(tx, {
          actorId,
          action: kind === 'pages' ? 'page.update' : 'post.update',
          objectType: kind === 'pages' ? 'page' : 'post',
          objectId: id,
          before,
          after,
        });
        return detailJson(kind, saved);
      });
    },

    async createPost(post: PostCreate, actorId: number): Promise<AdminContentDetail> {
      return inTransaction(db, async (tx) => {
        const row = await insertArticle(tx, {
          slug: post.slug,
          lang: post.lang,
          title: post.title,
          markdown: post.markdown,
          content: renderMarkdown(post.markdown),
          excerpt: markdownExcerpt(post.markdown),
          status: post.status,
          publishedAt: new Date(),
        });
        if (!row) {
          throw new ApiError(409, 'hm_content_exists', 'An article with this slug and language exists.', {
            slug: 'is taken in this language',
          });
        }
        await keepPictures(tx, post.markdown);
        await appendAudit(tx, {
          actorId,
          action: 'post.create',
          objectType: 'post',
          objectId: row.id,
          after: post,
        });
        return detailJson('posts', row);
      });
    },
  };
}
