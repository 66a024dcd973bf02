// The Content-Security-Policy in a real browser: the app runs under it (every spec's fixture fails
// on a violation), and it really refuses what it should: an injected inline script never runs.
import { expect, test } from './support/fixtures.ts';

test('the app sends a policy without inline scripts, and an injected script is refused', async ({
  page,
  cspViolations,
}) => {
  const res = await page.goto('/');
  const policy = (await res?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.locator('main').first()).toBeVisible();

  // What an XSS would try: an inline script element written into the page.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
  });

  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  // Seen and refused as it should be: not a violation of the app's own making.
  cspViolations.length = 0;
});

test('an unknown address answers 404 and the app shows its not-found page', async ({ page }) => {
  const res = await page.goto('/gibt-es-nicht');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
