// Account flows through the API as a client runs them (register, log in), and the mails they
// leave in the dev outbox.
import { asc, eq } from 'drizzle-orm';
import type { LoginResult } from '../../../src/core/account.ts';
import type { RegistrationFields } from '../../../src/core/account-fields.ts';
import type { Locale } from '../../../src/core/constants.ts';
import { mailOutbox } from '../../../server/db/schema.ts';
import type { HttpClient } from './http.ts';
import type { App, AppUnderTest } from './server.ts';

/** A signing secret the account tests know, so they can forge tokens the way an attacker would. */
export const TEST_JWT_SECRET = 'handymarkt-tests-signing-secret-0123456789';
/** Settings for account tests: client IPs from X-Forwarded-For (rate limits), a known secret. */
export const ACCOUNT_ENV = { TRUST_PROXY: '1', JWT_SECRET: TEST_JWT_SECRET } as const;

/** A registration through the API; what is not given comes from a small factory. */
export interface RegistrationOverrides extends Partial<RegistrationFields> {
  lang?: Locale;
  billing?: Record<string, string>;
  shipping?: Record<string, string>;
}

/** An account registered and logged in through the API. */
export interface RegisteredUser extends LoginResult {
  email: string;
  password: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface AccountFlows {
  /** The fields a registration sends, each unique (a fresh e-mail per call). */
  registration(overrides?: RegistrationOverrides): RegistrationFields & { lang: Locale };
  /** Register through the API (201 expected) and log in; answers the login and the credentials. */
  register(overrides?: RegistrationOverrides, opts?: { app?: App }): Promise<RegisteredUser>;
  /** Log in through the API (200 expected). */
  login(email: string, password: string, opts?: { app?: App }): Promise<LoginResult>;
  /** Mails in the dev outbox, oldest first; only those to `to` when given. */
  mails(to?: string): Promise<OutboxMail[]>;
}

export function accountFlows(server: AppUnderTest, http: HttpClient): AccountFlows {
  let registrations = 0;

  const registration = (o: RegistrationOverrides = {}): RegistrationFields & { lang: Locale } => {
    registrations += 1;
    const password = o.password ?? `geheim-${registrations}-passwort`;
    return {
      first_name: 'Max',
      last_name: 'Mustermann',
      email: `kunde${registrations}@example.test`,
      lang: 'de',
      ...o,
      password,
      password2: o.password2 ?? password,
    };
  };

  const login = async (email: string, password: string, opts: { app?: App } = {}): Promise<LoginResult> => {
    const res = await http.request<LoginResult>('POST', '/wp-json/jwt-auth/v1/token', {
      body: { username: email, password },
      app: opts.app,
    });
    if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  return {
    registration,
    login,
    async register(o = {}, opts = {}) {
      const { lang, ...fields } = registration(o);
      const res = await http.request('POST', '/wp-json/wc/v3/customers', {
        query: { lang },
        body: fields,
        app: opts.app,
      });
      if (res.status !== 201) throw new Error(`registration: ${res.status} ${JSON.stringify(res.body)}`);
      const session = await login(fields.email, fields.password, opts);
      return { ...session, email: fields.email, password: fields.password };
    },
    mails: (to) =>
      server.db
        .select()
        .from(mailOutbox)
        .where(to === undefined ? undefined : eq(mailOutbox.to, to))
        .orderBy(asc(mailOutbox.id)),
  };
}
