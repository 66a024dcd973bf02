// The mail that tells a user their account was suspended or the suspension lifted (issue 18: no
// silent bans), in their language: what, why (the reason and its rule), and how to appeal. A
// suspended user cannot log in, so the appeal goes by reply or through the support page's form.
import { readFileSync } from 'node:fs';
import type { Locale } from '../../../src/core/constants.ts';
import { MODERATION_RULES, type ModerationReasonCode } from '../../../src/core/moderation-reasons.ts';
import type { Mail } from '../../adapters/mail.ts';

export interface SuspensionFacts {
  to: string;
  firstName: string;
  suspended: boolean;
  reasonCode: ModerationReasonCode;
  text: string;
  origin: string;
}

/**
 * The reason's words are the app's (`moderation.reason.*` in src/i18n, issue 30): the mail, the
 * statement of reasons and the console name a reason alike, in one catalogue. The server takes
 * no code from src/ but src/core, so the catalogue is read as the data file it is, once.
 */
let catalogues: Record<Locale, Record<string, string>> | undefined;
const catalogue = (locale: Locale): Record<string, string> => {
  const read = (l: Locale) =>
    JSON.parse(readFileSync(new URL(`../../../src/i18n/${l}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
  catalogues ??= { de: read('de'), en: read('en') };
  return catalogues[locale];
};
const reasonKey = (code: ModerationReasonCode) =>
  `moderation.reason.${code.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`;
export const reasonWords = (code: ModerationReasonCode, locale: Locale): string =>
  catalogue(locale)[reasonKey(code)] ?? code;

const TEXTS = {
  de: {
    subjectOn: 'Dein Handymarkt-Konto ist gesperrt',
    subjectOff: 'Dein Handymarkt-Konto ist wieder freigeschaltet',
    hello: 'Hallo',
    on: 'wir haben dein Konto bei Handymarkt gesperrt. Du kannst dich nicht mehr anmelden, und deine Anzeigen sind nicht mehr öffentlich sichtbar.',
    off: 'wir haben die Sperre deines Kontos aufgehoben. Du kannst dich wieder anmelden, und deine Anzeigen sind wieder sichtbar.',
    reason: 'Grund',
    rule: 'Regel',
    note: 'Begründung',
    appeal: (origin: string) =>
      `Du kannst der Entscheidung innerhalb von sechs Monaten widersprechen: Antworte auf diese E-Mail oder schreib uns über ${origin}/page/support. Wir prüfen deinen Widerspruch und antworten dir.`,
    team: 'Dein Handymarkt-Team',
  },
  en: {
    subjectOn: 'Your Handymarkt account has been suspended',
    subjectOff: 'Your Handymarkt account has been reinstated',
    hello: 'Hello',
    on: 'we have suspended your Handymarkt account. You can no longer log in, and your ads are no longer public.',
    off: 'we have lifted the suspension of your account. You can log in again, and your ads are visible again.',
    reason: 'Reason',
    rule: 'Rule',
    note: 'Explanation',
    appeal: (origin: string) =>
      `You can appeal this decision within six months: reply to this e-mail or write to us at ${origin}/page/support. We will review your appeal and answer you.`,
    team: 'Your Handymarkt team',
  },
} as const;

export function suspensionMail(facts: SuspensionFacts, locale: Locale): Mail {
  const t = TEXTS[locale];
  const rule = MODERATION_RULES[facts.reasonCode];
  const lines = [
    `${t.hello} ${facts.firstName},`,
    '',
    facts.suspended ? t.on : t.off,
    '',
    `${t.reason}: ${reasonWords(facts.reasonCode, locale)}`,
    ...(rule ? [`${t.rule}: ${rule} (${facts.origin}/page/termsandconditions)`] : []),
    ...(facts.text.trim() ? [`${t.note}: ${facts.text.trim()}`] : []),
    ...(facts.suspended ? ['', t.appeal(facts.origin)] : []),
    '',
    t.team,
  ];
  return { to: facts.to, subject: facts.suspended ? t.subjectOn : t.subjectOff, text: lines.join('\n') };
}
