// Screenshots of pages for a human look: `npx tsx scripts/screenshot.ts <url> <out.png> [width] [height] [locale]`.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const [url, out, width = '1280', height = '900', locale] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot <url> <out.png> [width] [height] [de|en]');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
if (locale) await page.addInitScript((l) => localStorage.setItem('hm.locale', l), locale);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
