// The mail that tells a user their account was suspended or the suspension lifted (issue 18: no
// silent bans), in their language: what, why (the reason and its rule), and how to appeal. A
// suspended user cannot log in, so the appeal goes by reply or through the support page's form.
// The words are src/i18n's: `email.suspension.*` in server.*.json, and the reason with its labels
// as the statement of reasons and the console name them (`moderation.reason.*`, issue 30).
import type { Locale } from '../../../src/core/constants.ts';
import { MODERATION_RULES, type ModerationReasonCode } from '../../../src/core/moderation-reasons.ts';
import type { Mail } from '../../adapters/mail.ts';
import { letter, say } from '../../lib/texts.ts';

export interface SuspensionFacts {
  to: string;
  firstName: string;
  suspended: boolean;
  reasonCode: ModerationReasonCode;
  text: string;
  origin: string;
}

const camel = (code: string) => code.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const reasonKey = (code: ModerationReasonCode) => `moderation.reason.${camel(code)}`;
export const reasonWords = (code: ModerationReasonCode, locale: Locale): string =>
  say(locale, reasonKey(code));

const WORDS = {
  on: { subject: 'email.suspension.on.subject', body: 'email.suspension.on.body' },
  off: { subject: 'email.suspension.off.subject', body: 'email.suspension.off.body' },
} as const;

export function suspensionMail(facts: SuspensionFacts, locale: Locale): Mail {
  const rule = MODERATION_RULES[facts.reasonCode];
  const note = facts.text.trim();
  const words = WORDS[facts.suspended ? 'on' : 'off'];
  const why = [
    `${say(locale, 'moderation.reasonLabel')}: ${reasonWords(facts.reasonCode, locale)}`,
    ...(rule
      ? [`${say(locale, 'moderation.ruleLabel')}: ${rule} (${facts.origin}/page/termsandconditions)`]
      : []),
    ...(note ? [`${say(locale, 'email.suspension.noteLabel')}: ${note}`] : []),
  ];
  const text = letter(locale, facts.firstName, [
    say(locale, words.body),
    why.join('\n'),
    ...(facts.suspended
      ? [say(locale, 'email.suspension.appeal', { support: `${facts.origin}/page/support` })]
      : []),
  ]);
  return { to: facts.to, subject: say(locale, words.subject), text };
}
