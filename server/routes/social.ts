// Social login (spec 1 and 4) with OpenID Connect, under /social: the list of configured
// providers, the start (302 to the provider) and the callback (302 back into the app with the
// tokens in the URL fragment, which browsers never send to a server, so they stay out of logs).
// Also spec 7's /wp/v2/facebook/validate and /connect, for a client that holds an access token.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { LangQuerySchema } from '../../src/core/account.ts';
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
import { deleteStaleOAuthStates, insertOAuthState, takeOAuthState } from '../db/repositories/oauth-states.ts';
import * as usersRepo from '../db/repositories/users.ts';
import type { ServiceDeps } from '../deps.ts';
import { ApiError, parseInput } from '../lib/api-error.ts';
import { requireUser } from '../lib/auth.ts';

/** How long a user may spend at the provider before the login has to start over. */
export const SOCIAL_STATE_TTL_S = 10 * 60;

/** Short codes the client maps to messages; anything unexpected is `server_error` (and logged). */
export type SocialErrorParam =
  'access_denied' | 'state_invalid' | 'provider_error' | 'email_unverified' | 'server_error';

const StartQuerySchema = v.object({
  return_to: v.optional(v.string(), '/'),
  // A browser navigation, not an API call: a bad value falls back instead of answering JSON.
  lang: v.fallback(v.optional(v.picklist(LOCALES), 'de'), 'de'),
});
const AccessTokenSchema = v.object({ access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) });

/** A path of ours: one leading slash, never `//host` or `/\host` (a browser reads both as a host). */
export function safeReturnTo(raw: string): string {
  const path = raw.split('#')[0] ?? '';
  return path.length <= 512 && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : '/';
}

// The schema of oauth_states has no language column: the language rides in the state itself, as
// a prefix of the random value ("de.<random>"), which the provider hands back unchanged.
const stateWithLang = (lang: Locale, random: string) => `${lang}.${random}`;
const langOfState = (state: string): Locale => LOCALES.find((l) => state.startsWith(`${l}.`)) ?? 'de';

// Discovery is cached per adapter: both route modules of an app share the adapters of its config.
const adapters = new WeakMap<Config, Map<string, SocialProvider>>();
function providersOf(config: Config): Map<string, SocialProvider> {
  let found = adapters.get(config);
  if (!found) adapters.set(config, (found = oidcProviders(config.socialProviders)));
  return found;
}

function knownProvider(config: Config, id: string): SocialProvider {
  const provider = providersOf(config).get(id);
  if (!provider) throw new ApiError(404, 'social_unknown_provider', 'This login provider is not configured.');
  return provider;
}

/**
 * The state is also kept in a cookie of the browser that started the login, and the callback
 * wants both: a callback URL of someone else's login, sent to a victim, must not sign the victim
 * into the sender's account (login CSRF). SameSite=Lax: the provider's redirect is a top-level GET.
 */
const STATE_COOKIE = 'social_state';
const stateCookie = (secure: boolean) =>
  ({ path: '/wp-json/social', httpOnly: true, sameSite: 'Lax', secure, maxAge: SOCIAL_STATE_TTL_S }) as const;

const origin = (c: Context, config: Config) => config.publicUrl ?? new URL(c.req.url).origin;
const callbackUrl = (c: Context, config: Config, id: string) =>
  `${origin(c, config)}/wp-json/social/${encodeURIComponent(id)}/callback`;

function errorParam(error: unknown): SocialErrorParam {
  if (error instanceof SocialLoginError && error.code !== 'token_invalid') {
    if (error.code === 'provider_error') console.error('[social login]', error);
    return error.code;
  }
  if (error instanceof ApiError && error.code === 'social_email_unverified') return 'email_unverified';
  console.error('[social login]', error);
  return 'server_error';
}

