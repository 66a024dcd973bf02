// Verifying a social account from the settings (issue 17): a signed-in user with a password account
// connects the provider's account (login `ben`, another e-mail than theirs) through the provider's
// pages and comes back to the settings, still themselves, with the social badge dated. The account
// is deleted at the end, which frees `ben` for the next run (a provider account links to one user).
import { expect, test } from './support/fixtures.ts';
import { party, signedInContext } from './support/sale.ts';

test('a signed-in user connects a social account in the settings and gets the badge', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one provider account to link: desktop only');
  const providers = (await (await request.get('/wp-json/social/providers')).json()) as { name: string }[];
  const [provider] = providers;
  if (!provider) throw new Error('no social provider configured (see playwright.config.ts)');
  const lina = await party(request, 'social-link', 'Lina');
  const context = await signedInContext(() => browser.newContext({ baseURL, locale: 'de-DE' }), lina);
  const page = await context.newPage();
  try {
    await page.goto('/dashboard/settings');
    const panel = page.getByTestId('verification-panel');
    await panel.getByRole('button', { name: `Mit ${provider.name} verifizieren` }).click();

    await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
    await page.getByPlaceholder('Enter any login').fill('ben');
    await page.getByPlaceholder('and password').fill('beliebig');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/dashboard/settings');
    await expect(
      page.getByRole('status').filter({ hasText: 'Dein Social-Media-Konto ist verbunden.' }),
    ).toBeVisible();
    await expect(panel).toContainText(/Verifiziert seit \d+\. \w+ \d{4}/);
    // Still Lina: linking is no login.
    await expect(page.getByRole('banner')).toContainText('Lina');
    expect(new URL(page.url()).hash).toBe('');
  } finally {
    const gone = await request.delete(`/wp-json/wc/v3/customers/${lina.id}?force=true`, {
      headers: { authorization: `Bearer ${lina.token}` },
    });
    expect(gone.ok(), await gone.text()).toBe(true);
    await context.close();
  }
});
