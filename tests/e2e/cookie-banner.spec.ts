// The cookie banner (spec 2.5): 3 s after the visitor chose a type on the home page, or at once on
// leaving home; "Ablehnen" beside "Akzeptieren" on the first layer; the choice kept on reload.
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

test.use({ cookieBanner: true });

test('appears 3 s after the type is chosen, and a decline is kept across a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('product-list')).toBeVisible();
  const banner = page.getByTestId('cookie-banner');
  await page.clock.runFor(10_000);
  await expect(banner).toHaveCount(0);

  await page.getByRole('link', { name: 'Angebote ansehen' }).click();
  await page.clock.runFor(2_000);
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
  await expectNoSeriousViolations(page, 'cookie banner (de)');

  await banner.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hm.cookiesHidden'))).toBe('declined');
  await page.reload();
  await page.goto('/page/faq');
  await page.clock.runFor(5_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('appears on leaving home without a choice, and an accept is kept', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-list')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(banner).toHaveCount(0);
});
