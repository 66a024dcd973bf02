// Section 4: the photo pipeline in Chromium. Makes ten 12-megapixel camera-like JPEGs
// (4000x3000, gradients, shapes and sensor noise, 3-6 MB each) with sharp, builds a small page
// (bench/photo-page) with Vite that runs them through the app's real bridge and photo worker, and
// serves it with the app's Content-Security-Policy. Prints the time per photo (one at a time, and
// all ten handed over at once as a user picking ten photos does) and the longest main-thread task
// while they are processed. Targets: 150 ms per photo, no main-thread task over 50 ms. Printed,
// never asserted.
import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build } from 'vite';
import { appPolicy } from '../server/lib/security-headers.ts';
import { ROOT } from './build.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './lib/chromium.ts';
import { onCleanup } from './lib/cleanup.ts';
import { freePort } from './lib/children.ts';
import { writeResult } from './lib/results.ts';
import { ms, summarise, table } from './lib/stats.ts';
import type { RunResult } from './photo-page/main.ts';

export const PHOTO_TARGETS = { perPhotoMs: 150, longestTaskMs: 50 };
const WIDTH = 4000;
const HEIGHT = 3000;

/** A camera-like photo: a lit gradient, a few shapes with edges, and per-pixel sensor noise. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  let noise = seed * 7919 + 1;
  const shapes = Array.from({ length: 6 }, () => ({
    x: randomInt(WIDTH),
    y: randomInt(HEIGHT),
    r: 200 + randomInt(700),
    tint: [randomInt(255), randomInt(255), randomInt(255)],
  }));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * channels;
      let r = 60 + (140 * x) / WIDTH;
      let g = 80 + (120 * y) / HEIGHT;
      let b = 120 + 60 * Math.sin((x + y + seed * 300) / 700);
      for (const s of shapes) {
        const dx = x - s.x;
        const dy = y - s.y;
        if (dx * dx + dy * dy < s.r * s.r) {
          r = (r + (s.tint[0] ?? 0)) / 2;
          g = (g + (s.tint[1] ?? 0)) / 2;
          b = (b + (s.tint[2] ?? 0)) / 2;
        }
      }
      // xorshift noise, about ±14 levels: what makes camera JPEGs several MB.
      noise ^= noise << 13;
      noise ^= noise >>> 17;
      noise ^= noise << 5;
      const n = ((noise >>> 0) % 29) - 14;
      pixels[at] = Math.max(0, Math.min(255, r + n));
      pixels[at + 1] = Math.max(0, Math.min(255, g + n));
      pixels[at + 2] = Math.max(0, Math.min(255, b + ((n * 7) % 15)));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.jpg': 'image/jpeg',
};

/** Serves the built page and the photos, with the app's CSP (no inline scripts). */
async function serve(dir: string): Promise<string> {
  const policy = appPolicy({ scriptHashes: [] });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': policy,
    });
    res.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  onCleanup('photo bench server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}`;
}

export async function runPhotoPipeline(count = 10) {
  console.log('\n=== Photo pipeline: ten 12 MP JPEGs through the photo worker in Chromium ===');
  const dir = mkdtempSync(join(tmpdir(), 'handymarkt-bench-photos-'));
  onCleanup(`rm ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  await build({
    root: join(ROOT, 'bench/photo-page'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: false, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const names: string[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    const photo = await cameraPhoto(i + 1);
    const name = `camera-${i + 1}.jpg`;
    writeFileSync(join(dir, name), photo);
    names.push(name);
    sizes.push(photo.length);
  }
  console.log(
    `made ${count} photos of ${WIDTH}x${HEIGHT}, ${(Math.min(...sizes) / 1e6).toFixed(1)}-${(Math.max(...sizes) / 1e6).toFixed(1)} MB`,
  );
  const url = await serve(dir);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_ARGS,
    headless: true,
  });
  onCleanup('chromium (photos)', () => browser.close());
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.runPhotos === 'function');
  const urls = names.map((n) => `/${n}`);
  // A first photo starts the worker and warms the decoder; it is not counted.
  await page.evaluate((u) => window.runPhotos(u, false), urls.slice(0, 1));
  const alone: RunResult = await page.evaluate((u) => window.runPhotos(u, false), urls);
  const together: RunResult = await page.evaluate((u) => window.runPhotos(u, true), urls);
  await browser.close();
  if (problems.length > 0) console.log(`page errors: ${problems.join('; ')}`);

  const aloneMs = summarise(alone.photos.map((p) => p.ms));
  const longest = (r: RunResult) => Math.max(0, ...r.longTasks);
  const first = alone.photos[0];
  console.log(
    table(
      ['run', 'per photo', 'total', 'long tasks (>50 ms)', 'longest task', 'longest timer delay'],
      [
        [
          'one at a time',
          `${ms(aloneMs.p50)} ms median, ${ms(aloneMs.max)} max`,
          `${ms(alone.totalMs)} ms`,
          String(alone.longTasks.length),
          alone.longTasks.length ? `${ms(longest(alone))} ms` : 'none over 50 ms',
          `${ms(alone.longestHeartbeatGapMs)} ms`,
        ],
        [
          `all ${count} at once`,
          `${ms(together.totalMs / count)} ms (total / ${count})`,
          `${ms(together.totalMs)} ms`,
          String(together.longTasks.length),
          together.longTasks.length ? `${ms(longest(together))} ms` : 'none over 50 ms',
          `${ms(together.longestHeartbeatGapMs)} ms`,
        ],
      ],
    ),
  );
  console.log(
    `output: ${first?.width}x${first?.height} JPEG, ${((first?.bytes ?? 0) / 1024).toFixed(0)} kB;` +
      ` targets: <= ${PHOTO_TARGETS.perPhotoMs} ms per photo, no main-thread task over ${PHOTO_TARGETS.longestTaskMs} ms`,
  );
  const path = writeResult('photos', { sizes, alone, together, targets: PHOTO_TARGETS });
  console.log(`raw results: ${path}`);
}
