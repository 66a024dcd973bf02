// E-mail when away for the steps of a protected purchase (issue 32, "told at every step"): the
// parcel shipped and delivered, the receipt, the payout, the seller's reminder to ship and the
// not-shipped cancel are each mailed to whoever has not seen them within 15 minutes, in their
// language, naming the phone and what happened (the words of their side where both are told),
// and linking to the order's page, where the bell and the push lead too.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/core/constants.ts';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import type { Order } from '../../src/core/orders.ts';
import { parcelProvider } from '../../server/adapters/dhl.ts';
import { outboxMailer } from '../../server/adapters/mail.ts';
import { awayMails, notifications, orderFulfilments, users } from '../../server/db/schema.ts';
import { awayMailService } from '../../server/services/away-mail.ts';
import { parcelTrackingRound, shipByReminderRound } from '../../server/services/fulfilment/timers.ts';
import { tokenService } from '../../server/services/tokens.ts';
import { DAY_MS, fulfilmentKit } from './support/fulfilment.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { HOUR_MS, orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import type { Deal } from './support/payments.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const f = fulfilmentKit(server, kit);
const ORIGIN = 'https://handymarkt.example';

const sweep = () =>
  awayMailService({
    db: server.db,
    mailer: outboxMailer(server.db),
    tokens: tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 1 }),
  }).sweep(ORIGIN);

type Step =
  | 'shipped'
  | 'deliveredBuyer'
  | 'deliveredSeller'
  | 'received'
  | 'payout'
  | 'reminder'
  | 'cancelledBuyer'
  | 'cancelledSeller';
type Words = [subject: RegExp | string, lead: string];

/** Each mail's subject and a line of its lead, for the phone `ad`, in both languages. */
const WORDS: Record<Locale, Record<Step, (ad: string) => Words>> = {
  de: {
    shipped: (ad) => [`Verschickt: ${ad}`, `der Verkäufer hat „${ad}“ verschickt.`],
    deliveredBuyer: (ad) => [
      `Zugestellt: ${ad}`,
      `dein Paket mit „${ad}“ wurde zugestellt. Ist alles in Ordnung, bestätige hier den Erhalt. Stimmt etwas nicht, melde innerhalb von 2 Tagen ein Problem`,
    ],
    deliveredSeller: (ad) => [`Zugestellt: ${ad}`, `dein Paket mit „${ad}“ wurde dem Käufer zugestellt.`],
    received: (ad) => [
      `Angekommen: ${ad}`,
      `der Erhalt von „${ad}“ ist bestätigt, dein Geld wird jetzt ausgezahlt:`,
    ],
    payout: (ad) => [
      /^Auszahlung: 300\s€ für /,
      `dein Geld für „${ad}“ ist freigegeben und auf dem Weg zu dir:`,
    ],
    reminder: (ad) => [
      `Bitte verschicken: ${ad}`,
      `Ist es 5 Tage nach der Zahlung nicht verschickt, kann der Käufer den Kauf stornieren.`,
    ],
    cancelledBuyer: (ad) => [
      `Storniert: ${ad}`,
      `der Kauf von „${ad}“ ist storniert, weil der Verkäufer nicht rechtzeitig verschickt hat. Du bekommst dein Geld vollständig zurück:`,
    ],
    cancelledSeller: (ad) => [`Storniert: ${ad}`, `weil du nicht innerhalb von 5 Tagen verschickt hast.`],
  },
  en: {
    shipped: (ad) => [`Shipped: ${ad}`, `the seller has sent “${ad}”.`],
    deliveredBuyer: (ad) => [
      `Delivered: ${ad}`,
      `your parcel with “${ad}” has been delivered. If all is well, confirm receipt here. If something is wrong, report a problem within 2 days`,
    ],
    deliveredSeller: (ad) => [
      `Delivered: ${ad}`,
      `your parcel with “${ad}” has been delivered to the buyer.`,
    ],
    received: (ad) => [
      `Arrived: ${ad}`,
      `receipt of “${ad}” is confirmed, and your money is being paid out now:`,
    ],
    payout: (ad) => [
      /^Payout: €300 for /,
      `your money for “${ad}” has been released and is on its way to you:`,
    ],
    reminder: (ad) => [
      `Please send: ${ad}`,
      `if it is not sent 5 days after the payment, the buyer may cancel the purchase.`,
    ],
    cancelledBuyer: (ad) => [
      `Cancelled: ${ad}`,
      `the purchase of “${ad}” is cancelled because the seller did not send it in time. You get all your money back:`,
    ],
    cancelledSeller: (ad) => [`Cancelled: ${ad}`, `because you did not send it within 5 days.`],
  },
};

/** A paid deal whose buyer and seller read `locale`, and the phone's name. */
async function paidIn(locale: Locale) {
  const deal = await f.paid();
  await server.db
    .update(users)
    .set({ locale })
    .where(inArray(users.id, [deal.seller.id, deal.buyer.id]));
  return { ...deal, ad: deal.paid.line_items[0]?.name ?? '' };
}

