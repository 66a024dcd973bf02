// The home page's product video (spec 2.3, issue 17): nothing of it is fetched before it is
// scrolled to; then it plays muted, its four clips one after the other in a loop, the step on
// screen named beside it in the visitor's language; it can be paused; it does not start by itself
// for someone who asked for less motion or to save data; a clip that cannot load leaves its poster.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openHome } from './support/home.ts';
import { switchLanguage } from './support/i18n.ts';

const section = (page: Page) =>
  page.getByRole('region', { name: /^(So funktioniert Handymarkt|How Handymarkt works)$/ });
const video = (page: Page) => page.locator('.product-video video');
const currentStep = (page: Page) => section(page).locator('li[aria-current="step"]');

/** The addresses under /video/ the page asks for, as they are asked. */
function videoRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/video/')) paths.push(pathname);
  });
  return paths;
}

/** Scrolls the video's frame onto the screen (it is below the list and the map). */
async function scrollToVideo(page: Page): Promise<void> {
  await page.locator('.product-video__frame').scrollIntoViewIfNeeded();
}

const isPlaying = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => !v.paused && !v.ended && v.currentTime > 0);

/** Moves the clip on screen near its end (the clips are five seconds long). */
const nearItsEnd = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 4.6;
  });

test('fetches nothing before it is scrolled to, then plays muted', async ({ page }) => {
  const requests = videoRequests(page);
  await openHome(page);
  await expect(section(page)).toBeAttached();
  // A moment after it is drawn, below the fold: still nothing asked for.
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.preload)).toBe('none');

  await scrollToVideo(page);
  await expect.poll(() => isPlaying(page), { message: 'the first clip plays' }).toBe(true);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  expect(requests).toContain('/video/product-1.webm');
  await expect(currentStep(page)).toHaveText('Handy fotografieren und kostenlos inserieren');
});

test('plays the next clip when one ends, and the first again after the fourth, moving nothing', async ({
  page,
}) => {
  await openHome(page);
  await scrollToVideo(page);
  await expect.poll(() => isPlaying(page)).toBe(true);
  const button = section(page).getByRole('button', { name: 'Video anhalten' });
  const place = await button.boundingBox();
  const steps = [
    'Preis vorschlagen, bis ihr euch einig seid',
    'Sicher bezahlen mit PayPal-Käuferschutz',
    'Versenden, ankommen, bewerten',
    'Handy fotografieren und kostenlos inserieren',
  ];
  for (const [index, step] of steps.entries()) {
    const next = ((index + 1) % 4) + 1;
    await nearItsEnd(page);
    await expect(video(page)).toHaveAttribute('data-clip', String(next));
    await expect(video(page)).toHaveAttribute('src', `/video/product-${next}.webm`);
    await expect(currentStep(page)).toHaveText(step);
    await expect.poll(() => isPlaying(page), { message: `clip ${next} plays` }).toBe(true);
    // The step marked changes, the text around it stays where it was.
    expect(await button.boundingBox(), `the button during clip ${next}`).toEqual(place);
  }
});

test('pauses at the press of its button and says it can play again', async ({ page }) => {
  await openHome(page);
  await scrollToVideo(page);
  await expect.poll(() => isPlaying(page)).toBe(true);
  const pause = section(page).getByRole('button', { name: 'Video anhalten' });
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = section(page).getByRole('button', { name: 'Video abspielen' });
  await expect(play).toBeVisible();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const at = await video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.waitForTimeout(700);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(at);

  await play.click();
  await expect(section(page).getByRole('button', { name: 'Video anhalten' })).toBeVisible();
  await expect.poll(() => isPlaying(page)).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not start by itself: the poster and a play button', async ({ page }) => {
    const requests = videoRequests(page);
    await openHome(page);
    await scrollToVideo(page);
    await expect(video(page)).toHaveAttribute('poster', '/video/product-1.webp');
    await expect(section(page).getByRole('button', { name: 'Video abspielen' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    expect(requests.filter((path) => path.endsWith('.webm'))).toEqual([]);

    await section(page).getByRole('button', { name: 'Video abspielen' }).click();
    await expect.poll(() => isPlaying(page)).toBe(true);
  });
});

test('does not start by itself when the connection should save data', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  await openHome(page);
  await scrollToVideo(page);
  await expect(section(page).getByRole('button', { name: 'Video abspielen' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('keeps the poster, without an error, when a clip cannot load', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/video/*.webm', (route) => route.abort('internetdisconnected'));
  await openHome(page);
  await scrollToVideo(page);
  await expect(section(page).getByRole('button', { name: 'Video abspielen' })).toBeVisible();
  await expect(video(page)).toHaveAttribute('poster', '/video/product-1.webp');
  expect(
    await video(page).evaluate((v: HTMLVideoElement) => {
      const poster = new Image();
      poster.src = v.poster;
      return poster.decode().then(() => poster.naturalWidth);
    }),
  ).toBe(640);
  expect(errors).toEqual([]);
});

test('names its steps and its button in German and English, with nothing serious for axe', async ({
  page,
}) => {
  await openHome(page);
  await scrollToVideo(page);
  await expect(section(page).getByRole('heading', { name: 'So funktioniert Handymarkt' })).toBeVisible();
  await expect(currentStep(page)).toHaveText('Handy fotografieren und kostenlos inserieren');
  await expect(section(page).getByRole('button', { name: 'Video anhalten' })).toBeVisible();
  await expectNoSeriousViolations(page, 'product video (de)');

  await switchLanguage(page, 'English');
  await scrollToVideo(page);
  await expect(section(page).getByRole('heading', { name: 'How Handymarkt works' })).toBeVisible();
  await expect(section(page).getByRole('listitem')).toHaveText([
    'Photograph your phone and list it for free',
    'Propose a price until you agree',
    'Pay safely with PayPal buyer protection',
    'Ship it, receive it, review it',
  ]);
  await expect(section(page).getByRole('button', { name: 'Pause video' })).toBeVisible();
  await expectNoSeriousViolations(page, 'product video (en)');
});
