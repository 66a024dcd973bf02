// Language helpers: the footer's EN/DE switch, and a search for message ids shown raw
// (an id such as "filters.brand" on screen means a translation is missing or misspelt).
import { expect, type Page } from '@playwright/test';

export async function switchLanguage(page: Page, to: 'English' | 'Deutsch'): Promise<void> {
  const button = page.getByRole('contentinfo').getByRole('button', { name: to });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'de');
}

/** Shaped like a message id: "filters.brand", "seller.badge.id". */
const MESSAGE_ID = /\b[a-z]+\.[a-zA-Z]+\.?[a-zA-Z]*\b/g;
/** Ordinary abbreviations that share the shape. */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'z.B', 'u.a', 'd.h', 'o.ä']);

/** Message-id-shaped words in what the user reads or hears: text, title, labels, alt texts. */
export async function rawMessageIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt'];
    const out = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) out.push(element.getAttribute(name) ?? '');
      if (element.tagName.toLowerCase() === 'title') out.push(element.textContent ?? '');
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    for (const [match] of text.matchAll(MESSAGE_ID)) if (!ABBREVIATIONS.has(match)) found.add(match);
  }
  return [...found];
}
