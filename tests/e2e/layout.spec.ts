// List or grid: a switch on wide screens whose choice survives a reload; phones always get the list.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openHome, productCards } from './support/home.ts';

/** Whether the first two ads sit side by side (grid) or one below the other (list). */
async function arrangement(page: Page): Promise<'grid' | 'list'> {
  const [first, second] = await Promise.all([
    productCards(page).nth(0).boundingBox(),
    productCards(page).nth(1).boundingBox(),
  ]);
  if (!first || !second) throw new Error('two ads are not on screen');
  return Math.abs(first.y - second.y) < 1 && second.x > first.x ? 'grid' : 'list';
}

test('desktop: the view switch toggles grid and list, and the choice survives a reload', async ({
  page,
  phone,
}) => {
  test.skip(phone, 'phones have no view switch (tested below)');
  await openHome(page);
  const view = page.getByRole('group', { name: 'Ansicht' });
  const grid = view.getByRole('button', { name: 'Rasteransicht' });
  const list = view.getByRole('button', { name: 'Listenansicht' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => arrangement(page)).toBe('grid');

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => arrangement(page)).toBe('list');

  await page.reload();
  await expect(productCards(page).first()).toBeVisible();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => arrangement(page)).toBe('list');

  await grid.click();
  await expect.poll(() => arrangement(page)).toBe('grid');
  await page.reload();
  await expect(productCards(page).first()).toBeVisible();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => arrangement(page)).toBe('grid');
});

test('desktop: narrowing the window below 601 px forces the list and hides the switch', async ({
  page,
  phone,
}) => {
  test.skip(phone, 'resizes a desktop window');
  await openHome(page);
  const view = page.getByRole('group', { name: 'Ansicht' });
  await expect(view.getByRole('button', { name: 'Rasteransicht' })).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(view).toBeHidden();
  await expect.poll(() => arrangement(page)).toBe('list');
  await page.setViewportSize({ width: 601, height: 900 });
  await expect(view).toBeVisible();
  await expect.poll(() => arrangement(page)).toBe('grid');
});

test('phone: always the list, and no view switch, even when grid was chosen before', async ({
  page,
  phone,
}) => {
  test.skip(!phone, 'phone viewport only');
  await page.addInitScript(() => localStorage.setItem('hm.layout', 'grid'));
  await openHome(page);
  await expect(page.getByRole('group', { name: 'Ansicht' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Rasteransicht' })).toHaveCount(0);
  await expect.poll(() => arrangement(page)).toBe('list');
});
