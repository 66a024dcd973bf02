// Account operations (spec 4 and 7, Account): registration, login, profile changes, favourites,
// password recovery and account deletion. Handlers parse input and call these; the SQL is in
// the users repository.
import { createHash, randomBytes } from 'node:crypto';
import {
  changePasswordErrors,
  hasErrors,
  profileErrors,
  registrationErrors,
  resetPasswordErrors,
  billingErrors,
  shippingErrors,
  type BillingAddress,
  type Customer,
  type ShippingAddress,
  type CustomerUpdate,
  type FieldErrors,
  type LoginResult,
} from '../../src/core/account.ts';
import type { Locale } from '../../src/core/constants.ts';
import type { Mailer } from '../adapters/mail.ts';
import type { Database } from '../db/client.ts';
import * as usersRepo from '../db/repositories/users.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { customerJson } from './customer-json.ts';
import { texts } from './messages.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';
import type { TokenService } from './tokens.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface AccountDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
}

/** Where a request came from: for rate limits, mail language and links in mails. */
export interface RequestContext {
  ip: string;
  lang: Locale;
  origin: string;
}

function invalid(errors: FieldErrors<string>): never {
  throw new ApiError(
    400,
    'rest_invalid_param',
    'Invalid parameter(s): ' + Object.keys(errors).join(', '),
    errors as Record<string, string>,
  );
}

