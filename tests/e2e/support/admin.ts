// The console's e2e tests sign in as the demo admin (seeded: betrieb@demo.handymarkt.de).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD } from './ads.ts';

export const DEMO_ADMIN = 'betrieb@demo.handymarkt.de';

/** Signs the page in as the demo admin before it loads; answers the admin's token. */
export async function signedInAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, DEMO_ADMIN, DEMO_PASSWORD);
  expect(token).not.toBe('');
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, token);
  return token;
}
