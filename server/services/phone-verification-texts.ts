// The verification SMS in the account's language (users.locale). Short enough for one SMS
// (160 GSM characters), and it says not to pass the code on: the usual trick of a fraudster is
// to ask for it.
import { CODE_TTL_SECONDS } from '../../src/core/phone-verification.ts';

const MINUTES = CODE_TTL_SECONDS / 60;

export function smsText(locale: string, code: string): string {
  return locale === 'en'
    ? `Handymarkt: your code is ${code}. It is valid for ${MINUTES} minutes. Never share it with anyone.`
    : `Handymarkt: Dein Code lautet ${code}. Er gilt ${MINUTES} Minuten. Gib ihn niemals weiter.`;
}