/** The address rules of spec 5 for addresses sent along, keyed `billing.city`, `shipping.zip`. */
function addressErrors(input: {
  billing?: BillingAddress | undefined;
  shipping?: ShippingAddress | undefined;
}): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  // The account's own e-mail stands in for a billing e-mail left empty.
  const billing = input.billing ? billingErrors(input.billing, { loggedIn: true }) : {};
  const shipping = input.shipping ? shippingErrors(input.shipping) : {};
  for (const [k, e] of Object.entries(billing)) errors[`billing.${k}`] = e;
  for (const [k, e] of Object.entries(shipping)) errors[`shipping.${k}`] = e;
  return errors;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function accountService({ db, tokens, mailer, limiter }: AccountDeps) {
  const loginResult = async (user: UserRow): Promise<LoginResult> => {
    const claims = { userId: user.id, version: user.tokenVersion };
    return {
      token: await tokens.issue(claims),
      firebase_token: await tokens.issueRealtime(claims),
      user_id: user.id,
      user_email: user.email,
      user_display_name: `${user.firstName} ${user.lastName}`.trim(),
    };
  };

  const customer = async (user: UserRow): Promise<Customer> =>
    customerJson(
      user,
      await usersRepo.favoriteIds(db, user.id),
      await usersRepo.socialProvidersOf(db, user.id),
    );

  /**
   * A mail failing must not fail the call (the account exists either way); it is logged. SMTP is
   * not waited for: how long a remote mail server takes would tell whether an address has an
   * account (the outbox is a local insert, as fast as the path without a mail).
   */
  const sendMail = async (to: string, subject: string, text: string) => {
    const sending = mailer.send({ to, subject, text }).catch((error: unknown) => {
      console.error(`[mail to ${to}]`, error);
    });
    if (mailer.kind === 'outbox') await sending;
  };

  return {
    loginResult,
    customer,

    /**
     * Spec 5 rules, then create the account. A taken e-mail gets the very same answer (no
     * enumeration): its owner is mailed instead, and the client's follow-up login decides.
     */
    async register(
      input: {
        first_name: string;
        last_name: string;
        email: string;
        password: string;
        password2: string;
        billing?: Customer['billing'] | undefined;
        shipping?: Customer['shipping'] | undefined;
      },
      ctx: RequestContext,
    ): Promise<{ status: true; message: string }> {
      await limiter.hit(RATE_RULES.registerPerIp, ctx.ip);
      const errors = { ...registrationErrors(input), ...addressErrors(input) };
      if (hasErrors(errors)) invalid(errors);
      const t = texts(ctx.lang);
      const passwordHash = await hashPassword(input.password);
      const email = usersRepo.normaliseEmail(input.email);
      const created = (await usersRepo.findUserByEmail(db, email))
        ? undefined
        : await usersRepo.insertUser(db, {
            email,
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            passwordHash,
            locale: ctx.lang,
            billing: input.billing ?? null,
            shipping: input.shipping ?? null,
          });
      if (created) {
        await sendMail(email, t.welcomeSubject, t.welcomeBody(created.firstName, `${ctx.origin}/`));
      } else {
        const owner = await usersRepo.findUserByEmail(db, email);
        const ot = texts(owner?.locale ?? ctx.lang);
        await sendMail(
          email,
          ot.takenSubject,
          ot.takenBody(owner?.firstName ?? '', `${ctx.origin}/lost-password`),
        );
      }
      return { status: true, message: t.registered };
    },

    async login(username: string, password: string, ctx: RequestContext): Promise<LoginResult> {
      await limiter.hit(RATE_RULES.loginPerIp, ctx.ip);
      const email = usersRepo.normaliseEmail(username);
      await limiter.check(RATE_RULES.loginFailuresPerAccount, email);
      const user = await usersRepo.findUserByEmail(db, email);
      const ok = await checkPassword(user?.passwordHash, password);
      if (!user || !ok) {
        await limiter.allow(RATE_RULES.loginFailuresPerAccount, email);
        throw new ApiError(403, 'incorrect_password', 'Email address and password do not match.');
      }
      await limiter.reset(RATE_RULES.loginFailuresPerAccount, email);
      return loginResult(user);
    },

    /** Profile, addresses, password and favourites; answers the whole customer afterwards. */
    async update(user: UserRow, input: CustomerUpdate): Promise<{ data: Customer; token?: string }> {
      const patch: Partial<usersRepo.NewUser> = {};
      const errors: FieldErrors<string> = {};
      if (input.first_name !== undefined || input.last_name !== undefined) {
        const first = (input.first_name ?? user.firstName).trim();
        const last = (input.last_name ?? user.lastName).trim();
        Object.assign(errors, profileErrors({ first_name: first, last_name: last }));
        patch.firstName = first;
        patch.lastName = last;
      }
      Object.assign(errors, addressErrors(input));
      if (input.billing) patch.billing = input.billing;
      if (input.shipping) patch.shipping = input.shipping;
      const changingPassword = input.password !== undefined || input.old_password !== undefined;
      if (changingPassword) {
        const fields = {
          old_password: input.old_password ?? '',
          password: input.password ?? '',
          password2: input.password2 ?? input.password ?? '',
        };
        Object.assign(errors, changePasswordErrors(fields));
        if (!hasErrors(errors) && !(await checkPassword(user.passwordHash, fields.old_password))) {
          errors.old_password = 'old_password_wrong';
        }
        if (!hasErrors(errors)) {
          patch.passwordHash = await hashPassword(fields.password);
          // Every other device is logged out; this one gets a fresh token below.
          patch.tokenVersion = user.tokenVersion + 1;
        }
      }
      if (hasErrors(errors)) invalid(errors);
      const updated = Object.keys(patch).length > 0 ? await usersRepo.updateUser(db, user.id, patch) : user;
      if (input.favorite_products) await usersRepo.replaceFavorites(db, user.id, input.favorite_products);
      if (input.favorite_changes) {
        // Changes say the state wanted, not "flip": replaying one twice, or after another device
        // changed other favourites, leaves everything else as it is. They apply in order: for an ad
        // named twice the last change wins (adding all, then removing all, lost a re-add).
        const wanted = new Map(input.favorite_changes.map((c) => [c.id, c.favorite]));
        const add = [...wanted].filter(([, favorite]) => favorite).map(([id]) => id);
        const remove = [...wanted].filter(([, favorite]) => !favorite).map(([id]) => id);
        await usersRepo.addFavorites(db, user.id, add);
        await usersRepo.removeFavorites(db, user.id, remove);
      }
      const token =
        patch.tokenVersion === undefined
          ? undefined
          : await tokens.issue({ userId: user.id, version: patch.tokenVersion });
      return { data: await customer(updated), ...(token ? { token } : {}) };
    },

    async revokeAll(user: UserRow): Promise<void> {
      await usersRepo.updateUser(db, user.id, { tokenVersion: user.tokenVersion + 1 });
    },

    async deleteAccount(user: UserRow): Promise<void> {
      await usersRepo.anonymiseUser(db, user.id);
    },

    /** Always the same answer, whether or not the account exists (no enumeration). */
    async requestReset(username: string, ctx: RequestContext): Promise<{ status: true; message: string }> {
      await limiter.hit(RATE_RULES.recoveryPerIp, ctx.ip);
      const email = usersRepo.normaliseEmail(username);
      const user = await usersRepo.findUserByEmail(db, email);
      if (user && (await limiter.allow(RATE_RULES.recoveryPerAccount, email))) {
        const token = randomBytes(32).toString('base64url');
        await usersRepo.insertPasswordReset(db, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
        });
        const t = texts(ctx.lang);
        const link = `${ctx.origin}/lost-password?key=${token}`;
        await sendMail(user.email, t.recoverySubject, t.recoveryBody(user.firstName, link));
      }
      return { status: true, message: texts(ctx.lang).recoverySent };
    },

    async isResetKeyUsable(key: string): Promise<boolean> {
      return usersRepo.isPasswordResetUsable(db, hashToken(key));
    },

    /** Set a new password with a recovery link; the link is spent, every session logged out. */
    async resetPassword(
      key: string,
      password: string,
      password2: string,
      lang: Locale,
    ): Promise<{ code: 'rest_customer_success'; message: string }> {
      const t = texts(lang);
      const errors = resetPasswordErrors({ password, password2 });
      if (hasErrors(errors)) {
        throw new ApiError(400, 'rest_customer_password', t.resetInvalid, errors as Record<string, string>);
      }
      const userId = await usersRepo.consumePasswordReset(db, hashToken(key));
      const user = userId === undefined ? undefined : await usersRepo.findUserById(db, userId);
      if (!user || user.deletedAt) throw new ApiError(400, 'rest_customer_password', t.resetInvalid);
      await usersRepo.updateUser(db, user.id, {
        passwordHash: await hashPassword(password),
        tokenVersion: user.tokenVersion + 1,
      });
      await usersRepo.deletePasswordResets(db, user.id);
      return { code: 'rest_customer_success', message: t.resetDone };
    },

    /** Sign in (or up) with a social account whose e-mail the provider has verified. */
    async socialLogin(
      profile: {
        provider: string;
        subject: string;
        email: string | undefined;
        emailVerified: boolean;
        firstName: string;
        lastName: string;
      },
      lang: Locale,
    ): Promise<LoginResult> {
      let user = await usersRepo.findUserBySocial(db, profile.provider, profile.subject);
      if (!user) {
        if (!profile.email || !profile.emailVerified) {
          throw new ApiError(
            400,
            'social_email_unverified',
            'The provider did not confirm an e-mail address.',
          );
        }
        const email = usersRepo.normaliseEmail(profile.email);
        user =
          (await usersRepo.findUserByEmail(db, email)) ??
          (await usersRepo.insertUser(db, {
            email,
            firstName: profile.firstName || email.split('@')[0] || email,
            lastName: profile.lastName,
            passwordHash: null,
            locale: lang,
          })) ??
          (await usersRepo.findUserByEmail(db, email));
        if (!user) throw new Error('social login: the account could not be created');
        await usersRepo.linkSocial(db, user.id, profile.provider, profile.subject);
      }
      if (!user.verifiedSocial) user = await usersRepo.updateUser(db, user.id, { verifiedSocial: true });
      return loginResult(user);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
