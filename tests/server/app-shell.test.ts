// The app shell served for every page: the built index.html, with a preload hint for the first
// photo on an ad's page so a phone starts loading it together with the JavaScript.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-shell-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Handymarkt</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"><header></header><main id="app-shell-home">Intro</main></div></body></html>',
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const page = async (path: string, env: Record<string, string> = {}) => {
  const res = await server.buildApp({ STATIC_DIR: staticDir, ...env }).request(path);
  return { status: res.status, html: await res.text() };
};
const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

describe('the app shell', () => {
  it('serves the shell for any page, so the app can route it', async () => {
    const res = await page('/magazin/gebrauchtes-iphone-kaufen-checkliste');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Handymarkt</title>');
    expect(preloads(res.html)).toEqual([]);
    expect((await page('/page/faq')).status).toBe(200);
  });

  it('answers an article or static page that does not exist with 404, still with the app', async () => {
    for (const path of ['/magazin/irgendwas', '/page/gibt-es-nicht', '/magazin/%ZZ']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html).toContain('<title>Handymarkt</title>');
    }
  });

  it("shows an ad's name and first photo before the app has loaded, and names the page after it", async () => {
    const ad = await server.makeAd({ name: 'Apple iPhone 13 <mini>' });
    const { html } = await page(`/product/${ad.slug}`);
    expect(html).toContain('<title>Apple iPhone 13 &#60;mini&#62; – Handymarkt</title>');
    expect(html).toMatch(/<meta property="og:title" content="Apple iPhone 13 &#60;mini&#62;">/);
    expect(html).toMatch(/<h1>Apple iPhone 13 &#60;mini&#62;<\/h1>/);
    expect(html).not.toContain('Intro');
    expect(html).toMatch(/<img src="\/wp-content\/uploads\/[^"]+" alt="[^"]*" width="\d+" height="\d+"/);
  });

  it("preloads the first photo of an ad's page", async () => {
    const ad = await server.makeAd();
    const ad2 = await server.makeAd({ model: 'iphone-14' });
    const [first, second] = [await page(`/product/${ad.slug}`), await page(`/product/${ad2.slug}`)];
    expect(preloads(first.html)).toHaveLength(1);
    expect(preloads(first.html)[0]).toMatch(/^\/wp-content\/uploads\//);
    expect(preloads(first.html)).not.toEqual(preloads(second.html));
  });

  it("asks for the photo before the app's code, right after the charset", async () => {
    const ad = await server.makeAd();
    const { html } = await page(`/product/${ad.slug}`);
    const photo = html.indexOf('<link rel="preload" as="image"');
    expect(photo).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(photo).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('gives no hint for an unknown or hidden ad, and answers 404 with the shell', async () => {
    const hidden = await server.makeAd({ status: 'private' });
    const unknown = await page('/product/gibt-es-nicht');
    const paused = await page(`/product/${hidden.slug}`);

    expect(preloads(unknown.html)).toEqual([]);
    expect(preloads(paused.html)).toEqual([]);
    expect([unknown.status, paused.status]).toEqual([404, 404]);
    expect(unknown.html).toContain('<div id="root">');
  });

  it("answers an address that is none of the app's pages with 404 and the shell", async () => {
    for (const path of ['/gibt-es-nicht', '/dashboard/nichts', '/product/a/b/c', '/wp-login.php']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).toContain('<div id="root">');
    }
    for (const path of [
      '/',
      '/dashboard',
      '/dashboard/favorites',
      '/magazin',
      '/page/faq',
      '/lost-password',
    ]) {
      expect((await page(path)).status, path).toBe(200);
    }
  });

  it('answers a missing file under /assets or /wp-content/uploads with a plain 404', async () => {
    for (const path of ['/assets/gibt-es-nicht.js', '/wp-content/uploads/avatars/gibt-es-nicht.jpg']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).not.toContain('<html');
    }
  });

  it('gives link previews an absolute image and a description', async () => {
    const ad = await server.makeAd({ price: 349.5, description: 'Gepflegt,   ohne Kratzer.' });

    const local = await page(`/product/${ad.slug}`);
    const published = await page(`/product/${ad.slug}`, { PUBLIC_URL: 'https://handymarkt.example' });

    expect(meta(local.html, 'property', 'og:image')).toMatch(/^http:\/\/localhost\/wp-content\/uploads\//);
    expect(meta(published.html, 'property', 'og:image')).toMatch(
      /^https:\/\/handymarkt\.example\/wp-content\/uploads\//,
    );
    expect(meta(local.html, 'property', 'og:description')).toBe('349,50 € · Gepflegt, ohne Kratzer.');
  });

  it("replaces the shell's description with the ad's", async () => {
    const withDescription = staticDir + '-described';
    mkdirSync(withDescription, { recursive: true });
    writeFileSync(
      join(withDescription, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="Gebrauchte Smartphones"\n/><title>Handymarkt</title></head><body><div id="root"></div></body></html>',
    );
    const ad = await server.makeAd({ name: 'Pixel $& 7', price: 120, description: 'Wie neu. $1' });

    const { html } = await page(`/product/${ad.slug}`, { STATIC_DIR: withDescription });
    rmSync(withDescription, { recursive: true, force: true });

    expect(html).toContain('content="120 € · Wie neu. $1"');
    expect(html).toContain('<title>Pixel $&#38; 7 – Handymarkt</title>');
    expect(html).not.toContain('Gebrauchte Smartphones');
  });
});
