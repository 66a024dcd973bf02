// Settings from environment variables, validated at start (documented in the README).
import * as v from 'valibot';
import { operatorConfig, type OperatorConfig } from './operator-config.ts';
import type { TwilioVerifyConfig } from './adapters/sms.ts';
import { dhlConfig, DHL_ENV_ENTRIES, type DhlConfig } from './dhl-config.ts';
import { s3Config, S3_ENV_ENTRIES, type S3Config } from './s3-config.ts';
import { SmsCountriesSchema } from './sms-config.ts';
import { allOrNone } from './settings-group.ts';
import { socialProviders, type SocialProviderConfig } from './social-config.ts';

export type { DhlConfig, S3Config, SocialProviderConfig };

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['1', '0', 'true', 'false', 'yes', 'no', '']), fallback ? '1' : '0'),
    v.transform((s) => (s === '' ? fallback : ['1', 'true', 'yes'].includes(s))),
  );

const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '8080'),
    // Number('') is 0: an empty PORT would otherwise listen on a random port.
    v.regex(/^\d{1,5}$/, 'must be a port number'),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(65535),
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DEMO: flag(true),
  ADVERTISE_URL: v.optional(v.pipe(v.string(), v.url())),
  GMAP_API_KEY: v.optional(v.string(), ''),
  MAP_TILE_URL: v.optional(v.string(), ''),
  GEOCODER_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^?#]+$/, 'must be an http(s) URL without query')),
  ),
  PAYPAL_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'sandbox'),
  PAYPAL_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  PAYPAL_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\/[^?#]*[^/?#]$/, 'must be an http(s) URL without a trailing /'),
    ),
    'https://api-m.sandbox.paypal.com',
  ),
  PAYPAL_BN_CODE: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be a BN code'))),
  PAYPAL_WEBHOOK_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,100}$/, 'must be a webhook id'))),
  STATIC_DIR: v.optional(v.string(), './dist'),
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+$/, 'must be an origin without path')),
  ),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  TOKEN_TTL_HOURS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)),
    '720',
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string(), 'Handymarkt <noreply@handymarkt.de>'),
  /** `off`: the automatic checks at publish (scam phrases, price, bursts) flag nothing (issue 18). */
  AUTO_MODERATION: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  /** Accounts made admins at every start (issue 18): comma-separated e-mail addresses. */
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((email) => email.trim())
          .filter((email) => email !== ''),
      ),
      v.check(
        (emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)),
        'must be e-mail addresses separated by commas',
      ),
    ),
    '',
  ),
  AUTH_RATE_LIMIT_SCALE: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a whole number'), v.transform(Number), v.minValue(1)),
    '1',
  ),
  DEV_OUTBOX: flag(true),
  TRUST_PROXY: flag(false),
  ...S3_ENV_ENTRIES,
  ...DHL_ENV_ENTRIES,
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)'),
    ),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:[^\s]+@[^\s]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https: URL'),
    ),
  ),
  PUSH_LOCAL_ENDPOINTS: flag(false),
  /** Where phone verification sends SMS (issue 30; sms-config.ts). */
  SMS_COUNTRIES: SmsCountriesSchema,
  TWILIO_VERIFY_URL: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\/[^?#]*[^/?#]$/, 'must be an http(s) URL without a trailing /'),
    ),
    'https://verify.twilio.com',
  ),
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC…)')),
  ),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  TWILIO_SERVICE_SID: v.optional(
    v.pipe(v.string(), v.regex(/^VA[0-9a-fA-F]{32}$/, 'must be a Verify service SID (VA…)')),
  ),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  advertiseUrl: string | undefined;
  gmapApiKey: string;
  mapTileUrl: string;
  /** A Nominatim-style geocoder's base URL for the ad form's addresses; else the packaged places list. */
  geocoderUrl: string | undefined;
  /** `sandbox` (the default): the local stand-in provider; anything else is a PayPal REST app's client id. */
  paypalClientId: string;
  /** PayPal: the REST app's secret (required unless sandbox); never logged. */
  paypalClientSecret: string | undefined;
  /** PayPal's REST API origin: the sandbox by default, https://api-m.paypal.com in production. */
  paypalApiUrl: string;
  /** PayPal: the platform's BN code (PayPal-Partner-Attribution-Id) for its marketplace calls. */
  paypalPartnerAttributionId: string | undefined;
  /** PayPal: the webhook's id (signature checks); the sandbox signs its test webhooks with it too. */
  paypalWebhookId: string | undefined;
  staticDir: string;
  /** Origin for links in mails; otherwise the origin of the request that caused the mail. */
  publicUrl: string | undefined;
  /** Token signing secret; generated once and kept in the database when not set. */
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Multiplies every login/registration/recovery limit (raise it for load tests, never in production). */
  authRateLimitScale: number;
  /** Serve /dev/outbox (mails kept in the database) when no SMTP server is configured. */
  devOutbox: boolean;
  /** Take the client's IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  socialProviders: SocialProviderConfig[];
  /** Photos in an S3-compatible bucket; undefined keeps them in DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** DHL labels and tracking (DHL_*, dhl-config.ts); undefined: the local stand-in. */
  dhl: DhlConfig | undefined;
  /** Web Push's VAPID keys (both or neither; neither: generated once and kept in the database). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who runs the server, for push services (a mailto: or https: URL). */
  vapidSubject: string;
  /**
   * Also take push endpoints on http://127.0.0.1 / localhost (a local push service stand-in for
   * tests and development); never in production: the server would post to its own machine.
   */
  pushLocalEndpoints: boolean;
  /** The imprint's details and the contact form's recipient (operator-config.ts). */
  operator: OperatorConfig;
  /** Phone verification's SMS through Twilio Verify (TWILIO_*); undefined: the dev outbox. */
  twilioVerify: TwilioVerifyConfig | undefined;
  /** SMS_COUNTRIES: the countries whose mobile numbers get a verification SMS. */
  smsCountries: readonly string[];
  /** ADMIN_EMAILS: the accounts made admins at every start (issue 18). */
  adminEmails: string[];
  /** Whether ads the flagging rules catch wait for review as pending (AUTO_MODERATION, on by default). */
  autoModeration: boolean;
};

