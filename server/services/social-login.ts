// Social login (spec 1 and 4) with OpenID Connect: the configured providers, starting a login
// (a stored state, limited per IP), finishing it (the state spent once, the identity signed in)
// and the access-token calls of /wp/v2/facebook. The routes add cookies and redirects.
import type { Customer, LoginResult } from '../../src/core/account.ts';
import { LOCALES, type Locale } from '../../src/core/constants.ts';
import {
  newLoginSecrets,
  oidcProviders,
  SocialLoginError,
  type SocialProfile,
  type SocialProvider,
} from '../adapters/oidc.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  deleteStaleOAuthStates,
  insertOAuthState,
  takeOAuthState,
  type OAuthStateRow,
} from '../db/repositories/oauth-states.ts';
import { findUserById, type UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { logError } from '../lib/log.ts';
import type { AccountService } from './accounts.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

/** How long a user may spend at the provider before the login has to start over. */
export const SOCIAL_STATE_TTL_S = 10 * 60;

/** Short codes the client maps to messages; anything unexpected is `server_error` (and logged). */
export type SocialErrorParam =
  | 'access_denied'
  | 'state_invalid'
  | 'provider_error'
  | 'email_unverified'
  | 'already_linked'
  | 'server_error';

/** A path of ours: one leading slash, never `//host` or `/\host` (a browser reads both as a host). */
export function safeReturnTo(raw: string): string {
  const path = raw.split('#')[0] ?? '';
  return path.length <= 512 && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : '/';
}

// The schema of oauth_states has no language column: the language rides in the state itself, as
// a prefix of the random value ("de.<random>"), which the provider hands back unchanged.
const stateWithLang = (lang: Locale, random: string) => `${lang}.${random}`;
const langOfState = (state: string): Locale => LOCALES.find((l) => state.startsWith(`${l}.`)) ?? 'de';

const callbackUrl = (origin: string, id: string) =>
  `${origin}/wp-json/social/${encodeURIComponent(id)}/callback`;

// Discovery is cached per adapter: every app built from one config shares its adapters.
const adapters = new WeakMap<Config, Map<string, SocialProvider>>();
function providersOf(config: Config): Map<string, SocialProvider> {
  let found = adapters.get(config);
  if (!found) adapters.set(config, (found = oidcProviders(config.socialProviders)));
  return found;
}

export function errorParam(error: unknown): SocialErrorParam {
  if (error instanceof SocialLoginError && error.code !== 'token_invalid') {
    if (error.code === 'provider_error') logError('social login', error);
    return error.code;
  }
  if (error instanceof ApiError && error.code === 'social_email_unverified') return 'email_unverified';
  if (error instanceof ApiError && error.code === 'social_already_linked') return 'already_linked';
  logError('social login', error);
  return 'server_error';
}

/**
 * A second factor asked (hm_two_factor_required): the app takes the login's second step from the
 * fragment (`#social_pending=<token>&social_factor=totp|passkey`), as after a password.
 */
function secondStepOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'hm_two_factor_required') return undefined;
  const { pending_token, factor } = error.extra ?? {};
  if (!pending_token || !factor) return undefined;
  return new URLSearchParams({ social_pending: pending_token, social_factor: factor }).toString();
}

export interface SocialLoginDeps {
  db: Database;
  config: Config;
  accounts: AccountService;
  limiter: RateLimiter;
}

