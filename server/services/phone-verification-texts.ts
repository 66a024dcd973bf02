// The verification SMS in the account's language (users.locale; src/i18n/server.*.json,
// `sms.verification`). Short enough for one SMS (160 GSM characters), and it says not to pass the
// code on: the usual trick of a fraudster is to ask for it.
import { CODE_TTL_SECONDS } from '../../src/core/phone-verification.ts';
import { say } from '../lib/texts.ts';

export function smsText(locale: string, code: string): string {
  return say(locale, 'sms.verification', { code, minutes: CODE_TTL_SECONDS / 60 });
}
