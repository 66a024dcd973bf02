// The build writes a brotli and a gzip copy beside each hashed script and stylesheet
// (scripts/precompress.ts); the server sends the copy the browser accepts, as it is, instead of
// compressing the file again on every request.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-assets-'));
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Handymarkt</title>');
writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), script);
writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script, { level: 9 }));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const get = (acceptEncoding: string) =>
  server
    .buildApp({ STATIC_DIR: staticDir })
    .request('/assets/app-1a2b3c.js', { headers: { 'accept-encoding': acceptEncoding } });

describe('precompressed assets', () => {
  it("sends the build's brotli copy to a browser that accepts brotli, once encoded", async () => {
    const res = await get('gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const res = await get('gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('lets the browser keep a hashed asset for a year without asking again', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate the app shell', async () => {
    const res = await server.buildApp({ STATIC_DIR: staticDir }).request('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });
});
