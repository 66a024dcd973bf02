// A notification's words, built on the client from its type and data (docs/notifications.md): the
// text of every type in German and English from a sample notification, with the amount as euro,
// the ad's title and the other person's name; the fallbacks for what an old notification lacks;
// and "when", relative for a week and a date after.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '../../core/notifications.ts';
import { createAppIntl } from '../../i18n/app-intl.ts';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { notificationMessage } from './notification-text.ts';

const SELLER = 31;
const BUYER = 12;
const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

function sample(type: NotificationType, data: Partial<Notification['data']> = {}): Notification {
  return {
    key: 812,
    type,
    time: 1767225600,
    read: false,
    data: {
      product: { id: 977, name: 'Apple iPhone 13', slug: 'apple-iphone-13-128-gb-blau-gut' },
      order: { id: 40 },
      customer: { id: BUYER, name: 'Ben K.', avatar: '' },
      vendor: { id: SELLER, name: 'Sophie H.', avatar: '' },
      amount: '340.50',
      ...(type === 'review_received' ? { reviewer: { id: BUYER, name: 'Ben K.', avatar: '' } } : {}),
      ...(type === 'new_message' ? { chatId: '12_31_977' } : {}),
      ...(type === 'saved_search_match' ? { saved_search: { id: 3, name: 'iPhone bis 400 €' } } : {}),
      ...data,
    },
  };
}

function text(n: Notification, reader: number | undefined, language: 'de' | 'en'): string {
  const intl = createAppIntl({
    locale: LOCALES[language],
    messages: language === 'de' ? de : en,
    onError: (error) => {
      throw error;
    },
  });
  const fallbacks = {
    someone: intl.formatMessage({ id: 'notifications.someone' }),
    anAd: intl.formatMessage({ id: 'notifications.anAd' }),
  };
  const message = notificationMessage(n, reader, intl.locale, fallbacks);
  // The amount's space is a no-break space (Intl's); plain here so the table below reads easily.
  return String(intl.formatMessage({ id: message.id }, message.values)).replace(/\u00a0/g, ' ');
}

