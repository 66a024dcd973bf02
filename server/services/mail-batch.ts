// One round of a mail sweep (the away mail, the saved searches' digest; docs/jobs.md): decide in
// ONE transaction what is mailed, claiming the rows and marking them decided together, so two
// instances, or a restart, never mail one thing twice; then, after the COMMIT, write each mail and
// send them one at a time. A crash in between loses those mails rather than sending them twice; a
// mail that fails is logged (never its address) and the rest go on.
import type { Mail, Mailer } from '../adapters/mail.ts';
import type { Database, Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { logError } from '../lib/log.ts';

export interface MailRound<Chosen> {
  db: Database;
  mailer: Mailer;
  /** What a failed mail is logged as. */
  label: string;
  /** Claims what is due, marks it decided and answers what is to be mailed (in one transaction). */
  decide(tx: Tx): Promise<Chosen[]>;
  /** The mail of one chosen (after the commit). */
  write(chosen: Chosen): Promise<Mail>;
}

/** Runs one round; answers how many mails were sent. */
export async function mailRound<Chosen>({
  db,
  mailer,
  label,
  decide,
  write,
}: MailRound<Chosen>): Promise<number> {
  const chosen = await inTransaction(db, decide);
  // Written after the commit: the unsubscribe token's key may be read from the database, which
  // on PGlite (one connection) must never be asked outside a transaction that holds it.
  const mails: Mail[] = [];
  for (const one of chosen) mails.push(await write(one));
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
