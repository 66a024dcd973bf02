// The home page as a user sees it: the list of ads, its "x von y" count, and the prices on cards.
import { expect, type Page } from '@playwright/test';

export const productList = (page: Page) => page.getByTestId('product-list');
export const productCards = (page: Page) => productList(page).getByTestId('product-card');
export const listCount = (page: Page) => page.getByTestId('list-count');

/** Opens the home page (with optional search params) and waits for the first page of ads. */
export async function openHome(page: Page, search = ''): Promise<void> {
  await page.goto(`/${search}`);
  await expect(productCards(page).first()).toBeVisible();
}

/** The "x von y" count, read as numbers. */
export async function readCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await listCount(page).textContent()) ?? '';
  const match = /^(\d+) (?:von|of) (\d+)$/.exec(text.trim());
  if (!match) throw new Error(`the count reads "${text}", not "x von y"`);
  return { shown: Number(match[1]), total: Number(match[2]) };
}

/** The slugs of the ads shown, in list order (each card links to /product/{slug}). */
export async function cardSlugs(page: Page): Promise<string[]> {
  const hrefs = await productCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.replace(/^\/product\//, '')));
}

/**
 * What the cards show once they show the list the count speaks of. The count changes with the
 * answer, but the cards are drawn in the background after it (useDeferredValue in the home
 * screen), so for a moment they may still be the previous list's, or none: read until every card
 * fits and at least one is there.
 */
export async function settledCards<T>(
  page: Page,
  read: (page: Page) => Promise<T[]>,
  fits: (value: T) => boolean,
): Promise<T[]> {
  let last: T[] = [];
  await expect
    .poll(
      async () => {
        last = await read(page);
        return last.length > 0 && last.every(fits);
      },
      { message: 'the cards show the filtered list' },
    )
    .toBe(true);
  return last;
}

export async function cardTitles(page: Page): Promise<string[]> {
  return productCards(page).getByRole('heading').allTextContents();
}

/** The euro price printed on every card, in list order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).allInnerTexts();
  return texts.map((text) => {
    const price = parseEuro(text);
    if (price === undefined) throw new Error(`no euro price on the card "${text}"`);
    return price;
  });
}

/** A German euro amount ("1.030 €", "89,50 €") found in a text. */
export function parseEuro(text: string): number | undefined {
  const match = /(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{2}))?\s€/.exec(text);
  if (!match) return undefined;
  return Number(`${match[1]?.replaceAll('.', '')}.${match[2] ?? '0'}`);
}

/** How a price is written for a German user. */
export function formatEuro(amount: number): string {
  return new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
