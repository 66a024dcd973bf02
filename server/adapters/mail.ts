// Mail: SMTP (nodemailer) when SMTP_URL is set; otherwise the dev outbox, a table the developer
// reads at /dev/outbox. Both are real deliveries from the app's point of view: the service that
// sends a recovery link does not know which one it talks to.
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { insertOutboxMail } from '../db/repositories/mail-outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at every start (the dev outbox never needs it).
  let transport: Transporter | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      const { createTransport } = await import('nodemailer');
      transport ??= createTransport(url);
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await insertOutboxMail(db, mail);
    },
  };
}

/** The delivery the settings choose: SMTP when SMTP_URL is set, else the dev outbox. */
export function configuredMailer(
  config: { smtpUrl?: string | undefined; mailFrom: string },
  db: Database,
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
}
