// The away mail's words (issue 16), in the reader's language (src/i18n/server.*.json, `email.away.*`):
// what waits for them, a link to it, and the link that turns these mails off. The message itself
// is not copied into the mail (it stays behind the login); a proposal says its amount and the ad,
// in the words of its push.
import type { AwayMailType } from '../../src/core/away-mail.ts';
import type { Locale } from '../../src/core/constants.ts';
import { letter, moneyText, say } from '../lib/texts.ts';

export interface AwayMailFacts {
  type: AwayMailType;
  firstName: string;
  adName: string;
  amountCents: number | undefined;
  link: string;
  unsubscribe: string;
}

const SUBJECT: Record<AwayMailType, string> = {
  new_message: 'email.away.subject.newMessage',
  order_request: 'email.away.subject.orderRequest',
  customer_proposal: 'push.customerProposal.title',
  vendor_proposal: 'push.vendorProposal.title',
  problem_opened: 'push.problemOpened.title',
  problem_answered: 'push.problemAnswered.title',
  problem_decided: 'push.problemDecided.title',
};

export function awayMailText(locale: Locale, f: AwayMailFacts): { subject: string; text: string } {
  const amount = f.amountCents === undefined ? 'none' : moneyText(locale, f.amountCents);
  return {
    subject: say(locale, SUBJECT[f.type], { product: f.adName, amount }),
    text: letter(
      locale,
      f.firstName,
      [say(locale, 'email.away.lead', { type: f.type }), f.link],
      [say(locale, 'email.away.off'), f.unsubscribe],
    ),
  };
}
