// Section 2: the JavaScript a first visit needs to show the home list. Loads / in headless
// Chromium (Playwright) against the real server until a product card is visible, and sums,
// for every script requested up to then, the bytes the server really sent (the browser's encoded
// body size, with the content-encoding it got: the build's brotli copy for Chromium), next to the
// file's gzip size (level 9, the build's .gz copy that a browser without brotli gets) and its
// brotli size (quality 11, the .br copy); the budget is compared with the bytes sent (issue 33:
// 118 kB). Says which modules make up those bytes. Then every script the list asks for until the
// network is quiet (150 kB; bench/bundle-quiet.ts), the publish screen's JavaScript (only on /publish/new), an ad's page
// opened directly (bench/bundle-pages.ts), and whether the home list's grew.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli } from '../scripts/precompress.ts';
import { chromium } from '@playwright/test';
import { contributors, previousHomeBytes } from './bundle-analysis.ts';
import { measureAdPage, measurePublishScreen, reportAdPage, type PageScript } from './bundle-pages.ts';
import { AFTER_QUIET_MS, reportQuiet } from './bundle-quiet.ts';
import { startAppServer } from './app-server.ts';
import { buildClient } from './build.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './lib/chromium.ts';
import { onCleanup } from './lib/cleanup.ts';
import { writeResult } from './lib/results.ts';
import { kb, table } from './lib/stats.ts';

/** Compared with the bytes the server sent for the first load's scripts (brotli for Chromium). */
export const BUDGET_BYTES = 118 * 1024;
/** The same, for every script the home list asks for until the network is quiet (issue 33). */
export const QUIET_BUDGET_BYTES = 150 * 1024;

interface LoadedScript {
  file: string;
  url: string;
  /** ms after navigation started. */
  requestedAt: number;
  raw: number;
  /** Gzip, level 9 (the build's .gz copy). */
  gzip: number;
  /** Brotli, quality 11 (the build's .br copy). */
  br: number;
  /** What the server sent: the response's content-encoding ('identity' if none) and body size. */
  sentEncoding: string;
  sent: number;
}

interface ApiCall {
  path: string;
  requestedAt: number;
  /** -1: not answered while the page was watched. */
  answeredAt: number;
}

