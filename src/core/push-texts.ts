// The words of a push (issue 16, docs/push.md), built on the server in the recipient's language
// (German by default, English for an account set to English): a push must show a notification
// the moment it arrives, with the app closed, so it cannot wait for the client's catalogue. The
// title says what happened and to what, the body who did it; e.g. the seller of an iPhone 13
// reads "Neuer Preisvorschlag: 340 € für dein iPhone 13" / "Ben K. wartet auf deine Antwort."
// Pure (src/core: no Node, no DOM), tested per type in both languages (push-texts.test.ts).
import type { Locale } from './constants.ts';
import { apiAmountToCents, formatCents } from './money.ts';
import { notificationTarget } from './notification-routes.ts';
import { EXPIRY_WARNING_DAYS, type Notification, type NotificationType } from './notifications.ts';
import { pushTopic, type PushPayload } from './push.ts';

interface Facts {
  /** The other person for the reader ('' when the notification names none). */
  name: string;
  product: string;
  /** The amount as euro in the reader's locale, or undefined. */
  amount: string | undefined;
  search: string;
  /** A moderation notice about a chat message, and the message's start (issue 30). */
  message: boolean;
  excerpt: string;
}

type Words = (f: Facts) => { title: string; body: string };

/** A sentence's full stop, unless the name it ends with has one ("Ben K."). */
const dot = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

const DE: Record<NotificationType, Words> = {
  order_request: (f) => ({
    title: f.amount
      ? `Neuer Preisvorschlag: ${f.amount} für dein ${f.product}`
      : `Neuer Preisvorschlag für dein ${f.product}`,
    body: `${f.name} wartet auf deine Antwort.`,
  }),
  customer_proposal: (f) => ({
    title: f.amount
      ? `Gegenvorschlag: ${f.amount} für dein ${f.product}`
      : `Gegenvorschlag für dein ${f.product}`,
    body: `${f.name} wartet auf deine Antwort.`,
  }),
  vendor_proposal: (f) => ({
    title: f.amount ? `Gegenvorschlag: ${f.amount} für ${f.product}` : `Gegenvorschlag für ${f.product}`,
    body: `${f.name} wartet auf deine Antwort.`,
  }),
  order_accepted: (f) => ({
    title: f.amount ? `Angenommen: ${f.amount} für ${f.product}` : `Angebot angenommen: ${f.product}`,
    body: `${f.name} hat zugestimmt.`,
  }),
  order_declined: (f) => ({
    title: `Preisvorschlag abgelehnt: ${f.product}`,
    body: `${f.name} hat deinen Preisvorschlag abgelehnt.`,
  }),
  order_party_inactive: (f) => ({
    title: `Verhandlung beendet: ${f.product}`,
    body: 'Das Konto der anderen Seite ist nicht mehr aktiv.',
  }),
  order_shipped: (f) => ({
    title: `Verschickt: ${f.product}`,
    body: `${f.name} hat dein Handy verschickt.`,
  }),
  order_received: (f) => ({
    title: `Angekommen: ${f.product}`,
    body: `${f.name} hat den Erhalt bestätigt.`,
  }),
  payout_released: (f) => ({
    title: f.amount ? `Auszahlung: ${f.amount} für ${f.product}` : `Auszahlung: ${f.product}`,
    body: 'Das Geld ist auf dem Weg zu dir.',
  }),
  order_refunded: (f) => ({
    title: f.amount ? `Erstattet: ${f.amount} für ${f.product}` : `Erstattet: ${f.product}`,
    body: dot(`Von ${f.name}`),
  }),
  product_purchased: (f) => ({
    title: `Kauf abgeschlossen: ${f.product}`,
    body: f.amount ? dot(`Für ${f.amount} von ${f.name}`) : dot(`Von ${f.name}`),
  }),
  product_sold: (f) => ({
    title: `Verkauft: dein ${f.product}`,
    body: f.amount ? `An ${f.name} für ${f.amount}.` : dot(`An ${f.name}`),
  }),
  product_payment: (f) => ({
    title: f.amount ? `Bezahlt: ${f.amount} für dein ${f.product}` : `Bezahlt: dein ${f.product}`,
    body: `${f.name} hat bezahlt.`,
  }),
  order_completed: (f) => ({
    title: `Verkauf abgeschlossen: ${f.product}`,
    body: f.amount ? `Für ${f.amount}.` : dot(`Mit ${f.name}`),
  }),
  new_message: (f) => ({ title: `Neue Nachricht von ${f.name}`, body: `Zu ${f.product}` }),
  saved_search_match: (f) => ({
    title: `Neu für „${f.search}“: ${f.product}`,
    body: f.amount ? `Für ${f.amount}. Tippe, um die Anzeige zu sehen.` : 'Tippe, um die Anzeige zu sehen.',
  }),
  product_expiring: (f) => ({
    title: 'Deine Anzeige läuft bald ab',
    body: `${f.product} endet in den nächsten ${EXPIRY_WARNING_DAYS} Tagen.`,
  }),
  product_status_expired: (f) => ({ title: 'Deine Anzeige ist abgelaufen', body: f.product }),
  product_status_publish: (f) => ({ title: 'Deine Anzeige ist online', body: f.product }),
  review_received: (f) => ({ title: 'Neue Bewertung', body: `${f.name} hat dich bewertet.` }),
  id_verified: () => ({
    title: 'Dein Ausweis ist verifiziert',
    body: 'Dein Profil zeigt jetzt das Ausweis-Abzeichen.',
  }),
  id_rejected: () => ({
    title: 'Dein Ausweis wurde nicht verifiziert',
    body: 'Den Grund findest du in deinen Einstellungen. Du kannst es erneut versuchen.',
  }),
  moderation_decision: (f) =>
    f.message
      ? {
          title: 'Deine Chat-Nachricht wurde entfernt',
          body: `„${f.excerpt}“ im Chat zu ${f.product}: Tippe, um die Begründung zu lesen und ggf. Widerspruch einzulegen.`,
        }
      : {
          title: 'Entscheidung zu deiner Anzeige',
          body: `${f.product}: Tippe, um die Begründung zu lesen und ggf. Widerspruch einzulegen.`,
        },
  report_outcome: (f) => ({
    title: 'Deine Meldung wurde geprüft',
    body: f.message ? `Nachricht im Chat zu ${f.product}` : f.product,
  }),
  appeal_outcome: (f) => ({
    title: 'Dein Widerspruch wurde entschieden',
    body: f.message ? `Deine Nachricht im Chat zu ${f.product}` : f.product,
  }),
};

