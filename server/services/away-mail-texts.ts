// The away mail's words (issue 16), in the reader's language: what waits for them, a link to it,
// and the link that turns these mails off. The message itself is not copied into the mail (it
// stays behind the login); a proposal says its amount and the ad.
import type { AwayMailType } from '../../src/core/away-mail.ts';
import type { Locale } from '../../src/core/constants.ts';
import { formatCents } from '../../src/core/money.ts';

export interface AwayMailFacts {
  type: AwayMailType;
  firstName: string;
  adName: string;
  amountCents: number | undefined;
  link: string;
  unsubscribe: string;
}

const amountIn = (locale: Locale, cents: number | undefined) =>
  cents === undefined ? '' : formatCents(cents, locale === 'de' ? 'de-DE' : 'en-GB');

const TEXTS = {
  de: {
    subject: (f: AwayMailFacts, amount: string) =>
      ({
        new_message: `Neue Nachricht zu „${f.adName}“`,
        order_request: `Neuer Preisvorschlag: ${amount} für dein ${f.adName}`,
        customer_proposal: `Gegenvorschlag: ${amount} für dein ${f.adName}`,
        vendor_proposal: `Gegenvorschlag: ${amount} für ${f.adName}`,
      })[f.type],
    lead: (f: AwayMailFacts) =>
      f.type === 'new_message'
        ? 'du hast eine neue Nachricht bei Handymarkt. Lies und beantworte sie hier:'
        : 'bei Handymarkt wartet ein Preisvorschlag auf deine Antwort:',
    off: 'Keine solchen E-Mails mehr? Hier abbestellen:',
    hello: 'Hallo',
    team: 'Dein Handymarkt-Team',
  },
  en: {
    subject: (f: AwayMailFacts, amount: string) =>
      ({
        new_message: `New message about “${f.adName}”`,
        order_request: `New offer: ${amount} for your ${f.adName}`,
        customer_proposal: `Counterproposal: ${amount} for your ${f.adName}`,
        vendor_proposal: `Counterproposal: ${amount} for ${f.adName}`,
      })[f.type],
    lead: (f: AwayMailFacts) =>
      f.type === 'new_message'
        ? 'you have a new message on Handymarkt. Read and answer it here:'
        : 'an offer on Handymarkt is waiting for your answer:',
    off: 'No more of these emails? Turn them off here:',
    hello: 'Hello',
    team: 'Your Handymarkt team',
  },
} as const;

export function awayMailText(locale: Locale, f: AwayMailFacts): { subject: string; text: string } {
  const t = TEXTS[locale];
  return {
    subject: t.subject(f, amountIn(locale, f.amountCents)),
    text: `${t.hello} ${f.firstName},\n\n${t.lead(f)}\n\n${f.link}\n\n${t.team}\n\n--\n${t.off}\n${f.unsubscribe}\n`,
  };
}
