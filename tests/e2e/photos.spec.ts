// The photo picker on the publish form, with real photo files made here with sharp: each photo
// shows its progress and then its thumbnail (processed in the photo worker, turned upright by its
// EXIF orientation); a PNG named .jpg is taken (judged by content); a 539x2000 photo is flagged
// with the reason and not counted; the remaining count goes down; duplicates are ignored; the
// keyboard moves a photo and makes it the cover; dragging the grip reorders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { createUser, loginViaUi } from './support/account.ts';

/** A camera-like JPEG: a gradient with noise, so it is a few hundred kB, not a flat colour. */
async function cameraJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (width * 3)) / 12 + Math.random() * 40) & 0xff;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

const picker = (page: Page) => page.getByTestId('photo-picker');
const tiles = (page: Page) => picker(page).getByTestId('photo-tile');
const addInput = (page: Page) => picker(page).getByLabel('Fotos hinzufügen');
const left = (page: Page) => page.getByTestId('photos-left');

async function openPublishForm(page: Page, request: Parameters<typeof createUser>[0]) {
  const user = await createUser(request, 'photos', { firstName: 'Paula' });
  await page.goto('/');
  await loginViaUi(page, user);
  // From the advertise page into the form, as a seller goes.
  await page.goto('/publish');
  await page.getByRole('link', { name: 'Handy verkaufen' }).click();
  await expect(picker(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(left(page)).toHaveText('Noch 10 Fotos möglich');
}

/** axe's serious and critical findings within the picker (the rest of the form is not ours here). */
async function pickerViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: string, options: object) => Promise<AxeResults> } }
    ).axe.run('[data-testid="photo-picker"]', { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Notes whether a progress bar was ever shown in the picker (processing can be quick). */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="photo-picker"] progress')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

test('photos are processed with progress, refused ones flagged and not counted', async ({
  page,
  request,
}) => {
  await openPublishForm(page, request);
  const camera = await cameraJpeg(2400, 1800);
  const png = await sharp({ create: { width: 1200, height: 900, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();
  const narrow = await cameraJpeg(539, 2000);
  const turned = await cameraJpeg(1600, 1000, 6);

  await watchProgress(page);
  await addInput(page).setInputFiles([
    { name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: camera },
    { name: 'screenshot.jpg', mimeType: 'image/jpeg', buffer: png },
    { name: 'schmal.jpg', mimeType: 'image/jpeg', buffer: narrow },
    { name: 'hochkant.jpg', mimeType: 'image/jpeg', buffer: turned },
  ]);

  await expect(tiles(page)).toHaveCount(4);
  await expect(tiles(page).and(page.locator('[data-status="ready"]'))).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
  await expect(left(page)).toHaveText('Noch 7 Fotos möglich');

  // The PNG named .jpg is a photo like the others.
  const thumbnails = picker(page).locator('[data-status="ready"] img');
  await expect(thumbnails).toHaveCount(3);
  // The photo stored turned (EXIF orientation 6) comes out upright: portrait, 1080 high.
  // (Read until decoded: a thumbnail still loading has no size yet.)
  await expect
    .poll(() =>
      thumbnails.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => [img.naturalWidth, img.naturalHeight]),
      ),
    )
    .toEqual([
      [1440, 1080],
      [1200, 900],
      [675, 1080],
    ]);

  // The narrow photo: flagged, the reason as tooltip on hover and focus, left out of the count.
  const refused = tiles(page).nth(2);
  await expect(refused).toHaveAttribute('data-status', 'invalid');
  const reason = 'Das Foto ist kleiner als 540 × 540 Pixel – es wird nicht verwendet.';
  const frame = refused.getByRole('group', { name: 'schmal.jpg' });
  await expect(frame).toHaveAttribute('title', reason);
  await expect(frame).toHaveAccessibleDescription(reason);
  await frame.focus();
  await expect(refused.getByRole('tooltip')).toBeVisible();
  await expect(refused.getByRole('tooltip')).toHaveText(reason);

  // The same file again (same name and size) is ignored.
  await addInput(page).setInputFiles([{ name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: camera }]);
  await expect(left(page)).toHaveText('Noch 7 Fotos möglich');
  await expect(tiles(page)).toHaveCount(4);

  // A text file named .jpg is refused by its content.
  await addInput(page).setInputFiles([
    { name: 'notiz.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('kein Foto') },
  ]);
  await expect(tiles(page).nth(4)).toHaveAttribute('data-status', 'invalid');
  await expect(tiles(page).nth(4).getByRole('group', { name: 'notiz.jpg' })).toHaveAttribute(
    'title',
    'Kein PNG- oder JPEG-Foto – es wird nicht verwendet.',
  );
  await expect(left(page)).toHaveText('Noch 7 Fotos möglich');

  expect(await pickerViolations(page)).toEqual([]);

  // Removing the refused photo.
  await refused.getByRole('button', { name: 'schmal.jpg entfernen' }).click();
  await expect(tiles(page)).toHaveCount(4);
});

test('the keyboard moves a photo and chooses the cover; dragging reorders', async ({
  page,
  request,
  phone,
}) => {
  await openPublishForm(page, request);
  const files = await Promise.all(
    [0, 1, 2].map(async (i) => ({
      name: `foto-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await cameraJpeg(800 + i * 100, 600),
    })),
  );
  await addInput(page).setInputFiles(files);
  await expect(picker(page).locator('[data-status="ready"] img')).toHaveCount(3);
  await expect(left(page)).toHaveText('Noch 7 Fotos möglich');
  const widths = () =>
    picker(page)
      .locator('[data-status="ready"] img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.naturalWidth));
  // Polled: a thumbnail reports its width only once its image has decoded.
  await expect.poll(widths).toEqual([800, 900, 1000]);
  await expect(tiles(page).first().getByText('Titelbild', { exact: true })).toBeVisible();

  // Arrow key on the focused third photo: it moves left, and it is announced.
  await picker(page).getByRole('group', { name: 'Foto 3' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(widths).toEqual([800, 1000, 900]);
  await expect(picker(page).getByRole('status')).toHaveText('Foto jetzt an Stelle 2 von 3');
  // The focus stayed on the moved photo: Home makes it the cover.
  await expect(picker(page).getByRole('group', { name: 'Foto 2' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect.poll(widths).toEqual([1000, 800, 900]);
  await expect(picker(page).getByRole('status')).toHaveText('Foto ist jetzt das Titelbild');
  await expect(picker(page).getByRole('group', { name: 'Foto 1, Titelbild' })).toBeFocused();

  // The buttons: move right, and "Als Titelbild".
  await picker(page).getByRole('button', { name: 'Foto 1 nach rechts' }).click();
  await expect.poll(widths).toEqual([800, 1000, 900]);
  await picker(page).getByRole('button', { name: 'Foto 3 als Titelbild' }).click();
  await expect.poll(widths).toEqual([900, 800, 1000]);
  await expect(tiles(page).first().getByText('Titelbild', { exact: true })).toBeVisible();

  // Dragging the third photo's grip onto the first place: with a finger on the phone, else the mouse.
  const grip = picker(page).getByRole('button', { name: 'Foto 3 verschieben (ziehen oder Pfeiltasten)' });
  await grip.scrollIntoViewIfNeeded();
  const target = await tiles(page).first().boundingBox();
  const from = await grip.boundingBox();
  if (!target || !from) throw new Error('no layout');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: target.x + 20, y: target.y + 20 };
  if (phone) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
    await touch('touchStart', start);
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', {
        x: start.x + ((end.x - start.x) * i) / 8,
        y: start.y + ((end.y - start.y) * i) / 8,
      });
    await touch('touchEnd');
  } else {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 8 });
    await page.mouse.up();
  }
  await expect.poll(widths).toEqual([1000, 900, 800]);
});
