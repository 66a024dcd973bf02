// The dashboard's sections on a phone: all seven in sight, none cut off mid-word (a row cut at
// "Bewertu" hid that it scrolled), each one tap away.
import { createUser } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';

test('phone: every dashboard section is in sight and whole, none cut off', async ({
  page,
  request,
  phone,
}) => {
  test.skip(!phone, 'phone viewport only');
  const user = await createUser(request, 'tabs');
  const res = await request.post('/wp-json/jwt-auth/v1/token', {
    data: { username: user.email, password: user.password },
  });
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, token);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Bereiche deines Kontos' });
  const tabs = nav.getByRole('link');
  await expect(tabs).toHaveCount(7);
  await expect(tabs.last()).toHaveText('Einstellungen');
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  // Nothing scrolls sideways, and every tab lies wholly inside the screen.
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box, await tab.innerText()).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    // The label fits its tab (no text cut inside it).
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await nav.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await page.screenshot({ path: test.info().outputPath('dashboard-tabs.png') });
});
