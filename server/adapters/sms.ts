// SMS for phone verification: a verification gateway shaped like Twilio Verify when it is
// configured (TWILIO_*), else the dev outbox (the SMS is kept with the mails, readable by loopback
// clients at /dev/outbox.json). With Twilio Verify the provider makes, sends and checks the code;
// with the outbox our server makes the code and checks its hash. Either way the phone service
// enforces our own send limits and tries before it asks the gateway, and hands it only E.164
// mobile numbers of SMS_COUNTRIES (src/core/phone-number.ts).
import type { Database } from '../db/client.ts';
import { insertOutboxMail } from '../db/repositories/mail-outbox.ts';

/** The provider refused or did not answer; `status` is its HTTP status (0: no answer). */
export class SmsGatewayError extends Error {
  constructor(
    readonly status: number,
    /** Twilio's error code (60203: too many sends to this number). */
    readonly providerCode: number | undefined,
  ) {
    super(`SMS gateway answered ${status}${providerCode ? ` (${providerCode})` : ''}`);
    this.name = 'SmsGatewayError';
  }
}

/** Where the SMS text with our own code goes (the dev outbox). */
export interface TextSms {
  readonly kind: 'outbox';
  sendText(to: string, text: string): Promise<void>;
}

/** A verification API that makes and checks the code itself (Twilio Verify). */
export interface VerifySms {
  readonly kind: 'verify';
  /** Sends a code to `to` (E.164). */
  start(to: string, locale: string): Promise<void>;
  /** `gone`: no pending verification (expired, approved already, or checked too often). */
  check(to: string, code: string): Promise<'approved' | 'wrong' | 'gone'>;
}

export type SmsGateway = TextSms | VerifySms;

export function outboxSms(db: Database): TextSms {
  return {
    kind: 'outbox',
    async sendText(to, text) {
      await insertOutboxMail(db, { to, subject: 'SMS', text });
    },
  };
}

export interface TwilioVerifyConfig {
  /** https://verify.twilio.com (or a stand-in), without a trailing /. */
  url: string;
  accountSid: string;
  authToken: string;
  serviceSid: string;
  timeoutMs?: number;
}

interface TwilioAnswer {
  status?: unknown;
  code?: unknown;
}

export function twilioVerifySms(config: TwilioVerifyConfig): VerifySms {
  const base = `${config.url}/v2/Services/${encodeURIComponent(config.serviceSid)}`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  const post = async (path: string, form: Record<string, string>) => {
    let res: Response;
    try {
      res = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch {
      throw new SmsGatewayError(0, undefined); // no answer: a timeout or the network
    }
    const body = (await res.json().catch(() => ({}))) as TwilioAnswer;
    return { status: res.status, body };
  };
  const failure = (status: number, body: TwilioAnswer) =>
    new SmsGatewayError(status, typeof body.code === 'number' ? body.code : undefined);

  return {
    kind: 'verify',
    async start(to, locale) {
      const { status, body } = await post('Verifications', { To: to, Channel: 'sms', Locale: locale });
      if (status !== 201 && status !== 200) throw failure(status, body);
      if (body.status !== 'pending') throw failure(status, body);
    },
    async check(to, code) {
      const { status, body } = await post('VerificationCheck', { To: to, Code: code });
      // Twilio answers 404 once the verification is gone (expired, approved, or checked too often).
      if (status === 404) return 'gone';
      if (status !== 200) throw failure(status, body);
      return body.status === 'approved' ? 'approved' : 'wrong';
    },
  };
}

/** The gateway the settings choose: Twilio Verify when configured, else the dev outbox. */
export function configuredSms(
  config: { twilioVerify: TwilioVerifyConfig | undefined },
  db: Database,
): SmsGateway {
  return config.twilioVerify ? twilioVerifySms(config.twilioVerify) : outboxSms(db);
}
