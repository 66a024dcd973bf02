// What a background job is (docs/jobs.md): a name, when it runs (every few minutes, when woken,
// at start) and one round of work. Each job is declared in one file of this folder with
// defineJob and listed in ./index.ts; the runner (./runner.ts) runs them on pg-boss.
import type { ParcelProvider } from '../adapters/dhl.ts';
import type { Mailer } from '../adapters/mail.ts';
import type { PaymentProvider } from '../adapters/payments.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { TokenService } from '../services/tokens.ts';

/** What the jobs' rounds are given: built once per server (server/main.ts). */
export interface JobDeps {
  /** The database itself, never a request's scoped view. */
  db: Database;
  storage: Storage;
  mailer: Mailer;
  tokens: TokenService;
  /** The payment provider (the same the app uses): held payouts released and refunded. */
  payments: PaymentProvider;
  /** The parcel provider (DHL or its stand-in, the same the app uses): parcels tracked. */
  parcels: ParcelProvider;
  /** The public origin the links in mails point at. */
  origin: string;
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'pushLocalEndpoints'>;
}

export interface JobRound {
  deps: JobDeps;
  /** The time of this round (the runner's clock: tests inject one). */
  now: Date;
}

export interface JobDefinition {
  /** The queue's name (letters, digits and dashes); also its singleton key. */
  name: string;
  /** Run every this many minutes (1 to 60, a divisor of 60), once across all instances. */
  everyMinutes?: number;
  /** Run once when a server starts. */
  atStart?: boolean;
  /** Run when a notification arrives on this LISTEN channel (and after the listener reconnects). */
  wakeOn?: string;
  /** Tries after a failed round, the first after `retryDelaySeconds`, then doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A round still running after this long counts as dead and is tried again (15 minutes). */
  expireSeconds?: number;
  /** One round. A throw is logged and the round tried again (retryLimit). */
  run(round: JobRound): Promise<unknown>;
}

export const defineJob = (job: JobDefinition): JobDefinition => job;
