// Offline reading as a user meets it: an article opened and read for a few seconds is on the
// device when the connection goes, and an ad in the saved list whose photo was never loaded shows
// the placeholder, not a broken image.
import { expect, test } from './support/fixtures.ts';
import { openHome, productCards } from './support/home.ts';
import { waitForDeviceCopy } from './support/device-copy.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// What the service worker does is this file's subject (support/fixtures.ts, testWithServiceWorker).
test.use({ serviceWorkers: 'allow' });

test('a magazine article read for a few seconds can be read again offline', async ({ page, context }) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await page.goto('/magazin');
  const firstArticle = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading') });
  const href = (await firstArticle.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/magazin\/.+/);

  // Opened directly (the installed app started on it): the article is the first screen.
  await page.goto(href);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toBeEmpty();
  const name = await title.textContent();
  // Read for a few seconds, as a person would before the train enters the tunnel: the article is
  // saved on the device once the visit has settled.
  await waitForDeviceCopy(page, 'resources', href.replace(/^\/magazin\//, ''));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  await expect(page.getByText('dieser Inhalt ist noch nicht auf deinem Gerät gespeichert')).toHaveCount(0);
});

test('offline, an ad whose photo was never loaded shows the placeholder, not a broken image', async ({
  page,
  context,
}) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await waitForDeviceCopy(page, 'lists');
  await context.setOffline(true);
  // The photos the device kept are gone (the service worker's and the browser's caches): as for
  // ads listed but never shown on this phone.
  await page.evaluate(() => caches.delete('photos'));
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.reload();
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) await cards.nth(i).scrollIntoViewIfNeeded();
  const media = () =>
    cards.evaluateAll((all) =>
      all.map((card) => {
        const img = card.querySelector<HTMLImageElement>('.card__media img');
        if (!img) return card.querySelector('.card__media svg') ? 'placeholder' : 'nothing';
        return img.complete ? (img.naturalWidth > 0 ? 'photo' : 'broken') : 'loading';
      }),
    );
  await expect.poll(media).toEqual(Array.from({ length: count }, () => 'placeholder'));
});
