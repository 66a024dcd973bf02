// A local stand-in for Twilio Verify (node:http), answering the two calls the SMS adapter
// (server/adapters/sms.ts) makes, as Twilio documents them:
//   POST /v2/Services/{ServiceSid}/Verifications      To (E.164), Channel=sms   -> 201 status pending
//   POST /v2/Services/{ServiceSid}/VerificationCheck  To, Code                  -> 200 approved | pending
// Form-encoded bodies, HTTP Basic auth AccountSid:AuthToken (401 code 20003 otherwise). A check
// without a pending verification (expired, approved, checked too often) is a 404 (code 20404);
// more than `maxSends` sends to one number is a 429 (code 60203); a bad parameter a 400 (60200).
// The codes it "sends" are readable by the test (`codeOf`), and it can expire one (`expire`).
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioCall {
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface TwilioVerifyStub {
  url: string;
  accountSid: string;
  authToken: string;
  serviceSid: string;
  calls: TwilioCall[];
  /** The pending code sent to `to` (E.164), if any. */
  codeOf(to: string): string | undefined;
  /** The pending verification of `to` runs out (Twilio's 10 minutes). */
  expire(to: string): void;
  /** The next calls answer 503 (an outage). */
  failNext(count: number): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{1,14}$/;
const CHANNELS = ['sms', 'call', 'email', 'whatsapp'];
const MAX_CHECKS = 5;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

interface Pending {
  sid: string;
  code: string;
  checks: number;
}

export async function startTwilioVerifyStub(opts: { maxSends?: number } = {}): Promise<TwilioVerifyStub> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const serviceSid = `VA${hex(16)}`;
  const maxSends = opts.maxSends ?? 5;
  const calls: TwilioCall[] = [];
  const pending = new Map<string, Pending>();
  const sends = new Map<string, number>();
  let failures = 0;

  const verification = (to: string, p: Pending, status: string) => ({
    sid: p.sid,
    service_sid: serviceSid,
    account_sid: accountSid,
    to,
    channel: 'sms',
    status,
    valid: status === 'approved',
    date_created: new Date().toISOString(),
  });

  function answer(path: string, headers: IncomingHttpHeaders, form: Record<string, string>) {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (headers.authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    if (failures > 0) {
      failures -= 1;
      return twilioError(503, 20503, 'Service unavailable');
    }
    if (!/^application\/x-www-form-urlencoded\b/.test(headers['content-type'] ?? '')) {
      return twilioError(400, 60200, 'Invalid parameter');
    }
    const to = form.To ?? '';
    if (path === `/v2/Services/${serviceSid}/Verifications`) {
      if (!E164.test(to)) return twilioError(400, 60200, 'Invalid parameter `To`');
      if (!CHANNELS.includes(form.Channel ?? ''))
        return twilioError(400, 60200, 'Invalid parameter: Channel');
      const sent = (sends.get(to) ?? 0) + 1;
      sends.set(to, sent);
      if (sent > maxSends) return twilioError(429, 60203, 'Max send attempts reached');
      const p = { sid: `VE${hex(16)}`, code: String(randomInt(0, 100_000)).padStart(5, '0'), checks: 0 };
      pending.set(to, p);
      return { status: 201, body: verification(to, p, 'pending') };
    }
    if (path === `/v2/Services/${serviceSid}/VerificationCheck`) {
      if (!E164.test(to) || !form.Code) return twilioError(400, 60200, 'Invalid parameter');
      const p = pending.get(to);
      const gone = twilioError(
        404,
        20404,
        `The requested resource /Services/${serviceSid}/VerificationCheck was not found`,
      );
      if (!p) return gone;
      p.checks += 1;
      if (form.Code === p.code) {
        pending.delete(to);
        return { status: 200, body: verification(to, p, 'approved') };
      }
      if (p.checks >= MAX_CHECKS) pending.delete(to);
      return { status: 200, body: verification(to, p, 'pending') };
    }
    return twilioError(404, 20404, `The requested resource ${path} was not found`);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '').split('?')[0] ?? '';
      calls.push({ path, headers: req.headers, form });
      const { status, body } =
        req.method === 'POST'
          ? answer(path, req.headers, form)
          : twilioError(405, 20004, 'Method not allowed');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    serviceSid,
    calls,
    codeOf: (to) => pending.get(to)?.code,
    expire: (to) => void pending.delete(to),
    failNext: (count) => void (failures = count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