export function socialRoutes({ db, config, accounts }: ServiceDeps) {
  const app = new Hono();

  app.get('/providers', (c) =>
    c.json([...providersOf(config).values()].map(({ id, name }) => ({ id, name }))),
  );

  app.get('/:provider/start', async (c) => {
    const provider = knownProvider(config, c.req.param('provider'));
    const query = parseInput(StartQuerySchema, c.req.query());
    await deleteStaleOAuthStates(db, SOCIAL_STATE_TTL_S);
    const secrets = newLoginSecrets();
    secrets.state = stateWithLang(query.lang, secrets.state);
    const target = await provider
      .authorizationUrl({ ...secrets, redirectUri: callbackUrl(c, config, provider.id) })
      .catch((error: unknown) => error);
    if (!(target instanceof URL)) return c.redirect(`/?action=login#social_error=${errorParam(target)}`);
    await insertOAuthState(db, {
      ...secrets,
      provider: provider.id,
      returnTo: safeReturnTo(query.return_to),
    });
    setCookie(c, STATE_COOKIE, secrets.state, stateCookie(origin(c, config).startsWith('https:')));
    return c.redirect(target.href);
  });

  app.get('/:provider/callback', async (c) => {
    const provider = knownProvider(config, c.req.param('provider'));
    const query = c.req.query();
    // Spent whatever happens next: a state works once.
    const pending = query.state ? await takeOAuthState(db, query.state, SOCIAL_STATE_TTL_S) : undefined;
    const sameBrowser = pending !== undefined && getCookie(c, STATE_COOKIE) === pending.state;
    deleteCookie(c, STATE_COOKIE, stateCookie(origin(c, config).startsWith('https:')));
    const fail = (code: SocialErrorParam) => c.redirect(`/?action=login#social_error=${code}`);
    if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
    if (!pending || !sameBrowser || pending.provider !== provider.id) return fail('state_invalid');
    try {
      const url = new URL(callbackUrl(c, config, provider.id));
      url.search = new URL(c.req.url).search;
      const profile = await provider.finish(url, pending);
      const login = await accounts.socialLogin(
        { provider: provider.id, ...profile },
        langOfState(pending.state),
      );
      const fragment = new URLSearchParams({
        social_token: login.token,
        firebase_token: login.firebase_token,
      });
      return c.redirect(`${pending.returnTo}#${fragment}`);
    } catch (error) {
      return fail(errorParam(error));
    }
  });

  return app;
}

/** A client-held access token to a profile; the token's refusal is the caller's problem (403). */
async function profileFromToken(provider: SocialProvider, accessToken: string): Promise<SocialProfile> {
  try {
    return await provider.profileFromAccessToken(accessToken);
  } catch (error) {
    if (error instanceof SocialLoginError && error.code === 'token_invalid') {
      throw new ApiError(403, 'social_token_invalid', 'The provider did not accept the access token.');
    }
    console.error('[social login]', error);
    throw new ApiError(502, 'social_provider_error', 'The login provider could not be reached.');
  }
}

/** Link a provider identity to a signed-in user; one identity belongs to one account only. */
async function connectIdentity(db: Database, user: usersRepo.UserRow, provider: string, subject: string) {
  const owner = await usersRepo.findUserBySocial(db, provider, subject);
  if (owner && owner.id !== user.id) {
    throw new ApiError(409, 'social_already_linked', 'This account is already linked to another user.');
  }
  await usersRepo.linkSocial(db, user.id, provider, subject);
  return user.verifiedSocial ? user : usersRepo.updateUser(db, user.id, { verifiedSocial: true });
}

/** /wp/v2/facebook (spec 7): the provider configured with id `facebook`, by access token. */
export function facebookRoutes({ db, config, tokens, accounts }: ServiceDeps) {
  const app = new Hono();
  const body = (c: Context): Promise<unknown> => c.req.json().catch(() => ({}));

  app.post('/validate', async (c) => {
    const provider = knownProvider(config, 'facebook');
    const { lang } = parseInput(LangQuerySchema, c.req.query());
    const { access_token } = parseInput(AccessTokenSchema, await body(c));
    const profile = await profileFromToken(provider, access_token);
    return c.json({ data: await accounts.socialLogin({ provider: provider.id, ...profile }, lang) });
  });

  app.post('/connect', async (c) => {
    const provider = knownProvider(config, 'facebook');
    const user = await requireUser(c, db, tokens);
    const { access_token } = parseInput(AccessTokenSchema, await body(c));
    const profile = await profileFromToken(provider, access_token);
    const linked = await connectIdentity(db, user, provider.id, profile.subject);
    return c.json({ status: true as const, data: await accounts.customer(linked) });
  });

  return app;
}