const EN: Record<NotificationType, Words> = {
  order_request: (f) => ({
    title: f.amount
      ? `New price proposal: ${f.amount} for your ${f.product}`
      : `New price proposal for your ${f.product}`,
    body: `${f.name} is waiting for your answer.`,
  }),
  customer_proposal: (f) => ({
    title: f.amount
      ? `Counterproposal: ${f.amount} for your ${f.product}`
      : `Counterproposal for your ${f.product}`,
    body: `${f.name} is waiting for your answer.`,
  }),
  vendor_proposal: (f) => ({
    title: f.amount ? `Counterproposal: ${f.amount} for ${f.product}` : `Counterproposal for ${f.product}`,
    body: `${f.name} is waiting for your answer.`,
  }),
  order_accepted: (f) => ({
    title: f.amount ? `Accepted: ${f.amount} for ${f.product}` : `Offer accepted: ${f.product}`,
    body: `${f.name} agreed.`,
  }),
  order_declined: (f) => ({
    title: `Price proposal declined: ${f.product}`,
    body: `${f.name} declined your price proposal.`,
  }),
  order_party_inactive: (f) => ({
    title: `Negotiation ended: ${f.product}`,
    body: "The other side's account is no longer active.",
  }),
  order_shipped: (f) => ({
    title: `Shipped: ${f.product}`,
    body: `${f.name} sent your phone.`,
  }),
  order_received: (f) => ({
    title: `Arrived: ${f.product}`,
    body: `${f.name} confirmed receipt.`,
  }),
  payout_released: (f) => ({
    title: f.amount ? `Payout: ${f.amount} for ${f.product}` : `Payout: ${f.product}`,
    body: 'The money is on its way to you.',
  }),
  order_refunded: (f) => ({
    title: f.amount ? `Refunded: ${f.amount} for ${f.product}` : `Refunded: ${f.product}`,
    body: dot(`By ${f.name}`),
  }),
  product_purchased: (f) => ({
    title: `Purchase complete: ${f.product}`,
    body: f.amount ? dot(`For ${f.amount} from ${f.name}`) : dot(`From ${f.name}`),
  }),
  product_sold: (f) => ({
    title: `Sold: your ${f.product}`,
    body: f.amount ? `To ${f.name} for ${f.amount}.` : dot(`To ${f.name}`),
  }),
  product_payment: (f) => ({
    title: f.amount ? `Paid: ${f.amount} for your ${f.product}` : `Paid: your ${f.product}`,
    body: `${f.name} has paid.`,
  }),
  order_completed: (f) => ({
    title: `Sale complete: ${f.product}`,
    body: f.amount ? `For ${f.amount}.` : dot(`With ${f.name}`),
  }),
  new_message: (f) => ({ title: `New message from ${f.name}`, body: `About ${f.product}` }),
  saved_search_match: (f) => ({
    title: `New for “${f.search}”: ${f.product}`,
    body: f.amount ? `For ${f.amount}. Tap to see the ad.` : 'Tap to see the ad.',
  }),
  product_expiring: (f) => ({
    title: 'Your ad ends soon',
    body: `${f.product} ends within the next ${EXPIRY_WARNING_DAYS} days.`,
  }),
  product_status_expired: (f) => ({ title: 'Your ad has expired', body: f.product }),
  product_status_publish: (f) => ({ title: 'Your ad is live', body: f.product }),
  review_received: (f) => ({ title: 'New review', body: `${f.name} left you a review.` }),
  id_verified: () => ({ title: 'Your ID is verified', body: 'Your profile now shows the ID badge.' }),
  id_rejected: () => ({
    title: 'Your ID was not verified',
    body: 'See the reason in your settings and try again.',
  }),
  moderation_decision: (f) =>
    f.message
      ? {
          title: 'Your chat message was removed',
          body: `“${f.excerpt}” in the chat about ${f.product}: tap to read the reasons and, if you wish, appeal.`,
        }
      : {
          title: 'A decision about your ad',
          body: `${f.product}: tap to read the reasons and, if you wish, appeal.`,
        },
  report_outcome: (f) => ({
    title: 'Your report was reviewed',
    body: f.message ? `A message in the chat about ${f.product}` : f.product,
  }),
  appeal_outcome: (f) => ({
    title: 'Your appeal was decided',
    body: f.message ? `Your message in the chat about ${f.product}` : f.product,
  }),
};

