// Pages of the bundle section (bench/bundle-size.ts) other than the home list's first card: the
// scripts a page asks for until the network is quiet, with what the server sent for each. Used for
// the publish screen (reached from the home list through the app's links) and an ad's page (opened
// directly, as a shared link is).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { brotli } from '../scripts/precompress.ts';
import { kb, table } from './lib/stats.ts';

export interface PageScript {
  file: string;
  raw: number;
  gzip: number;
  br: number;
  sent: number;
}

/** Sizes of built files: raw, gzip (level 9) and brotli (quality 11), next to what was sent. */
export async function sized(
  outDir: string,
  requests: readonly { file: string; request: Request }[],
): Promise<PageScript[]> {
  const unique = [...new Map(requests.map((r) => [r.file, r])).values()];
  const files = await Promise.all(
    unique.map(async ({ file, request }) => {
      const body = readFileSync(join(outDir, file));
      const sizes = await request.sizes().catch(() => ({ responseBodySize: Number.NaN }));
      return {
        file,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        br: brotli(body).length,
        sent: sizes.responseBodySize,
      };
    }),
  );
  return files.sort((a, b) => b.sent - a.sent);
}

/**
 * Records the scripts of the app's origin a page asks for (not the service worker's own, and not
 * the Intl warm-up worker: a blob made from index.html's starter, no file of the build).
 */
export function watchScripts(page: Page, origin: string): { file: string; request: Request }[] {
  const requested: { file: string; request: Request }[] = [];
  page.on('request', (request) => {
    const u = new URL(request.url());
    const isScript = request.resourceType() === 'script' || u.pathname.endsWith('.js');
    if (isScript && u.protocol !== 'blob:' && u.origin === origin && u.pathname !== '/sw.js') {
      requested.push({ file: u.pathname.replace(/^\//, ''), request });
    }
  });
  return requested;
}

/**
 * The publish screen's JavaScript (issue 9): a signed-in seller opens the home list, then goes
 * to /publish/new through the app's own links; every script asked for after the list was shown is
 * the publish screen's (the ad form, the photo picker, the drafts and the publish queue).
 */
export async function measurePublishScreen(
  browser: Browser,
  url: string,
  outDir: string,
): Promise<{ files: PageScript[]; homeFiles: string[] }> {
  const email = `bench-seller-${Date.now()}@example.test`;
  const password = 'bench-seller-password';
  const registered = await fetch(`${url}/wp-json/wc/v3/customers?lang=de`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Seller', email, password, password2: password }),
  });
  if (registered.status !== 201)
    throw new Error(`registering the bench seller answered ${registered.status}`);
  const login = await fetch(`${url}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  // No service worker: it would answer the later scripts from its cache, and the bytes sent
  // over the network are what is measured.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(`localStorage.setItem('hm.token', ${JSON.stringify(token)});`);
    const requested = watchScripts(page, url);
    await page.goto(`${url}/`);
    await page.locator('[data-testid="product-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const homeFiles = new Set(requested.map((r) => r.file));
    await page.locator('header a[href="/publish"]').first().click();
    await page.locator('a[href^="/publish/new"]').first().click();
    await page.locator('form.ad-form').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = await sized(
      outDir,
      requested.filter((r) => !homeFiles.has(r.file)),
    );
    return { files, homeFiles: [...homeFiles] };
  } finally {
    await context.close();
  }
}

/**
 * An ad's page opened directly (a shared link, a search result), signed out, without a service
 * worker: every script asked for until the network is quiet. Its own are those the home list's
 * first load (`firstLoad`) does not ask for too.
 */
export async function measureAdPage(
  browser: Browser,
  url: string,
  outDir: string,
  firstLoad: ReadonlySet<string>,
): Promise<{ slug: string; files: PageScript[]; own: PageScript[] }> {
  const list = (await (await fetch(`${url}/wp-json/wc/v3/products?per_page=1`)).json()) as {
    slug: string;
  }[];
  const slug = list[0]?.slug;
  if (!slug) throw new Error('the server has no products to open');
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const requested = watchScripts(page, url);
    await page.goto(`${url}/product/${slug}`);
    await page.getByTestId('product-detail').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = await sized(outDir, requested);
    return { slug, files, own: files.filter((f) => !firstLoad.has(f.file)) };
  } finally {
    await context.close();
  }
}

/** Prints the ad page's scripts (its own marked) and gives the figures for the results file. */
export function reportAdPage(adPage: Awaited<ReturnType<typeof measureAdPage>> | undefined) {
  const files = adPage?.files ?? [];
  const own = adPage?.own ?? [];
  const sentOf = (of: readonly PageScript[]) => of.reduce((t, s) => t + s.sent, 0);
  console.log(`\n=== Ad page (/product/${adPage?.slug ?? '?'}, opened directly): scripts until quiet ===`);
  console.log(
    table(
      ['file', 'raw', 'brotli', 'sent', 'own'],
      files.map((s) => [s.file, kb(s.raw), kb(s.br), kb(s.sent), own.includes(s) ? 'own' : '']),
    ),
  );
  console.log(
    `ad page: ${files.length} JS files, ${kb(sentOf(files))} sent; its own (not in the home list's ` +
      `first load): ${own.length} files, ${kb(sentOf(own))}`,
  );
  return {
    slug: adPage?.slug ?? null,
    files,
    totalSentBytes: sentOf(files),
    ownFiles: own.length,
    ownSentBytes: sentOf(own),
  };
}