/**
 * Time goes by: the deal's notifications are 16 minutes old and unseen, and the last mail about
 * its order more than an hour ago (one mail per order an hour).
 */
async function later(deal: Deal) {
  const ids = [deal.seller.id, deal.buyer.id];
  await server.db
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - make_interval(mins => 16)` })
    .where(inArray(notifications.userId, ids));
  await server.db
    .update(awayMails)
    .set({ sentAt: sql`${awayMails.sentAt} - make_interval(mins => 61)` })
    .where(inArray(awayMails.userId, ids));
}

/** `who`'s one new mail since `seen` mails: its subject and lead as `words` say, opening the order. */
async function expectMail(who: Party, seen: number, words: Words, orderId: number) {
  const mails = await server.mails(who.email);
  expect(mails).toHaveLength(seen + 1);
  const mail = mails.at(-1);
  const [subject, lead] = words;
  if (typeof subject === 'string') expect(mail?.subject).toBe(subject);
  else expect(mail?.subject).toMatch(subject);
  expect(mail?.text).toContain(lead);
  expect(mail?.text).toContain(`\n\n${ORIGIN}/order/${orderId}/accept\n\n`);
}

describe.each(LOCALES)('a purchase’s steps mailed when away (%s)', (locale) => {
  const words = WORDS[locale];

  it('shipped to the buyer, delivered to both, the receipt (with its payout) to the seller', async () => {
    const deal = await paidIn(locale);
    const id = deal.order.id;
    await server.db
      .update(users)
      .set({ shipping: { street: 'Lindenweg 12', zip: '50667', city: 'Köln', phone: '' } })
      .where(eq(users.id, deal.seller.id));
    const label = await server.request('POST', `/wp-json/hm/v1/orders/${id}/label`, {
      token: deal.seller.token,
    });
    expect(label.status).toBe(201);
    const before = {
      seller: (await server.mails(deal.seller.email)).length,
      buyer: (await server.mails(deal.buyer.email)).length,
    };

    await later(deal);
    await sweep();
    await expectMail(deal.buyer, before.buyer, words.shipped(deal.ad), id);

    const dhl = parcelProvider({ dhl: undefined }, { now: () => new Date(Date.now() + 25 * HOUR_MS) });
    expect(await parcelTrackingRound(server.db, dhl.provider)).toBeGreaterThan(0);
    await later(deal);
    await sweep();
    await expectMail(deal.buyer, before.buyer + 1, words.deliveredBuyer(deal.ad), id);
    await expectMail(deal.seller, before.seller, words.deliveredSeller(deal.ad), id);

    // The receipt and its payout come together: one mail about the order, the receipt's.
    expect((await f.received(deal.buyer, id)).status).toBe(200);
    await later(deal);
    await sweep();
    await expectMail(deal.seller, before.seller + 1, words.received(deal.ad), id);
  });

  it('a payout not seen on its own (the receipt read in the bell) is mailed by itself', async () => {
    const deal = await paidIn(locale);
    await f.receive(deal);
    const before = (await server.mails(deal.seller.email)).length;
    const [receipt] = await server.db
      .select({ key: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, deal.seller.id), eq(notifications.type, 'order_received')));
    const read = await server.request('PUT', '/wp-json/hm/v1/notifications/read', {
      token: deal.seller.token,
      body: { keys: [receipt?.key] },
    });
    expect(read.status).toBe(200);
    await later(deal);
    await sweep();
    await expectMail(deal.seller, before, words.payout(deal.ad), deal.order.id);
  });

  it('the reminder to ship to the seller, the not-shipped cancel to both', async () => {
    const deal = await paidIn(locale);
    const id = deal.order.id;
    const before = {
      seller: (await server.mails(deal.seller.email)).length,
      buyer: (await server.mails(deal.buyer.email)).length,
    };
    expect(await shipByReminderRound(server.db, new Date(Date.now() + 3 * DAY_MS + 60_000))).toBeGreaterThan(
      0,
    );
    await later(deal);
    await sweep();
    await expectMail(deal.seller, before.seller, words.reminder(deal.ad), id);

    const shift = sql`make_interval(days => 6)`;
    await server.db
      .update(orderFulfilments)
      .set({
        paidAt: sql`${orderFulfilments.paidAt} - ${shift}`,
        shipBy: sql`${orderFulfilments.shipBy} - ${shift}`,
      })
      .where(eq(orderFulfilments.orderId, id));
    const cancelled = await server.request<Order & ApiErrorBody>(
      'POST',
      `/wp-json/hm/v1/orders/${id}/cancel`,
      {
        token: deal.buyer.token,
      },
    );
    expect(cancelled.status).toBe(200);
    await later(deal);
    await sweep();
    await expectMail(deal.seller, before.seller + 1, words.cancelledSeller(deal.ad), id);
    await expectMail(deal.buyer, before.buyer, words.cancelledBuyer(deal.ad), id);
  });
});