export async function runBundle() {
  console.log('\n=== Bundle: JavaScript needed to show the home list ===');
  const build = await buildClient();
  console.log(`built in ${(build.ms / 1000).toFixed(1)} s`);
  const server = await startAppServer(build.outDir);
  console.log(`server ready in ${(server.startupMs / 1000).toFixed(1)} s at ${server.url}`);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_ARGS,
    headless: true,
  });
  const closeBrowser = onCleanup('chromium (playwright)', () => browser.close());
  const scripts: LoadedScript[] = [];
  const sizes: Promise<unknown>[] = [];
  const apiCalls: ApiCall[] = [];
  let cardVisibleAt = 0;
  let quietAt: number | undefined;
  let publish: Awaited<ReturnType<typeof measurePublishScreen>> | undefined;
  let adPage: Awaited<ReturnType<typeof measureAdPage>> | undefined;
  const homeBefore = previousHomeBytes();
  try {
    const page = await browser.newPage();
    const started = performance.now();
    const now = () => Math.round(performance.now() - started);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wp-json/')) {
        apiCalls.push({ path: new URL(request.url()).pathname, requestedAt: now(), answeredAt: -1 });
      }
    });
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      const call = apiCalls.find((c) => c.path === path && c.answeredAt === -1);
      if (call) call.answeredAt = now();
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      const isScript = request.resourceType() === 'script' || url.pathname.endsWith('.js');
      // The service worker's own script is fetched for the worker, not for the page.
      // Not the service worker, nor the Intl warm-up worker (a blob made by index.html's starter).
      if (!isScript || url.protocol === 'blob:' || url.origin !== server.url || url.pathname === '/sw.js')
        return;
      const file = url.pathname.replace(/^\//, '');
      // Compressed once the page is done: brotli at quality 11 takes long enough to hold up the
      // events (and their times) that follow.
      const script: LoadedScript = {
        file,
        url: url.pathname,
        requestedAt: now(),
        raw: 0,
        gzip: 0,
        br: 0,
        sentEncoding: '?',
        sent: Number.NaN,
      };
      scripts.push(script);
      // The encoded body's size as the browser received it, once the response has finished.
      sizes.push(
        request
          .response()
          .then(async (response) => {
            script.sentEncoding = (await response?.headerValue('content-encoding')) ?? 'identity';
            script.sent = (await request.sizes()).responseBodySize;
          })
          .catch(() => undefined),
      );
    });
    // The moment the first card enters the page, told by the page itself: polling for it from
    // here lagged by up to 100 ms, long enough to count work the app starts only after the list
    // is shown (IndexedDB, the service worker) as "needed to show the list".
    let cardShown: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => (cardShown = resolve));
    await page.exposeFunction('__handymarktCardShown', () => {
      cardVisibleAt ||= now();
      cardShown();
    });
    // A string, not a function: tsx adds a `__name` helper to functions that the page lacks.
    await page.addInitScript(`
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="product-card"]')) {
          observer.disconnect();
          window.__handymarktCardShown();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await Promise.race([
      shown,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no product card within 60 s')), 60_000)),
    ]);
    await page.locator('[data-testid="product-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await Promise.all(sizes);
    // Until the network is quiet: what the list fetches once its first card is drawn (the
    // deferred parts, the service worker's registration) counts here too; what it asks for later
    // is listed apart (bench/bundle-quiet.ts).
    await page.waitForLoadState('networkidle');
    quietAt = now();
    await page.waitForTimeout(AFTER_QUIET_MS);
    await Promise.all(sizes);
    publish = await measurePublishScreen(browser, server.url, build.outDir);
    const firstLoad = new Set(scripts.filter((s) => s.requestedAt <= cardVisibleAt).map((s) => s.file));
    adPage = await measureAdPage(browser, server.url, build.outDir, firstLoad);
  } finally {
    await closeBrowser();
  }

  for (const script of scripts) {
    const body = readFileSync(join(build.outDir, script.file));
    script.raw = body.length;
    script.gzip = gzipSync(body, { level: 9 }).length;
    script.br = brotli(body).length;
  }

  // Only what was asked for before the first card showed (later prefetches do not count).
  const needed = scripts.filter((s) => s.requestedAt <= cardVisibleAt);
  const unique = [...new Map(needed.map((s) => [s.file, s])).values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (of: (s: LoadedScript) => number) => unique.reduce((total, s) => total + of(s), 0);
  const total = sum((s) => s.gzip);
  const totalRaw = sum((s) => s.raw);
  const totalBr = sum((s) => s.br);
  const totalSent = sum((s) => s.sent);
  const encodings = [...new Set(unique.map((s) => s.sentEncoding))].join('+');
  console.log(
    `first product card visible after ${cardVisibleAt} ms; ${unique.length} JS files requested by then`,
  );
  console.log(
    table(
      ['file', 'raw', 'gzip', 'brotli', 'sent', 'as'],
      [
        ...unique.map((s) => [s.file, kb(s.raw), kb(s.gzip), kb(s.br), kb(s.sent), s.sentEncoding]),
        ['total', kb(totalRaw), kb(total), kb(totalBr), kb(totalSent), encodings],
      ],
    ),
  );
  const verdict = (bytes: number) =>
    bytes > BUDGET_BYTES ? `OVER by ${kb(bytes - BUDGET_BYTES)}` : 'within';
  console.log(
    `budget ${kb(BUDGET_BYTES)}, compared with what the server sent (${encodings}): ${kb(totalSent)}, ` +
      `${verdict(totalSent)}`,
  );
  console.log(
    `  for reference, not the budget's figure: gzip (level 9, what a browser without brotli gets) ${kb(total)} ` +
      `(${verdict(total)}), brotli (quality 11) ${kb(totalBr)}`,
  );

  // When each script was asked for, next to the API calls: a script requested while an API call
  // was still open is often a fallback (e.g. reading the device cache), not part of the happy path.
  const timeline = [
    ...needed.map((s) => ({ at: s.requestedAt, what: `script ${s.file} (${kb(s.gzip)})` })),
    ...apiCalls
      .filter((c) => c.requestedAt <= cardVisibleAt)
      .map((c) => ({
        at: c.requestedAt,
        what: `api    ${c.path} answered at ${c.answeredAt === -1 ? '-' : `${c.answeredAt} ms`}`,
      })),
    { at: cardVisibleAt, what: 'first product card visible' },
  ].sort((a, b) => a.at - b.at);
  console.log('\ntimeline (ms after navigation start):');
  for (const t of timeline) console.log(`  ${String(t.at).padStart(6)}  ${t.what}`);

  const { groups, modules } = contributors(unique, build);
  console.log('\nwhat those bytes are (gzip estimated per module from its share of its chunk):');
  console.log(
    table(
      ['package / folder', 'gzip (est.)', 'rendered'],
      groups.slice(0, 15).map((g) => [g.name, kb(g.gzip), kb(g.rendered)]),
    ),
  );
  console.log('\nlargest modules:');
  console.log(
    table(
      ['module', 'gzip (est.)', 'rendered'],
      modules.slice(0, 15).map((m) => [m.name, kb(m.gzip), kb(m.rendered)]),
    ),
  );

  // The publish screen: loaded only when used, never with the home list.
  const publishFiles = publish?.files ?? [];
  const publishTotal = (of: (s: PageScript) => number) => publishFiles.reduce((t, s) => t + of(s), 0);
  console.log('\n=== Publish screen (/publish/new): JavaScript loaded only when a seller opens it ===');
  console.log(
    table(
      ['file', 'raw', 'gzip', 'brotli', 'sent'],
      [
        ...publishFiles.map((s) => [s.file, kb(s.raw), kb(s.gzip), kb(s.br), kb(s.sent)]),
        [
          'total',
          kb(publishTotal((s) => s.raw)),
          kb(publishTotal((s) => s.gzip)),
          kb(publishTotal((s) => s.br)),
          kb(publishTotal((s) => s.sent)),
        ],
      ],
    ),
  );
  const leaked = publishFiles.filter((f) => unique.some((u) => u.file === f.file)).map((f) => f.file);
  console.log(
    `publish screen files among the home list's: ${leaked.length === 0 ? 'none' : leaked.join(', ')}; ` +
      `home list sent ${kb(totalSent)}` +
      (homeBefore === undefined
        ? ' (no earlier run to compare with)'
        : `, the run before ${kb(homeBefore)} (${totalSent - homeBefore >= 0 ? '+' : ''}${totalSent - homeBefore} bytes)`),
  );

  const quietResult = reportQuiet(scripts, cardVisibleAt, quietAt ?? cardVisibleAt, QUIET_BUDGET_BYTES);

  const adPageResult = reportAdPage(adPage);

  const result = {
    quiet: quietResult,
    adPage: adPageResult,
    publishScreen: {
      files: publishFiles,
      totalSentBytes: publishTotal((s) => s.sent),
      totalGzipBytes: publishTotal((s) => s.gzip),
      totalBrotliBytes: publishTotal((s) => s.br),
      homeSentBytesBefore: homeBefore ?? null,
    },
    budgetBytes: BUDGET_BYTES,
    budgetComparedWith: 'totalSentBytes',
    totalSentBytes: totalSent,
    sentEncodings: encodings,
    totalGzipBytes: total,
    totalBrotliBytes: totalBr,
    totalRawBytes: totalRaw,
    cardVisibleMs: cardVisibleAt,
    files: unique,
    apiCalls,
    laterScripts: scripts.filter((s) => s.requestedAt > cardVisibleAt).map((s) => s.file),
    groups,
    modules: modules.slice(0, 100),
  };
  console.log(`\nraw results: ${writeResult('bundle', result)}`);
  return result;
}
