// Security headers on every answer (DESIGN: Security): the web app's Content-Security-Policy
// allows the build's inline scripts by hash and no other inline script; every answer, API and
// uploaded files too, says nosniff and may not be framed; HSTS only behind https.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ resetBeforeEach: false });
const INLINE = "document.documentElement.lang = 'en';";
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-headers-'));
const uploadsDir = mkdtempSync(join(tmpdir(), 'handymarkt-headers-uploads-'));
writeFileSync(
  join(staticDir, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" /><title>Handymarkt</title><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
);
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
mkdirSync(join(uploadsDir, 'avatars'));
writeFileSync(join(uploadsDir, 'avatars', 'a.jpg'), 'not really a jpeg');
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(uploadsDir, { recursive: true, force: true });
});

const appWith = (env: Record<string, string> = {}) =>
  createApp({
    db: server.db,
    config: loadConfig({ STATIC_DIR: staticDir, DEMO: '0', ...env }),
    storage: localStorage(uploadsDir),
    uploadsDir,
  });

/** The directives of a policy, by name. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  it("allows the page's inline script by its hash and no other inline script", async () => {
    const res = await appWith().request('/');
    const csp = directives(res.headers.get('content-security-policy'));
    const hash = createHash('sha256').update(INLINE).digest('base64');

    expect(res.status).toBe(200);
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it('hashes the inline scripts of a new build without a restart', async () => {
    const app = appWith();
    const first = directives((await app.request('/')).headers.get('content-security-policy'));
    const shell = join(staticDir, 'index.html');
    const rebuilt = "document.documentElement.lang = 'de';";
    const original = readFileSync(shell, 'utf8');
    writeFileSync(shell, original.replace(INLINE, rebuilt));
    utimesSync(shell, new Date(), new Date(Date.now() + 60_000));

    const second = directives((await app.request('/')).headers.get('content-security-policy'));
    writeFileSync(shell, original);

    const hash = `'sha256-${createHash('sha256').update(rebuilt).digest('base64')}'`;
    expect(second['script-src']).toEqual(["'self'", hash]);
    expect(second['script-src']).not.toEqual(first['script-src']);
  });

  it('lets the map tiles come from the MAP_TILE_URL origin only', async () => {
    const res = await appWith({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).request('/');
    const csp = directives(res.headers.get('content-security-policy'));

    expect(csp['img-src']).toContain('https://tiles.example.org');
    expect(csp['connect-src']).toContain('https://tiles.example.org');
    expect(csp['script-src']).not.toContain('https://tiles.example.org');
  });

  it.each([
    ['the app shell', '/product/gibt-es-nicht'],
    ['a built asset', '/assets/app.js'],
    ['an API answer', '/wp-json/wc/v3/products'],
    ['an API error', '/wp-json/wc/v3/nothing'],
    ['an uploaded file', '/wp-content/uploads/avatars/a.jpg'],
    ['a missing upload', '/wp-content/uploads/avatars/missing.jpg'],
  ])('sends nosniff, no framing and a referrer policy with %s', async (_what, path) => {
    const res = await appWith().request(path);

    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(directives(res.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the photo worker start from the app origin and previews show from blob: URLs', async () => {
    const csp = directives((await appWith().request('/publish/new')).headers.get('content-security-policy'));

    // The photo worker is a bundled script of our own (/assets/photo-worker-*.js).
    expect(csp['worker-src']).toContain("'self'");
    expect(csp['script-src']).toContain("'self'");
    // The processed photos are shown from object URLs before they are uploaded.
    expect(csp['img-src']).toContain('blob:');
    expect(csp['worker-src']).not.toContain('*');
  });

  it('lets API answers and uploaded files load and run nothing', async () => {
    for (const path of ['/wp-json/wc/v3/products', '/wp-content/uploads/avatars/a.jpg']) {
      const csp = directives((await appWith().request(path)).headers.get('content-security-policy'));
      expect(csp['default-src'], path).toEqual(["'none'"]);
      expect(csp).toHaveProperty('sandbox');
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await appWith().request('/');
    const http = await appWith({ PUBLIC_URL: 'http://handymarkt.test' }).request('/');
    const https = await appWith({ PUBLIC_URL: 'https://handymarkt.example' }).request('/');

    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(http.headers.get('strict-transport-security')).toBeNull();
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  });
});