export function socialLoginService({ db, config, accounts, limiter }: SocialLoginDeps) {
  const knownProvider = (id: string): SocialProvider => {
    const provider = providersOf(config).get(id);
    if (!provider)
      throw new ApiError(404, 'social_unknown_provider', 'This login provider is not configured.');
    return provider;
  };

  /** A client-held access token to a profile; the token's refusal is the caller's problem (403). */
  const profileFromToken = async (provider: SocialProvider, accessToken: string): Promise<SocialProfile> => {
    try {
      return await provider.profileFromAccessToken(accessToken);
    } catch (error) {
      if (error instanceof SocialLoginError && error.code === 'token_invalid') {
        throw new ApiError(403, 'social_token_invalid', 'The provider did not accept the access token.');
      }
      logError('social login', error);
      throw new ApiError(502, 'social_provider_error', 'The login provider could not be reached.');
    }
  };

  /**
   * The end of a link a signed-in user started in the settings: the provider's account joins
   * theirs (the social badge), whatever e-mail it has; no login happens. Back to the settings with
   * `#social_linked=<provider>`, or `#social_link_error=<code>` (already_linked: another user has it).
   */
  async function linkFinish(
    provider: SocialProvider,
    pending: OAuthStateRow,
    userId: number,
    request: { search: string; origin: string },
  ): Promise<string> {
    try {
      const url = new URL(callbackUrl(request.origin, provider.id));
      url.search = request.search;
      const profile = await provider.finish(url, pending);
      const user = await findUserById(db, userId);
      if (!user || user.deletedAt) return `/?action=login#social_error=state_invalid`;
      await accounts.connectIdentity(user, provider.id, profile.subject);
      return `${pending.returnTo}#social_linked=${encodeURIComponent(provider.id)}`;
    } catch (error) {
      return `${pending.returnTo}#social_link_error=${errorParam(error)}`;
    }
  }

  return {
    /** 404 social_unknown_provider unless `id` is configured (checked before anything else). */
    ensureProvider: (id: string): void => void knownProvider(id),

    providers: (): { id: string; name: string }[] =>
      [...providersOf(config).values()].map(({ id, name }) => ({ id, name })),

    /**
     * Start a login: where to send the browser, and the state for its cookie (none when the
     * provider could not be reached: the browser goes back to the login with the error).
     */
    async start(
      providerId: string,
      request: { returnTo: string; lang: Locale; ip: string; origin: string; linkUserId?: number },
    ): Promise<{ location: string; state?: string }> {
      const provider = knownProvider(providerId);
      // Each start stores a row: counted before anything is written.
      await limiter.hit(RATE_RULES.socialStartPerIp, request.ip);
      await deleteStaleOAuthStates(db, SOCIAL_STATE_TTL_S);
      const secrets = newLoginSecrets();
      secrets.state = stateWithLang(request.lang, secrets.state);
      const target = await provider
        .authorizationUrl({ ...secrets, redirectUri: callbackUrl(request.origin, provider.id) })
        .catch((error: unknown) => error);
      const linking = request.linkUserId !== undefined;
      if (!(target instanceof URL)) {
        const failed = errorParam(target);
        return {
          location: linking
            ? `${safeReturnTo(request.returnTo)}#social_link_error=${failed}`
            : `/?action=login#social_error=${failed}`,
        };
      }
      await insertOAuthState(db, {
        ...secrets,
        provider: provider.id,
        returnTo: safeReturnTo(request.returnTo),
        linkUserId: request.linkUserId ?? null,
      });
      return { location: target.href, state: secrets.state };
    },

    /** Spend the state (whatever happens next: a state works once); undefined if not usable. */
    takeState: (state: string | undefined): Promise<OAuthStateRow | undefined> =>
      state ? takeOAuthState(db, state, SOCIAL_STATE_TTL_S) : Promise.resolve(undefined),

    /** Finish a login whose state was taken and matched: where the browser goes with its tokens. */
    async finish(
      providerId: string,
      pending: OAuthStateRow,
      request: { search: string; origin: string },
    ): Promise<string> {
      const provider = knownProvider(providerId);
      if (pending.provider !== provider.id) return `/?action=login#social_error=state_invalid`;
      if (pending.linkUserId !== null) return linkFinish(provider, pending, pending.linkUserId, request);
      try {
        const url = new URL(callbackUrl(request.origin, provider.id));
        url.search = request.search;
        const profile = await provider.finish(url, pending);
        const login = await accounts.socialLogin(
          { provider: provider.id, ...profile },
          langOfState(pending.state),
        );
        const fragment = new URLSearchParams({
          social_token: login.token,
          firebase_token: login.firebase_token,
        });
        return `${pending.returnTo}#${fragment}`;
      } catch (error) {
        const second = secondStepOf(error);
        if (second) return `${pending.returnTo}#${second}`;
        return `/?action=login#social_error=${errorParam(error)}`;
      }
    },

    /** /wp/v2/facebook/validate: log in with an access token of the provider `facebook`. */
    async loginWithAccessToken(accessToken: string, lang: Locale): Promise<LoginResult> {
      const provider = knownProvider('facebook');
      const profile = await profileFromToken(provider, accessToken);
      return accounts.socialLogin({ provider: provider.id, ...profile }, lang);
    },

    /** /wp/v2/facebook/connect: link the provider account of an access token to the user. */
    async connectWithAccessToken(user: UserRow, accessToken: string): Promise<Customer> {
      const provider = knownProvider('facebook');
      const profile = await profileFromToken(provider, accessToken);
      return accounts.connectIdentity(user, provider.id, profile.subject);
    },
  };
}

export type SocialLoginService = ReturnType<typeof socialLoginService>;
