// The app shell served for every page: the built index.html, with a preload hint for the first
// photo on an ad's page so a phone starts loading it together with the JavaScript.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.ts';

const server = setupTestServer();
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-shell-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Handymarkt</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"><header></header><main id="app-shell-home">Intro</main></div></body></html>',
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const page = async (path: string) => {
  const res = await server.buildApp({ STATIC_DIR: staticDir }).request(path);
  return { status: res.status, html: await res.text() };
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

describe('the app shell', () => {
  it('serves the shell for any page, so the app can route it', async () => {
    const res = await page('/magazin/irgendwas');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Handymarkt</title>');
    expect(preloads(res.html)).toEqual([]);
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

  it('gives no hint for an unknown or hidden ad', async () => {
    const hidden = await server.makeAd({ status: 'private' });
    expect(preloads((await page('/product/gibt-es-nicht')).html)).toEqual([]);
    expect(preloads((await page(`/product/${hidden.slug}`)).html)).toEqual([]);
  });
});
