// HTTP caching (issue 33, docs/performance.md "HTTP caching"): a public GET (a list, an ad, a page,
// the catalogue) carries a strong ETag and answers If-None-Match with 304 and no body; a changed ad
// changes it at once; an answer about the caller and a private route are kept nowhere; built files
// answer conditional requests with 304 too, the hashed ones kept for a year.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/core/products.ts';
import { PRODUCTS, productPath, publishAd, seller } from './support/ad-writes.ts';
import { daysAgo } from './support/factories.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { withQuery } from './support/http.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const LIST = withQuery(PRODUCTS, { per_page: 20 });
const STRONG_TAG = /^"[A-Za-z0-9_-]+(-gzip|-deflate)?"$/;

/** A GET straight to the app, as a browser or curl sends it. */
const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });

async function expectNotModified(res: Response, tag: string) {
  expect(res.status).toBe(304);
  expect(await res.text()).toBe('');
  expect(res.headers.get('etag')).toBe(tag);
  expect(res.headers.get('cache-control')).toBe('public, no-cache');
  expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(res.headers.get('content-type')).toBeNull();
}

describe('public answers', () => {
  it('gives the home list a strong ETag, revalidated on each use, and a 304 without a body for it', async () => {
    await server.makeAd({ price: 300 });
    await server.makeAd({ price: 200 });

    const first = await get(LIST);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(STRONG_TAG);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await first.json()) as Product[]).toHaveLength(2);

    await expectNotModified(await get(LIST, { 'if-none-match': tag }), tag);
    // A list of tags, a weak form of the tag and `*` match too (weak comparison, RFC 9110 13.1.2).
    await expectNotModified(await get(LIST, { 'if-none-match': `"other", W/${tag}` }), tag);
    await expectNotModified(await get(LIST, { 'if-none-match': '*' }), tag);
    expect((await get(LIST, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('changes the tag when the seller changes the price: the old tag gets the new price', async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    const listBefore = await get(LIST);
    const adBefore = await get(productPath(ad.id));
    const listTag = listBefore.headers.get('etag') ?? '';
    const adTag = adBefore.headers.get('etag') ?? '';
    expect(adTag).toMatch(STRONG_TAG);
    expect((await get(productPath(ad.id), { 'if-none-match': adTag })).status).toBe(304);

    const edit = await server.request('PUT', productPath(ad.id), {
      token: me.token,
      body: { regular_price: '123' },
    });
    expect(edit.status).toBe(200);

    const listAfter = await get(LIST, { 'if-none-match': listTag });
    expect(listAfter.status).toBe(200);
    expect(listAfter.headers.get('etag')).not.toBe(listTag);
    expect(((await listAfter.json()) as Product[])[0]?.regular_price).toBe('123');
    const adAfter = await get(productPath(ad.id), { 'if-none-match': adTag });
    expect(adAfter.status).toBe(200);
    expect(adAfter.headers.get('etag')).not.toBe(adTag);
    expect(((await adAfter.json()) as Product).regular_price).toBe('123');
  });

  it('changes the tag when only the total changes: the page may be the same, its count is not', async () => {
    await server.makeAd({ price: 100, createdAt: daysAgo(5) });
    const oldest = withQuery(PRODUCTS, { per_page: 1, orderby: 'date', order: 'asc' });
    const before = await get(oldest);
    const tag = before.headers.get('etag') ?? '';
    const page = await before.text();
    expect(JSON.parse(page)).toHaveLength(1);

    await server.makeAd({ price: 100 });

    const after = await get(oldest, { 'if-none-match': tag });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(page);
    expect(after.headers.get('x-wp-total')).toBe('2');
  });

  it('gzips a large answer with a strong tag of its own that also answers 304', async () => {
    for (let i = 0; i < 5; i += 1) await server.makeAd({ price: 100 + i });
    const plain = await get(LIST);
    const zipped = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const tag = zipped.headers.get('etag') ?? '';
    expect(tag).toMatch(STRONG_TAG);
    expect(tag).not.toBe(plain.headers.get('etag'));
    const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(text).toBe(await plain.text());

    const again = await get(LIST, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': tag });
    await expectNotModified(again, tag);
  });

  it('tags the catalogue, a page and the live models, keeping their own cache times', async () => {
    const catalogue = await get('/wp-json/wc/v3/products/attributes');
    expect(catalogue.headers.get('cache-control')).toBe('public, max-age=300');
    const tag = catalogue.headers.get('etag') ?? '';
    expect(tag).toMatch(STRONG_TAG);
    expect((await get('/wp-json/wc/v3/products/attributes', { 'if-none-match': tag })).status).toBe(304);

    const page = await get('/wp-json/wp/v2/pages?slug=faq&lang=de');
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).toMatch(STRONG_TAG);
    expect(page.headers.get('cache-control')).toBe('public, no-cache');

    const models = await get('/wp-json/hm/v1/products/live-models');
    expect(models.headers.get('etag')).toMatch(STRONG_TAG);
    expect(models.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers a signed-in caller the same public list, with the same tag', async () => {
    await server.makeAd();
    const me = await seller(server);
    const anonymous = await get(LIST);
    const signedIn = await get(LIST, { authorization: `Bearer ${me.token}` });
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(await signedIn.text()).toBe(await anonymous.text());
  });

  it('leaves a missing ad untagged and unkept', async () => {
    const res = await get(productPath(999999));
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('answers about the caller', () => {
  it("keeps a seller's own list and own ad out of every cache", async () => {
    const me = await seller(server);
    const ad = await publishAd(server, me);
    const own = await get(withQuery(PRODUCTS, { vendor: 'me' }), { authorization: `Bearer ${me.token}` });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('etag')).toBeNull();

    const ownAd = await get(withQuery(productPath(ad.id), { status: 'publish,pending' }), {
      authorization: `Bearer ${me.token}`,
    });
    expect(ownAd.status).toBe(200);
    expect(ownAd.headers.get('cache-control')).toBe('private, no-store');
    expect(ownAd.headers.get('etag')).toBeNull();
  });

  it('never lets the orders or the account be kept', async () => {
    const me = await seller(server);
    for (const path of ['/wp-json/wc/v3/orders', '/wp-json/wc/v3/customers/me']) {
      const res = await get(path, { authorization: `Bearer ${me.token}` });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('etag'), path).toBeNull();
      expect((await get(path, { authorization: `Bearer ${me.token}`, 'if-none-match': '*' })).status).toBe(
        200,
      );
    }
  });
});

describe('built files', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-caching-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Handymarkt</title>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'export const answer = 42;\n');
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const file = (path: string, headers: Record<string, string> = {}) =>
    server.buildApp({ STATIC_DIR: staticDir }).request(path, { headers });

  it('keeps a hashed asset for a year and answers its tag and date with 304', async () => {
    const res = await file('/assets/app-1a2b3c.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tag = res.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[^"]+"$/);
    const modified = res.headers.get('last-modified') ?? '';

    const byTag = await file('/assets/app-1a2b3c.js', { 'if-none-match': tag });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('etag')).toBe(tag);
    expect(byTag.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await file('/assets/app-1a2b3c.js', { 'if-modified-since': modified })).status).toBe(304);
    expect((await file('/assets/app-1a2b3c.js', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('has the browser revalidate the shell and the service worker, with 304 when unchanged', async () => {
    for (const path of ['/index.html', '/sw.js']) {
      const res = await file(path);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const again = await file(path, { 'if-none-match': res.headers.get('etag') ?? '' });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
