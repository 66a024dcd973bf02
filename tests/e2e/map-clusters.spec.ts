// The home map's clusters (issue 9): every ad in view is in exactly one cluster whose button says
// how many ads it holds, zooming in splits a cluster, and a small cluster's popup lists its ads
// with links to them.
import type { Locator, Page } from '@playwright/test';
import { expect, test, testWithServiceWorker } from './support/fixtures.ts';
import { NEARBY, showMap } from './support/map.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { waitForDeviceCopy } from './support/device-copy.ts';

const nearby = (page: Page) => page.getByRole('region', { name: NEARBY });
const clusters = (page: Page) => nearby(page).locator('.map-cluster');

async function counts(page: Page): Promise<number[]> {
  return (await clusters(page).allTextContents()).map(Number);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * "counted" once the clusters' counts add up to the ads the map's label says are in view, both
 * read at the same moment: while the map still moves (a zoom's animation) the label and the
 * clusters may each be a step apart, so neither is read once and then waited against.
 */
async function countedAsInView(page: Page): Promise<string> {
  const counted = sum(await counts(page));
  const inView = await adsInView(page);
  return counted === inView ? 'counted' : `${counted} in clusters, ${inView} in view`;
}

/** "Karte mit 37 Angeboten im Ausschnitt": the number of ads the view holds. */
async function adsInView(page: Page): Promise<number> {
  const label =
    (await nearby(page)
      .getByRole('group', { name: /^Karte/ })
      .getAttribute('aria-label')) ?? '';
  const match = /(\d+) Angebot/.exec(label);
  if (!match) throw new Error(`the map's label "${label}" names no count`);
  return Number(match[1]);
}

async function openMap(page: Page) {
  await page.goto('/');
  await showMap(page, NEARBY);
  await expect(clusters(page).first()).toBeVisible();
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the cluster is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the home map shows clusters whose counts add up to the ads in view', async ({ page, api }) => {
  const located = (await api.allLiveProducts()).filter((p) => p.location !== null);
  await openMap(page);
  await expect.poll(async () => sum(await counts(page))).toBeGreaterThan(0);
  await expect.poll(() => countedAsInView(page)).toBe('counted');
  const inView = await adsInView(page);
  expect(inView).toBeLessThanOrEqual(located.length);
  // Germany is in view: nearly every ad with a place, in fewer clusters than ads.
  expect(inView).toBeGreaterThan(located.length / 2);
  expect((await counts(page)).length).toBeLessThan(inView);
  // Each cluster is a button named by its count.
  const first = clusters(page).first();
  await expect(first).toHaveAccessibleName(/^\d+ Angebote?$/);
});

test('zooming in on a cluster splits it', async ({ page }) => {
  await openMap(page);
  await expect.poll(async () => Math.max(...(await counts(page)))).toBeGreaterThan(1);
  const before = await counts(page);
  const biggest = Math.max(...before);
  const target = clusters(page)
    .filter({ hasText: new RegExp(`^${biggest}$`) })
    .first();
  const { x, y } = await centreOf(target);
  await page.mouse.move(x, y);
  // Zoom in over the cluster until it comes apart (a few wheel steps; the map keeps the point
  // under the pointer where it is).
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, -300);
        await page.waitForTimeout(400);
        const now = await counts(page);
        return now.length > 1 && Math.max(...now) < biggest;
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBe(true);
  const after = await counts(page);
  // Zoomed in the view holds fewer ads, but every one is still counted exactly once.
  await expect.poll(() => countedAsInView(page)).toBe('counted');
  expect(after.every((n) => n < biggest || after.length > before.length)).toBe(true);
});

test('a small cluster opens a popup listing its ads with links to them', async ({ page, api }) => {
  await openMap(page);
  await expect.poll(async () => (await counts(page)).some((n) => n >= 2 && n <= 10)).toBe(true);
  const small = (await counts(page)).find((n) => n >= 2 && n <= 10) ?? 2;
  await clusters(page)
    .filter({ hasText: new RegExp(`^${small}$`) })
    .first()
    .click();
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAccessibleName(`${small} Angebote`);
  const links = popup.getByRole('link');
  await expect(links).toHaveCount(small);
  expect((await popup.boundingBox())?.width).toBe(204);
  // Each entry: the ad's name, its price and its photo; the link opens the ad.
  const href = (await links.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
  const ad = await api.product(decodeURIComponent(href.replace('/product/', '')));
  await expect(links.first()).toContainText(ad.name);
  await expect(links.first()).toContainText('€');
  await expect(links.first().locator('img')).toHaveCount(1);
  await links.first().click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ad.name);
});

testWithServiceWorker(
  'the home map opened offline still shows the ads it showed last time',
  async ({ page, context }) => {
    // The service worker first: should it not have claimed the page yet, waiting for it reloads the
    // page, which shows the list again, not the map.
    await page.goto('/');
    await waitForServiceWorker(page);
    await showMap(page, NEARBY);
    await expect(clusters(page).first()).toBeVisible();
    await expect.poll(() => countedAsInView(page)).toBe('counted');
    const inView = await adsInView(page);
    // As a reader who stays a moment: the home list (the map's section shows with it) and the map's
    // answer are kept on the device once the visit has settled, then the connection goes.
    await waitForDeviceCopy(page, 'lists');
    await waitForDeviceCopy(page, 'resources', 'map:last-markers');

    await context.setOffline(true);
    await page.reload();
    await showMap(page, NEARBY);
    // The same ads (how they group may differ with the map's size as it settles).
    await expect.poll(async () => sum(await counts(page))).toBe(inView);
    await context.setOffline(false);
  },
);
