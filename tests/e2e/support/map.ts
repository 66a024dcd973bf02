// The maps load only when scrolled to: this scrolls one into view and waits until it is drawn.
import { expect, type Page } from '@playwright/test';

export async function showMap(page: Page, section: RegExp): Promise<void> {
  const region = page.getByRole('region', { name: section });
  await region.scrollIntoViewIfNeeded();
  await expect(
    region
      .getByLabel(/^(Karte|Map)\b/)
      .locator('canvas')
      .first(),
  ).toBeVisible();
}

export const NEARBY = /^(Handys in deiner Nähe|Phones near you)$/;
export const LOCATION = /^(Standort|Location)$/;
