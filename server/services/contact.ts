// The contact form (spec 7: POST /wp/v2/emails/contact-form): the message is kept, mailed to the
// operator's address as it applies now (the console's setting, else OPERATOR_EMAIL) and a copy
// goes to the sender. Limited per address and per mailbox (the bare lowercased address), so
// the form can neither flood the operator's inbox nor mail copies to a stranger again and again.
import { hasErrors } from '../../src/core/account-fields.ts';
import type { Locale } from '../../src/core/constants.ts';
import {
  contactErrors,
  contactMailbox,
  contactName,
  type ContactRequest,
  type ContactResult,
  type ContactSubject,
} from '../../src/core/contact.ts';
import type { Mailer } from '../adapters/mail.ts';
import type { Database } from '../db/client.ts';
import { insertContactMessage } from '../db/repositories/contact-messages.ts';
import type { Config } from '../config.ts';
import { say } from '../lib/texts.ts';
import { invalid, mailSender } from './accounts/common.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';
import { currentSettings } from './site-settings.ts';

/** A topic's words are the contact form's own (`contact.subject.*` in src/i18n). */
const topic = (locale: Locale, subject: ContactSubject) => say(locale, `contact.subject.${subject}`);

export interface ContactSender {
  /** The signed-in sender, if any. */
  userId: number | undefined;
  ip: string;
  lang: Locale;
}

export function contactService(deps: { db: Database; mailer: Mailer; limiter: RateLimiter; config: Config }) {
  const { db, limiter, config } = deps;
  const sendMail = mailSender(deps.mailer);
  return {
    async send(input: ContactRequest, sender: ContactSender): Promise<ContactResult> {
      // Counted before the rules: a script sending nonsense is held like one sending messages.
      await limiter.hit(RATE_RULES.contactPerIp, sender.ip);
      const errors = contactErrors(input);
      if (hasErrors(errors)) invalid(errors);
      // One mailbox, one count, however it is written ("A" <x@…>, <x@…>, X@…); the copy goes there.
      const email = contactMailbox(input.email) ?? '';
      await limiter.hit(RATE_RULES.contactPerEmail, email);
      const subject = input.subject as ContactSubject; // contactErrors accepted it
      const name = contactName(input.name); // one line: it must not forge lines of the mail
      const message = input.message.trim();
      const row = await insertContactMessage(db, {
        userId: sender.userId ?? null,
        name,
        email,
        subject,
        message,
        lang: sender.lang,
      });
      // Read per message: an address the operator saved in the console applies at once, on every
      // instance.
      const { values } = await currentSettings(db, config);
      // The operator reads German; the sender's name and address are in the text (Reply-To is not
      // part of the mail adapter), never in a header.
      const about = { id: row.id, topic: topic('de', subject) };
      await sendMail(
        values.operator_email,
        say('de', 'email.contact.operator.subject', about),
        say('de', 'email.contact.operator.body', {
          ...about,
          name,
          email,
          user: sender.userId === undefined ? 'none' : String(sender.userId),
          lang: sender.lang,
          message,
        }),
      );
      const { lang } = sender;
      await sendMail(
        email,
        say(lang, 'email.contact.copy.subject', { topic: topic(lang, subject) }),
        `${say(lang, 'email.hello', { name })}\n\n${say(lang, 'email.contact.copy.intro')}\n\n${message}\n\n` +
          `${say(lang, 'email.contact.copy.signature', { operator: values.operator_name })}\n`,
      );
      return { status: true, id: row.id };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