type Env = v.InferOutput<typeof EnvSchema>;

function twilioVerify(e: Env): TwilioVerifyConfig | undefined {
  const keys = allOrNone(e, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SERVICE_SID']);
  if (!keys) return undefined;
  return {
    url: e.TWILIO_VERIFY_URL,
    accountSid: keys.TWILIO_ACCOUNT_SID,
    authToken: keys.TWILIO_AUTH_TOKEN,
    serviceSid: keys.TWILIO_SERVICE_SID,
  };
}

function vapidKeys(e: Env): Config['vapid'] {
  const keys = allOrNone(e, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']);
  return keys && { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY };
}

export function loadConfig(env: Record<string, string | undefined>, argv: readonly string[] = []): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${i.path?.map((p) => String(p.key)).join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = result.output;
  // Links in real mails (password recovery) need the public origin: without PUBLIC_URL they would
  // name localhost (requestOrigin believes only a loopback Host), useless to a recipient.
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid settings:\n  PUBLIC_URL: is required when SMTP_URL is set (the origin for links in mails)',
    );
  }
  // PayPal needs its secret; checked here so a missing one stops the start, not the first sale.
  if (e.PAYPAL_CLIENT_ID !== 'sandbox' && !e.PAYPAL_CLIENT_SECRET) {
    throw new Error(
      'Invalid settings:\n  PAYPAL_CLIENT_SECRET: is required when PAYPAL_CLIENT_ID is not sandbox',
    );
  }
  const providers = socialProviders(env);
  // Without PUBLIC_URL the social login's redirect URI names localhost (or a loopback Host):
  // in production the origin must be configured.
  if (env.NODE_ENV === 'production' && providers.length > 0 && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid settings:\n  PUBLIC_URL: is required in production when a social login provider is set (the origin of its redirect URI)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demo: argv.includes('--no-demo') ? false : e.DEMO,
    advertiseUrl: e.ADVERTISE_URL,
    gmapApiKey: e.GMAP_API_KEY,
    mapTileUrl: e.MAP_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    paypalClientId: e.PAYPAL_CLIENT_ID,
    paypalClientSecret: e.PAYPAL_CLIENT_SECRET,
    paypalApiUrl: e.PAYPAL_API_URL,
    paypalWebhookId: e.PAYPAL_WEBHOOK_ID,
    paypalPartnerAttributionId: e.PAYPAL_BN_CODE,
    staticDir: e.STATIC_DIR,
    publicUrl: e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    devOutbox: e.DEV_OUTBOX,
    trustProxy: e.TRUST_PROXY,
    socialProviders: providers,
    s3: s3Config(e),
    dhl: dhlConfig(e),
    vapid: vapidKeys(e),
    vapidSubject:
      e.VAPID_SUBJECT ??
      (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:noreply@handymarkt.de'),
    pushLocalEndpoints: e.PUSH_LOCAL_ENDPOINTS,
    operator: operatorConfig(env),
    adminEmails: e.ADMIN_EMAILS,
    autoModeration: e.AUTO_MODERATION === 'on',
    twilioVerify: twilioVerify(e),
    smsCountries: e.SMS_COUNTRIES,
  };
}
