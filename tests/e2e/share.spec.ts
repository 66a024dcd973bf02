// Share an ad (spec 2.4 socialShare): the ad page's "Teilen" opens a dialog with the networks'
// links to the ad's address, Escape closes it and gives focus back; axe-clean in both languages.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { switchLanguage } from './support/i18n.ts';

const shareButton = (page: Page) =>
  page.getByTestId('product-detail').getByRole('button', { name: /^(Teilen|Share)$/ });

test('the share dialog links to the ad on every network and closes with Escape', async ({ page, api }) => {
  const [ad] = (await api.liveProducts({ per_page: 1 })).products;
  if (!ad) throw new Error('no live ad');
  await page.goto(`/product/${ad.slug}?from=list`);
  await shareButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Anzeige teilen' });
  await expect(dialog).toBeVisible();
  const url = `${new URL(page.url()).origin}/product/${ad.slug}`;
  const encoded = encodeURIComponent(url);
  // A guest shares the ad's name, never the seller's "Ich verkaufe mein …".
  await expect(dialog.getByText(ad.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Ich verkaufe/)).toHaveCount(0);
  for (const [name, start] of [
    ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
    ['Messenger', 'https://www.facebook.com/dialog/send?link='],
    ['Telegram', 'https://t.me/share/url?url='],
    ['X (Twitter)', 'https://twitter.com/intent/tweet?url='],
  ] as const) {
    const link = dialog.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `) });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^${start.replace(/[.?/]/g, '\\$&')}${encoded}(&|$)`),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const whatsapp = await dialog.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href');
  expect(new URL(whatsapp ?? '').searchParams.get('text')).toBe(`${ad.name} ${url}`);
  const mail = await dialog.getByRole('link', { name: 'E-Mail' }).getAttribute('href');
  expect(new URL(mail ?? '').searchParams.get('body')).toBe(`${ad.name}\n\n${url}`);
  await expect(dialog.getByRole('textbox', { name: 'Link zur Anzeige' })).toHaveValue(url);
  // Desktop Chromium has no share sheet: the "Teilen…" button is not offered there.
  const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(dialog.getByRole('button', { name: 'Teilen…' })).toHaveCount(hasShare ? 1 : 0);
  await expectNoSeriousViolations(page, 'share dialog (de)');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(shareButton(page)).toBeFocused();

  await switchLanguage(page, 'English');
  await shareButton(page).click();
  const english = page.getByRole('dialog', { name: 'Share ad' });
  await expect(english.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoSeriousViolations(page, 'share dialog (en)');
  await english.getByRole('button', { name: 'Close' }).click();
  await expect(english).toHaveCount(0);
});
