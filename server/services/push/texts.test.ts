// The words and address of each type's push in German and English (issue 16): what happened and
// to what in the title, who in the body, the amount as euro in the reader's locale, and a tap
// leading to the negotiation for proposals, else where the bell's click leads.
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '../../../src/core/notifications.ts';
import { pushPayload } from './texts.ts';

const SELLER = 31;
const BUYER = 12;
const EURO = '\u00a0€';

function notification(type: NotificationType, data: Notification['data'] = {}): Notification {
  return { key: 812, type, time: 1767225600, read: false, data };
}

const FULL: Notification['data'] = {
  product: { id: 977, name: 'iPhone 13', slug: 'apple-iphone-13' },
  order: { id: 40 },
  customer: { id: BUYER, name: 'Ben K.', avatar: '' },
  vendor: { id: SELLER, name: 'Sophie H.', avatar: '' },
  reviewer: { id: BUYER, name: 'Ben K.', avatar: '' },
  chatId: '12_31_977',
  amount: '340',
  saved_search: { id: 5, name: 'iPhone bis 400 €' },
};

describe('push texts', () => {
  it('says the proposal, its amount and the ad to the seller, and opens the negotiation', () => {
    expect(pushPayload(notification('order_request', FULL), SELLER, 'de')).toEqual({
      type: 'order_request',
      title: `Neuer Preisvorschlag: 340${EURO} für dein iPhone 13`,
      body: 'Ben K. wartet auf deine Antwort.',
      url: '/order/40/offer',
      tag: 'order-40',
      key: 812,
    });
    expect(pushPayload(notification('order_request', FULL), SELLER, 'en')).toMatchObject({
      title: 'New price proposal: €340 for your iPhone 13',
      body: 'Ben K. is waiting for your answer.',
    });
  });

  it('names the seller to the buyer of a counter proposal', () => {
    expect(
      pushPayload(notification('vendor_proposal', { ...FULL, amount: '360.50' }), BUYER, 'de'),
    ).toMatchObject({
      title: `Gegenvorschlag: 360,50${EURO} für iPhone 13`,
      body: 'Sophie H. wartet auf deine Antwort.',
      url: '/order/40/offer',
    });
  });

  it('calls a buyer counter a Gegenvorschlag / counterproposal, as the negotiation does (issue 30)', () => {
    expect(pushPayload(notification('customer_proposal', FULL), SELLER, 'de')).toMatchObject({
      title: `Gegenvorschlag: 340${EURO} für dein iPhone 13`,
    });
    expect(pushPayload(notification('customer_proposal', FULL), SELLER, 'en')).toMatchObject({
      title: 'Counterproposal: €340 for your iPhone 13',
    });
    expect(pushPayload(notification('vendor_proposal', FULL), BUYER, 'en')).toMatchObject({
      title: 'Counterproposal: €340 for iPhone 13',
    });
  });

  it('says a removed chat message was removed, quoting its start (issue 30)', () => {
    const n = notification('moderation_decision', {
      product: FULL.product,
      decision: { id: 7 },
      about: 'message',
      excerpt: 'Zahl per Vorkasse',
    });
    expect(pushPayload(n, SELLER, 'de')).toMatchObject({
      title: 'Deine Chat-Nachricht wurde entfernt',
      body: '„Zahl per Vorkasse“ im Chat zu iPhone 13: Tippe, um die Begründung zu lesen und ggf. Widerspruch einzulegen.',
    });
    expect(pushPayload(n, SELLER, 'en').title).toBe('Your chat message was removed');
  });

  it('opens the chat of a message, tagged by the chat', () => {
    expect(pushPayload(notification('new_message', FULL), SELLER, 'de')).toEqual({
      type: 'new_message',
      title: 'Neue Nachricht von Ben K.',
      body: 'Zu iPhone 13',
      url: '/dashboard/messages/12_31_977',
      tag: '12_31_977',
      key: 812,
    });
  });

  it('tells the seller of the sale and leads to the order, where they ship it', () => {
    expect(pushPayload(notification('product_sold', FULL), SELLER, 'de')).toMatchObject({
      title: 'Verkauft: dein iPhone 13',
      body: `An Ben K. für 340${EURO}.`,
      url: '/order/40/accept',
    });
  });

  it('tells that a negotiation ended as the other account is no longer active, never why (issue 30)', () => {
    const n = notification('order_party_inactive', FULL);
    expect(pushPayload(n, BUYER, 'de')).toMatchObject({
      title: 'Verhandlung beendet: iPhone 13',
      body: 'Das Konto der anderen Seite ist nicht mehr aktiv.',
      url: '/order/40/offer',
    });
    expect(pushPayload(n, BUYER, 'en').body).toBe("The other side's account is no longer active.");
  });

  for (const locale of ['de', 'en'] as const) {
    it(`has words for every type in ${locale}, with and without the facts`, () => {
      for (const type of NOTIFICATION_TYPES) {
        for (const data of [FULL, {}]) {
          const p = pushPayload(notification(type, data), SELLER, locale);
          expect(p.title, type).not.toMatch(/undefined|null|\$\{|\.\.$/);
          expect(p.body, type).not.toMatch(/undefined|null|\$\{|\.\.$/);
          expect(p.title.length, type).toBeGreaterThan(5);
          expect(p.url, type).toMatch(/^\//);
        }
      }
    });
  }

  it('says "Jemand" and "Handy" where an old notification names nobody and no ad', () => {
    expect(pushPayload(notification('order_request'), SELLER, 'de')).toMatchObject({
      title: 'Neuer Preisvorschlag für dein Handy',
      body: 'Jemand wartet auf deine Antwort.',
      url: '/dashboard/products/active',
    });
  });
});
