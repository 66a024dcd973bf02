// Issue 30: the reviewer has a screen. The demo reviewer finds "Ausweise prüfen" in the user menu,
// which opens the console's ID queue with the documents waiting; the console shows a reviewer that
// section only (/admin takes them there, any other section says there is no access).
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD } from './support/ads.ts';
import { loginViaUi, profileMenuButton } from './support/account.ts';
import { party } from './support/sale.ts';

const REVIEWER = { email: 'pruefer@demo.handymarkt.de', password: DEMO_PASSWORD, firstName: 'Paula' };

const cardPhoto = (colour: string): Promise<Buffer> =>
  sharp({ create: { width: 856, height: 540, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

test('the demo reviewer opens the ID queue from the user menu and sees no other section', async ({
  page,
  request,
}) => {
  const holder = await party(request, 'id-queue-holder', 'Ilse');
  const upload = await request.post('/wp-json/hm/v1/id-documents', {
    headers: { authorization: `Bearer ${holder.token}` },
    multipart: {
      front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto('#c8d8f0') },
      back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto('#f0e0c8') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.goto('/');
  await loginViaUi(page, REVIEWER);
  await profileMenuButton(page, REVIEWER.firstName).click();
  await expect(page.getByRole('link', { name: 'Konsole' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ausweise prüfen' }).click();

  await expect(page).toHaveURL(/\/admin\/ids$/);
  const sections = page.getByRole('navigation', { name: 'Bereiche der Konsole' });
  await expect(sections.getByRole('link')).toHaveText(['Ausweise']);
  await expect(page.getByText(holder.user.email)).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/ids$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugang' })).toBeVisible();
});
