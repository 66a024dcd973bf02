// The home page's product clips (public/video, copied into the build): served as video the
// browser keeps for a day, since they loop every 20 seconds, and a missing one is a plain 404,
// never the app shell (a <video> given a page would report an error for a different reason).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const staticDir = mkdtempSync(join(tmpdir(), 'handymarkt-video-'));
const clip = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 200 }, (_, i) => i % 256)]);
mkdirSync(join(staticDir, 'video'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Handymarkt</title>');
writeFileSync(join(staticDir, 'video', 'product-1.webm'), clip);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  server.buildApp({ STATIC_DIR: staticDir }).request(path, { headers });

describe('product video files', () => {
  it('serves a clip as WebM video that the browser keeps for a day', async () => {
    const res = await get('/video/product-1.webm');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(clip);
  });

  it('serves the part of a clip a video element asks for, kept as long', async () => {
    const res = await get('/video/product-1.webm', { range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(clip.subarray(0, 10));
  });

  it('answers a missing clip with a plain 404, never the app shell', async () => {
    const res = await get('/video/product-9.webm');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(await res.text()).toBe('Not found');
  });
});
