// axe-core on the home and ad pages, in German and English: no serious or critical violations.
// The maps load only when scrolled to, so each page is checked with its map on screen too.
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openHome } from './support/home.ts';
import { switchLanguage } from './support/i18n.ts';
import { LOCATION, NEARBY, showMap } from './support/map.ts';

for (const language of ['Deutsch', 'English'] as const) {
  test(`home and ad pages have no serious accessibility violations (${language})`, async ({ page, api }) => {
    await openHome(page);
    if (language === 'English') await switchLanguage(page, 'English');
    await expect(
      page.getByRole('region', { name: /^(Gebrauchte Smartphones|Used smartphones)/ }).getByText(/^\d+$/),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'home page');
    await showMap(page, NEARBY);
    await expectNoSeriousViolations(page, 'home page with its map');

    await page.goto(`/product/${(await api.adWithRelated()).slug}`);
    await expect(page.getByTestId('seller-box')).toBeVisible();
    await expect(page.getByRole('region', { name: /^(Ähnliche Handys|Related phones)$/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'ad page');
    await showMap(page, LOCATION);
    await expectNoSeriousViolations(page, 'ad page with its map');
  });
}
