// The account's mails the server writes (recovery link, welcome, an address already taken), in
// the user's language, from src/i18n/server.*.json (`email.recovery.*`, `email.welcome.*`,
// `email.taken.*`). The answers spec 8 says the client shows as they come are `answer.*` there,
// said with `say` from server/lib/texts.ts; everything else the client translates from codes.
import { letter, say } from '../lib/texts.ts';

const MAILS = {
  recovery: { subject: 'email.recovery.subject', body: 'email.recovery.body' },
  welcome: { subject: 'email.welcome.subject', body: 'email.welcome.body' },
  taken: { subject: 'email.taken.subject', body: 'email.taken.body' },
} as const;

export type AccountMail = keyof typeof MAILS;

export function accountMail(
  locale: string,
  mail: AccountMail,
  name: string,
  link: string,
): { subject: string; text: string } {
  return {
    subject: say(locale, MAILS[mail].subject),
    text: letter(locale, name, [say(locale, MAILS[mail].body, { link })]),
  };
}
