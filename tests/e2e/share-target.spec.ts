// The installed app is a share target for photos (issue 9): the gallery's share sheet POSTs them
// as multipart/form-data to /publish/share; with the service worker in charge they become a new
// draft whose photos are processed like chosen ones, and the kept files are cleared. Without a
// service worker the server sends the browser to the ad form.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// What the service worker does is this file's subject (support/fixtures.ts, testWithServiceWorker).
test.use({ serviceWorkers: 'allow' });

/** Two camera-like JPEGs (1200x900), as base64 to hand to the page. */
async function jpegs(): Promise<{ name: string; base64: string }[]> {
  return Promise.all(
    [0, 1].map(async (i) => ({
      name: `galerie-${i + 1}.jpg`,
      base64: (
        await sharp({
          create: {
            width: 1200,
            height: 900,
            channels: 3,
            background: { r: 200 - 80 * i, g: 90, b: 40 + 90 * i },
          },
        })
          .jpeg({ quality: 85 })
          .toBuffer()
      ).toString('base64'),
    })),
  );
}

/** What the share sheet does: a multipart POST of the files to the share target, as a navigation. */
async function share(page: Page, files: { name: string; base64: string }[]) {
  await page.evaluate((photos) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/publish/share';
    form.enctype = 'multipart/form-data';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photos';
    input.multiple = true;
    const transfer = new DataTransfer();
    for (const photo of photos) {
      const bytes = Uint8Array.from(atob(photo.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], photo.name, { type: 'image/jpeg' }));
    }
    input.files = transfer.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, files);
}

test('photos shared into the app open a new ad with both photos processed', async ({ page, request }) => {
  const user = await createUser(request, 'sharer', { firstName: 'Greta' });
  const login = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: user.email, password: user.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, token);
  await page.goto('/');
  await waitForServiceWorker(page);

  await share(page, await jpegs());

  await expect(page).toHaveURL(/\/publish\/new\?draft=[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.locator('[data-testid=photo-tile][data-status=ready]')).toHaveCount(2, {
    timeout: 20_000,
  });
  // The service worker's copy is gone once the draft holds the photos.
  await expect.poll(() => page.evaluate(() => caches.has('shared-photos'))).toBe(false);
  // The draft survives a reload with its photos.
  await page.reload();
  await expect(page.locator('[data-testid=photo-tile][data-status=ready]')).toHaveCount(2);
});

test('without a service worker a share is sent on to the ad form', async ({ request }) => {
  const res = await request.post('/publish/share', {
    multipart: {
      photos: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe('/publish/new');
});

test('the web app manifest declares the share target for jpeg and png photos', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as { share_target?: unknown };
  expect(manifest.share_target).toEqual({
    action: '/publish/share',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'photos', accept: ['image/jpeg', 'image/png'] }] },
  });
});