/** [type, reader, German, English] */
const TEXTS: [NotificationType, number, string, string][] = [
  [
    'order_request',
    SELLER,
    'Neuer Preisvorschlag von Ben K.: 340,50 € für dein Apple iPhone 13',
    'New price proposal from Ben K.: €340.50 for your Apple iPhone 13',
  ],
  [
    'order_accepted',
    BUYER,
    'Sophie H. hat den Preis von 340,50 € für Apple iPhone 13 angenommen',
    'Sophie H. accepted the price of €340.50 for Apple iPhone 13',
  ],
  [
    'order_declined',
    BUYER,
    'Sophie H. hat deinen Preisvorschlag für Apple iPhone 13 abgelehnt',
    'Sophie H. declined your price proposal for Apple iPhone 13',
  ],
  [
    'order_completed',
    SELLER,
    'Verkauf abgeschlossen: Apple iPhone 13 für 340,50 €',
    'Sale completed: Apple iPhone 13 for €340.50',
  ],
  [
    'product_status_publish',
    SELLER,
    'Deine Anzeige Apple iPhone 13 ist jetzt online',
    'Your ad Apple iPhone 13 is now live',
  ],
  [
    'product_status_expired',
    SELLER,
    'Deine Anzeige Apple iPhone 13 ist abgelaufen',
    'Your ad Apple iPhone 13 has expired',
  ],
  ['review_received', SELLER, 'Ben K. hat dich bewertet', 'Ben K. left you a review'],
  [
    'customer_proposal',
    SELLER,
    'Gegenvorschlag von Ben K.: 340,50 € für dein Apple iPhone 13',
    'Counterproposal from Ben K.: €340.50 for your Apple iPhone 13',
  ],
  [
    'vendor_proposal',
    BUYER,
    'Gegenvorschlag von Sophie H.: 340,50 € für Apple iPhone 13',
    'Counterproposal from Sophie H.: €340.50 for Apple iPhone 13',
  ],
  [
    'product_purchased',
    BUYER,
    'Kauf abgeschlossen: Apple iPhone 13 für 340,50 € von Sophie H.',
    'Purchase complete: Apple iPhone 13 for €340.50 from Sophie H.',
  ],
  [
    'product_sold',
    SELLER,
    'Verkauft: dein Apple iPhone 13 an Ben K. für 340,50 €',
    'Sold: your Apple iPhone 13 to Ben K. for €340.50',
  ],
  [
    'product_payment',
    SELLER,
    'Ben K. hat 340,50 € für dein Apple iPhone 13 bezahlt',
    'Ben K. paid €340.50 for your Apple iPhone 13',
  ],
  [
    'new_message',
    BUYER,
    'Neue Nachricht von Sophie H. zu Apple iPhone 13',
    'New message from Sophie H. about Apple iPhone 13',
  ],
  [
    'saved_search_match',
    BUYER,
    'Neu für deinen Suchauftrag „iPhone bis 400 €“: Apple iPhone 13 für 340,50 €',
    'New for your saved search “iPhone bis 400 €”: Apple iPhone 13 for €340.50',
  ],
  [
    'product_expiring',
    SELLER,
    'Deine Anzeige Apple iPhone 13 läuft in den nächsten 3 Tagen ab',
    'Your ad Apple iPhone 13 ends within the next 3 days',
  ],
  [
    'order_refunded',
    BUYER,
    'Sophie H. hat 340,50 € für Apple iPhone 13 erstattet',
    'Sophie H. refunded €340.50 for Apple iPhone 13',
  ],
  [
    'order_party_inactive',
    BUYER,
    'Die Verhandlung zu Apple iPhone 13 wurde beendet: Das Konto der anderen Seite ist nicht mehr aktiv.',
    "The negotiation about Apple iPhone 13 has ended: the other side's account is no longer active.",
  ],
  ['order_shipped', BUYER, 'Sophie H. hat Apple iPhone 13 verschickt', 'Sophie H. sent Apple iPhone 13'],
  ['order_delivered', BUYER, 'Apple iPhone 13 wurde zugestellt', 'Apple iPhone 13 was delivered'],
  [
    'ship_by_reminder',
    SELLER,
    'Bitte verschicke Apple iPhone 13: der Käufer wartet seit 3 Tagen',
    'Please send Apple iPhone 13: the buyer has been waiting for 3 days',
  ],
  [
    'order_cancelled_not_shipped',
    BUYER,
    'Apple iPhone 13 wurde nicht rechtzeitig verschickt: der Kauf ist storniert, das Geld geht zurück',
    'Apple iPhone 13 was not sent in time: the purchase is cancelled and the money goes back',
  ],
  [
    'order_received',
    SELLER,
    'Ben K. hat den Erhalt von Apple iPhone 13 bestätigt',
    'Ben K. confirmed receipt of Apple iPhone 13',
  ],
  [
    'payout_released',
    SELLER,
    'Auszahlung von 340,50 € für Apple iPhone 13 ist unterwegs',
    'Payout of €340.50 for Apple iPhone 13 is on its way',
  ],
  [
    'payout_refunded',
    BUYER,
    'Erstattung abgeschlossen: 340,50 € für Apple iPhone 13 sind zurück beim Käufer',
    'Refund complete: €340.50 for Apple iPhone 13 is back with the buyer',
  ],
  [
    'problem_opened',
    SELLER,
    'Ben K. meldet ein Problem mit Apple iPhone 13',
    'Ben K. reported a problem with Apple iPhone 13',
  ],
  [
    'problem_answered',
    BUYER,
    'Sophie H. hat auf dein Problem mit Apple iPhone 13 geantwortet',
    'Sophie H. answered your problem with Apple iPhone 13',
  ],
  [
    'problem_decided',
    BUYER,
    'Der Fall zu Apple iPhone 13 ist abgeschlossen',
    'The case about Apple iPhone 13 is closed',
  ],
  [
    'id_verified',
    SELLER,
    'Dein Ausweis ist verifiziert: Dein Profil zeigt jetzt das Ausweis-Abzeichen',
    'Your ID is verified: your profile now shows the ID badge',
  ],
  [
    'id_rejected',
    SELLER,
    'Dein Ausweis wurde nicht verifiziert: Den Grund findest du in den Einstellungen',
    'Your ID was not verified: see the reason in your settings',
  ],
  [
    'moderation_decision',
    SELLER,
    'Wir haben deine Anzeige Apple iPhone 13 entfernt: Begründung und Widerspruch',
    'We removed your ad Apple iPhone 13: reasons and appeal',
  ],
  [
    'report_outcome',
    BUYER,
    'Deine Meldung zu Apple iPhone 13 wurde geprüft: Wir haben keinen Verstoß festgestellt',
    'Your report about Apple iPhone 13 was reviewed: we found no violation',
  ],
  [
    'appeal_outcome',
    SELLER,
    'Dein Widerspruch zu Apple iPhone 13 wurde geprüft: Die Entscheidung bleibt bestehen',
    'Your appeal about Apple iPhone 13 was reviewed: the decision stands',
  ],
];

