// Sending the mails a sweep decided on (the away mail, the saved searches' digest): after the
// sweep's COMMIT, one at a time; a mail that fails is logged (never its address) and the rest go on.
import type { Mail, Mailer } from '../adapters/mail.ts';
import { logError } from '../lib/log.ts';

/** Sends each mail; answers how many were sent. */
export async function sendEach(mailer: Mailer, mails: readonly Mail[], label: string): Promise<number> {
  let sent = 0;
  for (const mail of mails) {
    try {
      await mailer.send(mail);
      sent++;
    } catch (error) {
      logError(label, error); // never the address
    }
  }
  return sent;
}
