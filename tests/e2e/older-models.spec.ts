// The home model filter (issue 17): the last three years' models by default, and behind "Weitere
// Modelle zeigen" the older models that have live ads; choosing one filters the list.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { cardTitles, listCount, openHome, settledCards } from './support/home.ts';

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** yyyymmdd today minus about three years (spec 9: 30000 on the yyyymmdd scale). */
function earliestRelease(today = new Date()): number {
  return today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate() - 30000;
}

test('an older model with live ads can be chosen under "Weitere Modelle" and filters the list', async ({
  page,
  api,
  request,
}) => {
  const catalogue = await api.catalogue();
  const apple = catalogue.brands.find((b) => b.slug === 'apple');
  if (!apple) throw new Error('the catalogue has no Apple');
  const live = (await (await request.get('/wp-json/hm/v1/products/live-models')).json()) as {
    model_ids: number[];
  };
  const older = catalogue.models.filter(
    (m) => m.tax_id === apple.id && m.release_date < earliestRelease() && live.model_ids.includes(m.id),
  );
  const oldest = older.sort((a, b) => a.release_date - b.release_date)[0];
  if (!oldest) throw new Error('the demo marketplace has no live ad of an older iPhone');
  const total = (await api.allLiveProducts()).filter((p) =>
    p.attributes.some((a) => a.taxonomy === 'pa_model' && a.terms.some((t) => t.id === oldest.id)),
  ).length;

  await openHome(page, '?brand=apple');
  const model = select(page, 'Modell');
  // By default only the recent models: the older one is not offered yet.
  await expect(model.getByRole('option', { name: oldest.name, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Weitere Modelle zeigen (${older.length})` }).click();
  await expect(model).toBeFocused();
  await expect(model.locator('optgroup[label="Weitere Modelle"] option')).toHaveText(
    older.sort((a, b) => b.release_date - a.release_date).map((m) => m.name),
  );
  await model.selectOption({ label: oldest.name });
  await expect(page).toHaveURL(new RegExp(`[?&]model=${oldest.slug}(&|$)`));
  await expect(listCount(page)).toHaveText(new RegExp(` von ${total}$`));
  const titles = await settledCards(page, cardTitles, (title) => title.includes(oldest.name));
  for (const title of titles) expect(title).toContain(oldest.name);

  // Opened from the link, the chosen older model is shown as chosen.
  await page.reload();
  await expect(model).toHaveValue(oldest.slug);
});
