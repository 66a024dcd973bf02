// ID verification (issue 17): in the settings the holder reads the § 20 PAuswG hint, uploads front
// and back and sees the upload wait for review ("wird geprüft"); a reviewer (the demo's) approves
// it through the API; the ID badge then shows with its date on the holder's seller page and the
// settings say since when. Axe on the settings with the pending upload.
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { apiToken, createAd, DEMO_PASSWORD } from './support/ads.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { party } from './support/sale.ts';
import { browserDateFormat } from './support/dates.ts';

test.describe.configure({ timeout: 90_000 });

const REVIEWER = 'pruefer@demo.handymarkt.de';

/** A small JPEG of a card-sized picture. */
async function cardPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 856, height: 540, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test('a holder uploads an ID, it waits for review, a reviewer approves it and the badge shows', async ({
  page,
  request,
}) => {
  const holder = await party(request, 'id-holder', 'Ida');
  await createAd(request, holder.token, '250');
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hm.token')) localStorage.setItem('hm.token', t);
  }, holder.token);

  // The realtime connection (opened once the first screen is there) brings the decision live.
  const live = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/hm/v1/realtime'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')));
  await page.goto('/dashboard/settings');
  const panel = page.getByTestId('verification-panel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Verifizierung' })).toBeVisible();
  // No more "bald": each mark with its state.
  await expect(panel).not.toContainText('bald');
  await expect(panel).toContainText('§ 20 PAuswG');
  const upload = panel.getByRole('button', { name: 'Ausweis hochladen' });
  await expect(upload).toBeDisabled();
  await panel.getByLabel('Vorderseite').setInputFiles({
    name: 'vorderseite.jpg',
    mimeType: 'image/jpeg',
    buffer: await cardPhoto('#c8d8f0'),
  });
  await panel.getByLabel('Rückseite').setInputFiles({
    name: 'rueckseite.jpg',
    mimeType: 'image/jpeg',
    buffer: await cardPhoto('#f0e0c8'),
  });
  await upload.click();
  await expect(page.getByTestId('id-pending')).toContainText('Dein Ausweis wird geprüft');
  await expectNoSeriousViolations(page, 'settings with an ID waiting for review');

  // The reviewer decides (the operator's console will call this).
  const state = await request.get('/wp-json/hm/v1/id-documents/me', {
    headers: { authorization: `Bearer ${holder.token}` },
  });
  const { id, status } = (await state.json()) as { id: number; status: string };
  expect(status).toBe('pending');
  const reviewer = await apiToken(request, REVIEWER, DEMO_PASSWORD);
  await live;
  const decision = await request.post(`/wp-json/hm/v1/id-documents/${id}/decision`, {
    headers: { authorization: `Bearer ${reviewer}` },
    data: { outcome: 'approved' },
  });
  expect(decision.status(), await decision.text()).toBe(200);
  const { decided_at } = (await decision.json()) as { decided_at: string };

  // The holder, still on the settings, is told at once: the bell has the decision, live.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ })
    .click();
  const centre = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect(
    centre.getByRole('listitem').filter({ hasText: 'Dein Ausweis ist verifiziert' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // And the settings on screen follow without a reload: no longer "wird geprüft".
  await expect(page.getByTestId('id-pending')).toHaveCount(0);
  await expect(page.getByTestId('verification-panel')).toContainText('Verifiziert seit');

  await page.goto(`/seller/${holder.id}`);
  const monthYear = browserDateFormat({ month: 'short', year: 'numeric' });
  await expect(page.getByTestId('seller-badges').getByRole('listitem').nth(3)).toHaveText(
    `Ausweis verifiziert seit ${monthYear.format(new Date(decided_at))}`,
  );

  await page.goto('/dashboard/settings');
  const day = browserDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  await expect(page.getByTestId('verification-panel')).toContainText(
    `Verifiziert seit ${day.format(new Date(decided_at))}`,
  );
});
