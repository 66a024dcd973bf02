// Rate limits of the account calls (login, registration, recovery), per IP and per account.
// A refusal is a 429 with Retry-After and the code `too_many_requests`, which the client
// translates. Limits are generous for people and tight for scripts.
import { AD_REPORTS_PER_DAY } from '../../src/core/moderation.ts';
import { SMS_SEND_LIMITS } from '../../src/core/phone-verification.ts';
import { CHAT_MESSAGES_PER_MINUTE, CHAT_REPORTS_PER_DAY, NEW_CHATS_PER_DAY } from '../../src/core/chat.ts';
import type { Database } from '../db/client.ts';
import { clearHits, countHit } from '../db/repositories/rate-limits.ts';
import { ApiError } from '../lib/api-error.ts';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
export const RATE_RULES = {
  loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Password checks per account from one address: tight, and only that address is stopped. */
  loginFailuresPerAccountAndIp: { name: 'login-account-ip', limit: 5, windowSeconds: 15 * MINUTE },
  /**
   * Password checks per account from devices it never logged in on: the ceiling for guessing
   * spread over many addresses. A device the account logged in on before is not held by it.
   */
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * MINUTE },
  /** Password checks per account from one device it logged in on before. */
  loginFailuresPerKnownDevice: { name: 'login-device', limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Two-factor codes checked per account (the second step of a login, turning it off, new
   * recovery codes): with a password already needed, 5 guesses of a million per 15 minutes.
   */
  twoFactorCodesPerAccount: { name: 'two-factor-account', limit: 5, windowSeconds: 15 * MINUTE },
  /** Passkey ceremonies started per IP (each stores a challenge row until used or expired). */
  passkeyStartPerIp: { name: 'passkey-start-ip', limit: 60, windowSeconds: 15 * MINUTE },
  /** Checks of the current password (a password change) per account. */
  oldPasswordPerAccount: { name: 'old-password', limit: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * MINUTE },
  recoveryPerIp: { name: 'recovery-ip', limit: 10, windowSeconds: 60 * MINUTE },
  /** Recovery mails per account; over it the answer stays the same, the mail is just not sent. */
  recoveryPerAccount: { name: 'recovery-account', limit: 3, windowSeconds: 60 * MINUTE },
  /** Social logins started per IP (each one stores a state row until it is used or expires). */
  socialStartPerIp: { name: 'social-start-ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Photo uploads per user: ten ads of ten photos twice over, far below what a script would send. */
  mediaUploadsPerUser: { name: 'media-upload-user', limit: 200, windowSeconds: 60 * MINUTE },
  /** Address lookups of the ad form per seller: a marker moved or a place typed every few seconds. */
  geocodePerUser: { name: 'geocode-user', limit: 120, windowSeconds: 15 * MINUTE },
  /** Address lookups per IP (sellers behind one shared address). */
  geocodePerIp: { name: 'geocode-ip', limit: 300, windowSeconds: 15 * MINUTE },
  /** Calls to the outside geocoder, all users and instances together: Nominatim's one per second. */
  geocoderUpstream: { name: 'geocoder-upstream', limit: 1, windowSeconds: 1 },
  /** Price proposals per user (a first proposal or a counter): 30 an hour. */
  orderProposalsPerUser: { name: 'order-proposal-user', limit: 30, windowSeconds: 60 * MINUTE },
  /** Order notes per user: 60 an hour. */
  orderNotesPerUser: { name: 'order-note-user', limit: 60, windowSeconds: 60 * MINUTE },
  /** Shipment trackings added per seller (issue 32): a shop tool's batch, not a flood of rows. */
  trackingsPerUser: { name: 'tracking-user', limit: 120, windowSeconds: 60 * MINUTE },
  /** Problems reported per buyer (issue 32): one per order; 10 a day stops a flood. */
  problemsPerUser: { name: 'problem-user', limit: 10, windowSeconds: 24 * 60 * MINUTE },
  /** External ads (the external listing flow) per buyer: 10 a day. */
  externalAdsPerUser: { name: 'external-ad-user', limit: 10, windowSeconds: 24 * 60 * MINUTE },
  /** Payment account links (paypal_authorize) per user: 10 an hour. */
  paypalAuthorizePerUser: { name: 'paypal-authorize-user', limit: 10, windowSeconds: 60 * MINUTE },
  /** Chat messages per user, over all chats (src/core/chat.ts). */
  chatMessagesPerUser: { name: 'chat-message-user', limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: MINUTE },
  /** New chats per user: 20 a day (opening an existing one is not counted). */
  newChatsPerUser: { name: 'chat-new-user', limit: NEW_CHATS_PER_DAY, windowSeconds: 24 * 60 * MINUTE },
  /** Reports of messages per user. */
  chatReportsPerUser: {
    name: 'chat-report-user',
    limit: CHAT_REPORTS_PER_DAY,
    windowSeconds: 24 * 60 * MINUTE,
  },
  /** Reports of ads per user (src/core/moderation.ts). */
  adReportsPerUser: { name: 'ad-report-user', limit: AD_REPORTS_PER_DAY, windowSeconds: 24 * 60 * MINUTE },
  /** Contact form messages per IP: a person writes a few, a script many. */
  contactPerIp: { name: 'contact-ip', limit: 5, windowSeconds: 60 * MINUTE },
  /** Contact form messages per sender e-mail: each mails a copy there, so a stranger's inbox is held. */
  contactPerEmail: { name: 'contact-email', limit: 3, windowSeconds: 60 * MINUTE },
  /** Verification SMS per number, per account and per client address (src/core/phone-verification.ts). */
  smsPerNumber: { name: 'sms-number', ...SMS_SEND_LIMITS.perNumber },
  smsPerAccount: { name: 'sms-account', ...SMS_SEND_LIMITS.perAccount },
  smsPerIp: { name: 'sms-ip', ...SMS_SEND_LIMITS.perAddress },
  /** ID document uploads per user (issue 17): a retry after a rejection or a withdrawal, not a stream. */
  idDocumentUploadsPerUser: { name: 'id-document-user', limit: 5, windowSeconds: 24 * 60 * MINUTE },
  /** API keys created per user (issue 18): a dealer's few tools, not a generator. */
  apiKeyCreatesPerUser: { name: 'api-key-create-user', limit: 20, windowSeconds: 24 * 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly scale: number,
  ) {}

  private key(rule: RateRule, subject: string) {
    return `${rule.name}:${subject.toLowerCase()}`;
  }

  private refusal(rule: RateRule, windowStart: Date): ApiError {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
    );
    return new ApiError(429, 'too_many_requests', 'Too many attempts. Please try again later.', {
      retry_after: String(retryAfter),
    });
  }

  private refuse(rule: RateRule, windowStart: Date): never {
    throw this.refusal(rule, windowStart);
  }

  /**
   * Reserve-then-check: count this attempt first (one atomic insert-or-increment that answers the
   * new count), then throw 429 once the window holds more than the limit. Parallel requests each
   * get their own count, so a burst cannot slip past the limit while the work it guards (an
   * argon2 check) is still running. `via`: a transaction to count on (its own connection, no visit
   * to the pool); the count then commits or rolls back with it.
   */
  async hit(rule: RateRule, subject: string, via: Database = this.db): Promise<void> {
    const { hits, windowStart } = await countHit(via, this.key(rule, subject), rule.windowSeconds);
    if (hits > rule.limit * this.scale) this.refuse(rule, windowStart);
  }

  /** Count without refusing; true while under the limit. */
  async allow(rule: RateRule, subject: string): Promise<boolean> {
    const { hits } = await countHit(this.db, this.key(rule, subject), rule.windowSeconds);
    return hits <= rule.limit * this.scale;
  }

  /**
   * hit() inside another statement, so a hot path pays no round trip of its own for it, and one
   * statement can count the hits of many calls (repositories/rate-limits.ts, countHitsStatement):
   * the rule's counter `key` of a subject, its window, and `refusal`, the 429 to answer once the
   * window holds more than the limit (undefined below it, or when not counted).
   */
  embedded(rule: RateRule) {
    return {
      key: (subject: string) => this.key(rule, subject),
      windowSeconds: rule.windowSeconds,
      refusal: (counted: { hits: number; windowStartMs: number } | undefined) =>
        counted && counted.hits > rule.limit * this.scale
          ? this.refusal(rule, new Date(counted.windowStartMs))
          : undefined,
    };
  }

  reset(rule: RateRule, subject: string): Promise<void> {
    return clearHits(this.db, this.key(rule, subject));
  }
}