describe('the text of a notification', () => {
  it.each(TEXTS)('says %s (read by user %i) in German and English', (type, reader, german, english) => {
    expect(text(sample(type), reader, 'de')).toBe(german);
    expect(text(sample(type), reader, 'en')).toBe(english);
  });

  it('has a text for every type', () => {
    const covered = new Set(TEXTS.map(([type]) => type));
    expect(NOTIFICATION_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it('names the other side: the buyer to the seller, the seller to the buyer', () => {
    expect(text(sample('order_accepted'), SELLER, 'de')).toBe(
      'Ben K. hat den Preis von 340,50 € für Apple iPhone 13 angenommen',
    );
    expect(text(sample('new_message'), SELLER, 'en')).toBe('New message from Ben K. about Apple iPhone 13');
  });

  it('says how many messages one chat notification stands for (one per chat)', () => {
    expect(text(sample('new_message', { count: 3 }), SELLER, 'de')).toBe(
      '3 neue Nachrichten von Ben K. zu Apple iPhone 13',
    );
    expect(text(sample('new_message', { count: 3 }), SELLER, 'en')).toBe(
      '3 new messages from Ben K. about Apple iPhone 13',
    );
    expect(text(sample('new_message', { count: 1 }), SELLER, 'de')).toBe(
      'Neue Nachricht von Ben K. zu Apple iPhone 13',
    );
  });

  it('shows a whole amount without cents', () => {
    expect(text(sample('order_request', { amount: '340' }), SELLER, 'de')).toBe(
      'Neuer Preisvorschlag von Ben K.: 340 € für dein Apple iPhone 13',
    );
  });

  it('says a removed chat message was removed, not an ad (issue 30)', () => {
    const removed = sample('moderation_decision', { about: 'message', excerpt: 'Zahl per Vorkasse an …' });
    expect(text(removed, SELLER, 'de')).toBe(
      'Wir haben deine Chat-Nachricht „Zahl per Vorkasse an …“ im Chat zu Apple iPhone 13 entfernt: Begründung und Widerspruch',
    );
    expect(text(removed, SELLER, 'en')).toBe(
      'We removed your chat message “Zahl per Vorkasse an …” in the chat about Apple iPhone 13: reasons and appeal',
    );
    const outcome = sample('report_outcome', { about: 'message', outcome: 'removed' });
    expect(text(outcome, BUYER, 'de')).toBe(
      'Danke für deine Meldung: Wir haben die Nachricht im Chat zu Apple iPhone 13 entfernt',
    );
    const appeal = sample('appeal_outcome', { about: 'message', outcome: 'reversed' });
    expect(text(appeal, SELLER, 'en')).toBe(
      'Your appeal about your message in the chat about Apple iPhone 13 was granted',
    );
  });

  it('leaves out an amount, a person or an ad the notification does not name', () => {
    const bare = sample('product_payment', { amount: undefined, customer: undefined, product: undefined });
    expect(text(bare, SELLER, 'de')).toBe('Jemand hat dein (Anzeige gelöscht) bezahlt');
    expect(text(bare, SELLER, 'en')).toBe('Someone paid for your (ad deleted)');
    expect(text(sample('vendor_proposal', { amount: 'not money' }), BUYER, 'en')).toBe(
      'Counterproposal from Sophie H. for Apple iPhone 13',
    );
  });
});
