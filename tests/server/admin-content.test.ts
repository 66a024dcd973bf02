// Issue 18, the console's content section: pages and magazine articles edited as Markdown in
// German and English, drafts never served, each save audited in its own transaction, and an
// operator's page kept through the page sync every start runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { localStorage } from '../../server/adapters/storage.ts';
import { articles, media, pages } from '../../server/db/schema.ts';
import { syncStaticPages } from '../../server/db/seed/catalogue-seed.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { DEMO_OPERATOR } from '../../server/operator-config.ts';
import { sweepOnce } from '../../server/services/expiry-sweep.ts';
import { ORPHAN_MEDIA_TTL_MS } from '../../src/core/media.ts';
import type { AdminContentDetail, AdminContentItem } from '../../src/core/admin-content.ts';
import type { Page, Post } from '../../src/core/content.ts';
import { auditEntries, makeAdmin } from './support/admin.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { photo, uploadRaw } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const CONTENT = '/wp-json/hm/v1/admin/content';
const PAGES = '/wp-json/wp/v2/pages';
const POSTS = '/wp-json/wp/v2/posts';

let token = '';
let adminId = 0;
beforeEach(async () => {
  const admin = await server.register();
  await makeAdmin(server, admin);
  token = admin.token;
  adminId = admin.user_id;
});

// Pages and articles are kept from file to file (a shared PostgreSQL): put them back as shipped.
afterAll(async () => {
  await server.db.delete(articles).where(like(articles.slug, 'konsole-%'));
  await server.db.update(pages).set({ markdown: null, status: 'publish', editedAt: null });
  await syncStaticPages(server.db);
});

const pageId = async (slug: string, lang: string): Promise<number> => {
  const [row] = await server.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.lang, lang)));
  if (!row) throw new Error(`no page ${slug} ${lang}`);
  return row.id;
};

const publicPage = async (slug: string, lang: string) =>
  (await server.get<Page[]>(PAGES, { slug, lang })).body[0];

const put = (kind: string, id: number, body: unknown) =>
  server.request<AdminContentDetail>('PUT', `${CONTENT}/${kind}/${id}`, { token, body });

