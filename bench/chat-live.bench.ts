// Section "chat": how soon a chat message shows on the other member's screen in the app, and what
// both members' apps ask the server for it. Two Chromium pages (the seller and a buyer of the demo
// marketplace, each in its own context) show the same chat on the real server; they write to each
// other in turn, each message typed and sent with the composer's button, and the time from that
// click to the text on the other screen is measured (with the sender's outbox time: the click to
// its POST), then every API request of both pages until the next message is counted.
import { chromium, type Page } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../server/db/seed/demo-data.ts';
import { startAppServer } from './app-server.ts';
import { buildClient } from './build.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './lib/chromium.ts';
import { onCleanup } from './lib/cleanup.ts';
import { writeResult } from './lib/results.ts';
import { ms, summarise, table } from './lib/stats.ts';

interface Login {
  token: string;
  user_id: number;
}

async function api<T>(base: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${base}/wp-json${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const login = (base: string, name: string) =>
  api<Login>(base, '/jwt-auth/v1/token', {
    method: 'POST',
    body: JSON.stringify({ username: `${name}@demo.handymarkt.de`, password: DEMO_PASSWORD }),
  });

interface MessageRun {
  /** Click to the POST leaving the sender's page (the outbox). */
  outboxMs: number;
  /** Click to the text on the other member's screen. */
  shownMs: number;
  /** API requests of both pages from the click until the next message. */
  requests: number;
}

export async function runChatLive(messages: number) {
  console.log('\n=== Chat: a message on the other member’s screen ===');
  const build = await buildClient();
  const server = await startAppServer(build.outDir);
  const base = server.url;
  const [seller, buyer] = await Promise.all([login(base, 'lena'), login(base, 'jonas')]);
  const ads = await api<{ id: number; vendor?: { id: number } }[]>(base, '/wc/v3/products?per_page=50');
  const ad = ads.find((a) => a.vendor?.id === seller.user_id);
  if (!ad) throw new Error('no ad of the demo seller');
  const chat = await api<{ id: string }>(
    base,
    '/hm/v1/chats',
    { method: 'POST', body: JSON.stringify({ product_id: ad.id }) },
    buyer.token,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS });
  const closeBrowser = onCleanup('chromium (playwright)', () => browser.close());
  let requests = 0;
  let posted = 0;
  const open = async (who: Login): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((token) => {
      localStorage.setItem('hm.token', token);
      localStorage.setItem('hm.cookiesHidden', 'declined');
    }, who.token);
    const page = await context.newPage();
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/wp-json/')) return;
      requests += 1;
      if (request.method() === 'POST' && request.url().endsWith('/messages')) posted = performance.now();
    });
    await page.goto(`${base}/dashboard/messages/${chat.id}`);
    await page.getByTestId('chat-screen').waitFor();
    return page;
  };
  const runs: MessageRun[] = [];
  try {
    const pages = [await open(buyer), await open(seller)] as const;
    await pages[0].waitForTimeout(3000); // both apps settled, their live updates connected
    for (let i = 0; i < messages; i += 1) {
      const [from, to] = i % 2 === 0 ? pages : [pages[1], pages[0]];
      const text = `Nachricht ${i + 1} (${Date.now() % 100_000})`;
      await from.locator('.chat textarea').first().fill(text);
      requests = 0;
      const clicked = performance.now();
      await from.locator('.chat button[type=submit]').first().click();
      await to.getByText(text).waitFor({ timeout: 15_000 });
      const shownMs = performance.now() - clicked;
      await from.waitForTimeout(1000); // what follows (reads, refetches) is counted with it
      runs.push({ outboxMs: posted - clicked, shownMs, requests });
    }
  } finally {
    await closeBrowser();
  }

  const first = runs[0];
  const rest = runs.slice(1);
  const shown = summarise(rest.map((r) => r.shownMs));
  const outbox = summarise(rest.map((r) => r.outboxMs));
  const perMessage = rest.reduce((sum, r) => sum + r.requests, 0) / Math.max(1, rest.length);
  const load = loadavg()[0] ?? 0;
  console.log(
    table(
      ['', 'first message', `next ${rest.length} p50`, 'p95', 'max'],
      [
        [
          'click to the other screen (ms)',
          ms(first?.shownMs ?? NaN),
          ms(shown.p50),
          ms(shown.p95),
          ms(shown.max),
        ],
        [
          'click to its POST (ms)',
          ms(first?.outboxMs ?? NaN),
          ms(outbox.p50),
          ms(outbox.p95),
          ms(outbox.max),
        ],
      ],
    ),
  );
  console.log(
    `API requests of both apps per message: ${perMessage.toFixed(1)} (first ${first?.requests ?? '-'})` +
      `; load ${load.toFixed(2)} on ${cpus().length} cores`,
  );
  writeResult('chat-live', { messages, runs, load });
}