const WORDS: Record<Locale, Record<NotificationType, Words>> = { de: DE, en: EN };
const NUMBER_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
/** For an old notification that names nobody or no ad ("für dein Handy" reads as a sentence). */
const FALLBACK: Record<Locale, { someone: string; anAd: string }> = {
  de: { someone: 'Jemand', anAd: 'Handy' },
  en: { someone: 'Someone', anAd: 'phone' },
};

/** The other side for the reader: the reviewer of a review, else whichever party is not them. */
function otherName(n: Notification, readerId: number): string | undefined {
  const { vendor, customer, reviewer } = n.data;
  if (n.type === 'review_received') return reviewer?.name;
  if (vendor && vendor.id !== readerId) return vendor.name;
  return customer && customer.id !== readerId ? customer.name : undefined;
}

/** Where a tap on the push leads: where the bell's click leads (src/core/notification-routes.ts). */
export function pushUrl(n: Notification, readerId: number): string {
  return notificationTarget(n, readerId).path;
}

/** The payload the service worker shows for `n`, sent to `readerId` who reads `locale`. */
export function pushPayload(n: Notification, readerId: number, locale: Locale): PushPayload {
  const cents = n.data.amount === undefined ? undefined : apiAmountToCents(n.data.amount);
  const fallback = FALLBACK[locale];
  const facts: Facts = {
    name: otherName(n, readerId) || fallback.someone,
    product: n.data.product?.name || fallback.anAd,
    amount: cents === undefined ? undefined : formatCents(cents, NUMBER_LOCALE[locale]),
    search: n.data.saved_search?.name ?? '',
    message: n.data.about === 'message',
    excerpt: n.data.excerpt ?? '',
  };
  const { title, body } = WORDS[locale][n.type](facts);
  return { type: n.type, title, body, url: pushUrl(n, readerId), tag: pushTopic(n), key: n.key };
}
