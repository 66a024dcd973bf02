// The two mail deliveries: SMTP (a real local SMTP server receives the mail) and the dev outbox
// (a row in mail_outbox). The account service cannot tell them apart, so both must deliver the
// recipient, subject and text unchanged, umlauts and links included.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { outboxMailer, smtpMailer, type Mail } from './mail.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const recoveryMail = (o: Partial<Mail> = {}): Mail => ({
  to: 'erika@example.de',
  subject: 'Dein neues Passwort für Handymarkt',
  text: 'Hallo Erika,\n\nöffne diesen Link:\n\nhttp://localhost:8080/lost-password?key=abc_DEF-123\n\nDein Handymarkt-Team',
  ...o,
});

// ---- a minimal MIME reader: enough for what nodemailer writes for a plain text mail ----

const utf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return utf8(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), adjacent ones joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

describe('smtpMailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let url = '';

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail to the recipient with subject and text intact, umlauts and link included', async () => {
    received.length = 0;
    const mail = recoveryMail();

    await smtpMailer(url, 'Handymarkt <noreply@handymarkt.de>').send(mail);

    expect(received).toHaveLength(1);
    const [delivered] = received;
    expect(delivered?.to).toEqual(['erika@example.de']);
    expect(delivered?.from).toBe('noreply@handymarkt.de');
    const parsed = parseMail(delivered?.raw ?? '');
    expect(parsed.headers.get('to')).toBe('erika@example.de');
    expect(parsed.headers.get('from')).toBe('Handymarkt <noreply@handymarkt.de>');
    expect(parsed.headers.get('subject')).toBe(mail.subject);
    expect(parsed.text).toBe(mail.text);
  });

  it('delivers English mails too, each to its own recipient', async () => {
    received.length = 0;
    const mailer = smtpMailer(url, 'noreply@handymarkt.de');

    await mailer.send(
      recoveryMail({ to: 'max@example.com', subject: 'Welcome to Handymarkt', text: 'Hello Max' }),
    );
    await mailer.send(recoveryMail({ to: 'lena@example.org' }));

    expect(received.map((m) => m.to)).toEqual([['max@example.com'], ['lena@example.org']]);
    const first = parseMail(received[0]?.raw ?? '');
    expect(first.headers.get('subject')).toBe('Welcome to Handymarkt');
    expect(first.text).toBe('Hello Max');
  });

  it('fails the send when no SMTP server answers', async () => {
    await expect(
      smtpMailer('smtp://127.0.0.1:1', 'noreply@handymarkt.de').send(recoveryMail()),
    ).rejects.toThrow();
  });

  it('says it is SMTP, so the account service does not wait for a remote server', () => {
    expect(smtpMailer(url, 'noreply@handymarkt.de').kind).toBe('smtp');
  });
});

describe('outboxMailer', () => {
  let handle: DatabaseHandle;

  // Opening PGlite with every migration takes seconds, more on a busy machine.
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dir: null });
  }, 60_000);

  afterAll(async () => {
    await handle.close();
  });

  it('keeps each mail as a row of the outbox, in the order sent', async () => {
    const mailer = outboxMailer(handle.db);
    const first = recoveryMail();
    const second = recoveryMail({
      to: 'max@example.com',
      subject: 'Welcome to Handymarkt',
      text: 'Hello Max',
    });

    await mailer.send(first);
    await mailer.send(second);

    const rows = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([first, second]);
    expect(rows.every((r) => r.createdAt instanceof Date)).toBe(true);
    expect(mailer.kind).toBe('outbox');
  });
});
