// Issue 17, reading and contact: the magazine and every static page in both languages with the
// page's heading shown once (it was shown twice), the imprint with the operator's details, and the
// contact form on the support page, whose message reaches the operator and the sender by mail.
import { expect, test } from './support/fixtures.ts';
import { createUser, latestMail, loginViaUi } from './support/account.ts';
import { switchLanguage } from './support/i18n.ts';

const PAGES = ['faq', 'termsandconditions', 'privacy-policy', 'support', 'impressum', 'about'];

test('the magazine and every page read in German and English, each heading once', async ({ page }) => {
  for (const language of ['Deutsch', 'English'] as const) {
    await page.goto('/magazin');
    if (language === 'English') await switchLanguage(page, 'English');
    const first = page.locator('.articles__item a').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    // The list's own heading ("Magazin") stays until the article is shown: read the article's.
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(Magazin|Magazine)$/);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).toBeTruthy();
    await expect(page.getByRole('heading', { name: title ?? '', exact: true })).toHaveCount(1);

    for (const slug of PAGES) {
      await page.goto(`/page/${slug}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, `${slug} (${language})`).toBeVisible();
      const name = (await heading.textContent()) ?? '';
      await expect(page.getByRole('heading', { name, exact: true }), `${slug} (${language})`).toHaveCount(1);
      await expect(page.getByTestId('plain-page')).not.toContainText(/\{\{|Platzhalter|placeholder/);
    }
    await page.goto('/page/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'English' ? 'About Handymarkt' : 'Über Handymarkt',
    );
  }
});

test('the imprint names the operator', async ({ page }) => {
  await page.goto('/page/impressum');
  await expect(page.getByTestId('plain-page')).toContainText('Handymarkt Demo GmbH');
  await expect(page.getByTestId('plain-page')).toContainText('HRB 245612 B');
});

test('the contact form says what is missing, sends, and the operator and sender get mails', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'contact', { firstName: 'Clara', lastName: 'Kontakt' });
  await page.goto('/page/support');
  await loginViaUi(page, user);
  const form = page.getByTestId('contact-form');
  // The signed-in user's name and e-mail are filled in.
  await expect(form.getByLabel('Name')).toHaveValue('Clara Kontakt');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(user.email);

  await form.getByLabel('Nachricht').fill('Wie lange dauert der Versand eines Handys?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte wähle einen Betreff.')).toBeVisible();

  await form.getByLabel('Betreff').selectOption({ label: 'Versand' });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(user.email);

  const copy = await latestMail(request, user.email);
  expect(copy.subject).toBe('Deine Nachricht an Handymarkt: Versand');
  const toOperator = await latestMail(request, 'hallo@handymarkt.de');
  expect(toOperator.text).toContain(`Clara Kontakt <${user.email}>`);
  expect(toOperator.text).toContain('Wie lange dauert der Versand eines Handys?');
});
