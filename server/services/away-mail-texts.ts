// The away mail's words (issue 16), in the reader's language (src/i18n/server.*.json, `email.away.*`):
// what waits for them, a link to it, and the link that turns these mails off. The message itself
// is not copied into the mail (it stays behind the login); a proposal says its amount and the ad,
// in the words of its push. A purchase's step (issue 32) is its push's title, and a lead saying
// what happened to the phone and what the reader may do next, in the words of their side.
import type { AwayMailType } from '../../src/core/away-mail.ts';
import type { Locale } from '../../src/core/constants.ts';
import { RECEIPT_AFTER_DELIVERY_DAYS, SHIP_WITHIN_DAYS } from '../../src/core/fulfilment.ts';
import type { Side } from '../../src/core/notification-routes.ts';
import { letter, moneyText, say } from '../lib/texts.ts';

export interface AwayMailFacts {
  type: AwayMailType;
  /** The reader's side of the order: a step told to both reads differently for each. */
  side: Side;
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
  order_shipped: 'push.orderShipped.title',
  order_delivered: 'push.orderDelivered.title',
  order_received: 'push.orderReceived.title',
  payout_released: 'push.payoutReleased.title',
  payout_refunded: 'push.payoutRefunded.title',
  ship_by_reminder: 'push.shipByReminder.title',
  order_cancelled_not_shipped: 'push.orderCancelledNotShipped.title',
};

export function awayMailText(locale: Locale, f: AwayMailFacts): { subject: string; text: string } {
  const amount = f.amountCents === undefined ? 'none' : moneyText(locale, f.amountCents);
  return {
    subject: say(locale, SUBJECT[f.type], { product: f.adName, amount }),
    text: letter(
      locale,
      f.firstName,
      [
        say(locale, 'email.away.lead', {
          type: f.type,
          side: f.side,
          product: f.adName,
          shipDays: SHIP_WITHIN_DAYS,
          receiptDays: RECEIPT_AFTER_DELIVERY_DAYS,
        }),
        f.link,
      ],
      [say(locale, 'email.away.off'), f.unsubscribe],
    ),
  };
}
