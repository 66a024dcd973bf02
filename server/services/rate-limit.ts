// Rate limits of the account calls (login, registration, recovery), per IP and per account.
// A refusal is a 429 with Retry-After and the code `too_many_requests`, which the client
// translates. Limits are generous for people and tight for scripts.
import type { Database } from '../db/client.ts';
import { clearHits, countHit, currentHits } from '../db/repositories/rate-limits.ts';
import { ApiError } from '../lib/api-error.ts';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
export const RATE_RULES = {
  loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Failed logins per account: stops password guessing spread over many IPs. */
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * MINUTE },
  recoveryPerIp: { name: 'recovery-ip', limit: 10, windowSeconds: 60 * MINUTE },
  /** Recovery mails per account; over it the answer stays the same, the mail is just not sent. */
  recoveryPerAccount: { name: 'recovery-account', limit: 3, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly scale: number,
  ) {}

  private key(rule: RateRule, subject: string) {
    return `${rule.name}:${subject.toLowerCase()}`;
  }

  private refuse(rule: RateRule, windowStart: Date): never {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
    );
    throw new ApiError(429, 'too_many_requests', 'Too many attempts. Please try again later.', {
      retry_after: String(retryAfter),
    });
  }

  /** Count this attempt; throw 429 once the window holds more than the limit. */
  async hit(rule: RateRule, subject: string): Promise<void> {
    const { hits, windowStart } = await countHit(this.db, this.key(rule, subject), rule.windowSeconds);
    if (hits > rule.limit * this.scale) this.refuse(rule, windowStart);
  }

  /** Throw 429 when the window is full already, without counting. */
  async check(rule: RateRule, subject: string): Promise<void> {
    const current = await currentHits(this.db, this.key(rule, subject), rule.windowSeconds);
    if (current && current.hits >= rule.limit * this.scale) this.refuse(rule, current.windowStart);
  }

  /** Count without refusing; true while under the limit. */
  async allow(rule: RateRule, subject: string): Promise<boolean> {
    const { hits } = await countHit(this.db, this.key(rule, subject), rule.windowSeconds);
    return hits <= rule.limit * this.scale;
  }

  reset(rule: RateRule, subject: string): Promise<void> {
    return clearHits(this.db, this.key(rule, subject));
  }
}
