// Routes whose feature is still to come render an honest, titled screen: never blank, never 404.
import { expect, test } from './support/fixtures.ts';

const ROUTES = [
  ['/publish', 'Verkaufen auf Handymarkt'],
  ['/page/faq', 'Häufige Fragen'],
  ['/magazin', 'Magazin'],
  ['/lost-password', 'Passwort vergessen'],
] as const;

for (const [route, heading] of ROUTES) {
  test(`${route} shows a titled screen`, async ({ page, api }) => {
    let path: string = route;
    if (route.includes('{slug}')) {
      const [ad] = (await api.liveProducts({ per_page: 1 })).products;
      path = route.replace('{slug}', ad?.slug ?? '');
    }
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
    await expect(main.getByText('Seite nicht gefunden')).toHaveCount(0);
    // The screen says something beyond its heading (once its content has loaded).
    await expect.poll(async () => (await main.innerText()).length).toBeGreaterThan(heading.length + 40);
    await expect(page).toHaveTitle(/^.+ – Handymarkt$/);
    await expect(page).not.toHaveTitle(/^Seite nicht gefunden/);
  });
}