describe('GET /hm/v1/admin/content', () => {
  it('lists every page and article in both languages with its status', async () => {
    const res = await server.request<AdminContentItem[]>('GET', CONTENT, { token });
    expect(res.status).toBe(200);
    const faq = res.body.filter((i) => i.kind === 'pages' && i.slug === 'faq');
    expect(faq.map((i) => i.lang).sort()).toEqual(['de', 'en']);
    expect(faq[0]).toMatchObject({ status: 'publish', edited_at: null });
    expect(res.body.some((i) => i.kind === 'posts' && i.lang === 'en')).toBe(true);
  });

  it('gives a shipped page as Markdown to edit, beside the HTML it serves', async () => {
    const id = await pageId('faq', 'de');
    const res = await server.request<AdminContentDetail>('GET', `${CONTENT}/pages/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.markdown).toMatch(/^### Kostet das Verkaufen/);
    expect(res.body.markdown).not.toContain('<');
    expect(res.body.html).toContain('<h3>Kostet das Verkaufen');
  });

  it('answers 404 hm_content_not_found for an unknown id, 400 for a bad kind', async () => {
    const missing = await server.request<{ code: string }>('GET', `${CONTENT}/pages/999999`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('hm_content_not_found');
    expect((await server.request('GET', `${CONTENT}/drafts/1`, { token })).status).toBe(400);
  });
});

describe('PUT /hm/v1/admin/content/pages/{id}', () => {
  it('changes a page in German and in English, served at once with the operator filled in', async () => {
    const de = await put('pages', await pageId('impressum', 'de'), {
      title: 'Impressum neu',
      markdown: '## Anbieter\n\n**{{operator.name}}**, {{operator.address}}',
      status: 'publish',
    });
    const en = await put('pages', await pageId('impressum', 'en'), {
      title: 'Legal notice, new',
      markdown: '## Provider\n\n[Contact](/page/support)',
      status: 'publish',
    });
    expect(de.status).toBe(200);
    expect(en.status).toBe(200);
    expect(de.body.edited_at).not.toBeNull();

    const dePage = await publicPage('impressum', 'de');
    expect(dePage?.title.rendered).toBe('Impressum neu');
    expect(dePage?.content.rendered).toBe(
      `<h2>Anbieter</h2>\n<p><strong>${DEMO_OPERATOR.name}</strong>, ${DEMO_OPERATOR.address}</p>`,
    );
    const enPage = await publicPage('impressum', 'en');
    expect(enPage?.content.rendered).toBe('<h2>Provider</h2>\n<p><a href="/page/support">Contact</a></p>');
  });

  it('serves the Markdown safely: HTML, script links and event attributes come out inert', async () => {
    await put('pages', await pageId('support', 'de'), {
      title: 'Hilfe',
      markdown: '<script>alert(1)</script>\n\n[klick](javascript:alert(1))\n\n<img src=x onerror=alert(1)>',
      status: 'publish',
    });
    const html = (await publicPage('support', 'de'))?.content.rendered ?? '';
    expect(html).not.toMatch(/<script|<img|href=/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('writes one audit entry with the changed fields before and after', async () => {
    const id = await pageId('faq', 'en');
    const before = await server.request<AdminContentDetail>('GET', `${CONTENT}/pages/${id}`, { token });
    await put('pages', id, { title: 'FAQ', markdown: before.body.markdown, status: 'publish' });

    const entries = await auditEntries(server);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      action: 'page.update',
      objectType: 'page',
      objectId: String(id),
      before: { title: 'Frequently asked questions' },
      after: { title: 'FAQ' },
    });
  });

  it('makes no change when its audit entry cannot be written (one transaction)', async () => {
    const id = await pageId('about', 'de');
    const shipped = await publicPage('about', 'de');
    await server.db.execute(
      sql`ALTER TABLE audit_log ADD CONSTRAINT test_no_page_audit CHECK (action <> 'page.update')`,
    );
    try {
      const res = await put('pages', id, { title: 'Kaputt', markdown: 'x', status: 'publish' });
      expect(res.status).toBe(500);
    } finally {
      await server.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT test_no_page_audit`);
    }
    expect(await publicPage('about', 'de')).toEqual(shipped);
  });

  it('keeps an edited page through the page sync of the next start, and still syncs the others', async () => {
    await put('pages', await pageId('termsandconditions', 'de'), {
      title: 'AGB (Betreiber)',
      markdown: 'Unsere eigenen AGB.',
      status: 'publish',
    });
    await server.db
      .update(pages)
      .set({ content: '<p>alt</p>' })
      .where(and(eq(pages.slug, 'termsandconditions'), eq(pages.lang, 'en')));

    await seedIfEmpty(server.db, localStorage(mkdtempSync(join(tmpdir(), 'hm-pages-'))), { demo: false });

    expect((await publicPage('termsandconditions', 'de'))?.content.rendered).toBe(
      '<p>Unsere eigenen AGB.</p>',
    );
    expect((await publicPage('termsandconditions', 'en'))?.content.rendered).not.toBe('<p>alt</p>');
  });

  it('never serves a draft page publicly', async () => {
    const id = await pageId('privacy-policy', 'en');
    const detail = await server.request<AdminContentDetail>('GET', `${CONTENT}/pages/${id}`, { token });
    await put('pages', id, { title: 'Privacy', markdown: detail.body.markdown, status: 'draft' });
    expect(await publicPage('privacy-policy', 'en')).toBeUndefined();
    await put('pages', id, { title: 'Privacy', markdown: detail.body.markdown, status: 'publish' });
    expect((await publicPage('privacy-policy', 'en'))?.title.rendered).toBe('Privacy');
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const id = await pageId('faq', 'de');
    for (const body of [
      { title: '', markdown: 'x', status: 'publish' },
      { title: 'x', markdown: 'x', status: 'live' },
      { title: 'x', markdown: 'x', status: 'publish', html: '<b>' },
      { title: 'x', markdown: 'a\u0000b', status: 'publish' },
    ]) {
      expect((await put('pages', id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditEntries(server)).toEqual([]);
  });
});

describe('POST /hm/v1/admin/content/posts', () => {
  const article = {
    slug: 'konsole-neues-iphone',
    lang: 'de',
    title: 'Das neue iPhone',
    markdown: 'Ein **neues** Modell.\n\n![Das Foto](/uploads/2026/11/foto.jpg)',
    status: 'draft',
  };

  it('creates an article as a draft, served only once published', async () => {
    const created = await server.request<AdminContentDetail>('POST', `${CONTENT}/posts`, {
      token,
      body: article,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'posts', slug: article.slug, status: 'draft' });
    const served = async () => (await server.get<Post[]>(POSTS, { slug: article.slug, lang: 'de' })).body;
    expect(await served()).toEqual([]);
    const list = (await server.get<Post[]>(POSTS, { lang: 'de', per_page: 100 })).body;
    expect(list.map((p) => p.slug)).not.toContain(article.slug);

    const published = await put('posts', created.body.id, {
      ...article,
      status: 'publish',
      slug: undefined,
      lang: undefined,
    });
    expect(published.status).toBe(200);
    const [post] = await served();
    expect(post?.content.rendered).toContain(
      '<img src="/uploads/2026/11/foto.jpg" alt="Das Foto" loading="lazy">',
    );
    expect(post?.excerpt.rendered).toBe('Ein neues Modell.');

    const actions = (await auditEntries(server)).map((e) => [e.action, e.objectId]);
    expect(actions).toEqual([
      ['post.create', String(created.body.id)],
      ['post.update', String(created.body.id)],
    ]);
  });

  it('refuses a taken slug in the same language (409), but takes it in the other', async () => {
    await server.request('POST', `${CONTENT}/posts`, { token, body: article });
    const again = await server.request<{ code: string }>('POST', `${CONTENT}/posts`, {
      token,
      body: article,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hm_content_exists');
    const en = await server.request('POST', `${CONTENT}/posts`, { token, body: { ...article, lang: 'en' } });
    expect(en.status).toBe(201);
    const rows = await server.db.select().from(articles).where(isNotNull(articles.editedAt));
    expect(rows.filter((r) => r.slug === article.slug)).toHaveLength(2);
  });

  it('refuses a bad slug or language with 400', async () => {
    for (const body of [
      { ...article, slug: 'Mit Leerzeichen' },
      { ...article, lang: 'fr' },
    ]) {
      expect((await server.request('POST', `${CONTENT}/posts`, { token, body })).status).toBe(400);
    }
  });
});

describe('a magazine article with an uploaded picture', () => {
  it('keeps the picture after the sweep that erases photos no ad took within a day', async () => {
    const upload = await uploadRaw(server.app, token, await photo({ width: 800, height: 600 }));
    expect(upload.status).toBe(201);
    const other = await uploadRaw(server.app, token, await photo({ width: 800, height: 600 }));
    const created = await server.request<AdminContentDetail>('POST', `${CONTENT}/posts`, {
      token,
      body: {
        slug: 'konsole-mit-bild',
        lang: 'de',
        title: 'Mit Bild',
        markdown: `Text\n\n![Foto](${upload.body.source_url})`,
        status: 'publish',
      },
    });
    expect(created.status).toBe(201);
    await server.db.update(media).set({ createdAt: new Date(Date.now() - ORPHAN_MEDIA_TTL_MS - 3_600_000) });

    await sweepOnce(server.db, localStorage(server.uploadsDir));

    const left = (await server.db.select({ id: media.id }).from(media)).map((r) => r.id);
    expect(left).toEqual([upload.body.id]);
    expect(left).not.toContain(other.body.id);
    const [post] = (await server.get<Post[]>(POSTS, { slug: 'konsole-mit-bild', lang: 'de' })).body;
    expect(post?.content.rendered).toContain(`<img src="${upload.body.source_url}" alt="Foto"`);
  });
});
