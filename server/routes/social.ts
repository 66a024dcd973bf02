// Social login (spec 1 and 4) with OpenID Connect, under /social: the list of configured
// providers, the start (302 to the provider) and the callback (302 back into the app with the
// tokens in the URL fragment, which browsers never send to a server, so they stay out of logs).
// Also spec 7's /wp/v2/facebook/validate and /connect, for a client that holds an access token.
// The flow itself is in services/social-login.ts; here are the cookie and the redirects.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { LangQuerySchema } from '../../src/core/account.ts';
import { safeString } from '../../src/core/boundaries.ts';
import { LOCALES, type Locale } from '../../src/core/constants.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, clientIp, publicCall, requestOrigin, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { SOCIAL_STATE_TTL_S } from '../services/social-login.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export { safeReturnTo, SOCIAL_STATE_TTL_S, type SocialErrorParam } from '../services/social-login.ts';

const StartQuerySchema = v.object({
  return_to: v.optional(safeString(2048), '/'),
  // A browser navigation, not an API call: a bad value falls back instead of answering JSON.
  lang: v.fallback(v.optional(v.picklist(LOCALES), 'de'), 'de'),
});
const LinkSchema = v.strictObject({
  return_to: v.optional(safeString(2048), '/dashboard/settings'),
  lang: v.optional(v.picklist(LOCALES), 'de'),
});
// Tokens are printable ASCII (RFC 6750); anything else cannot be sent on to the provider.
const AccessTokenSchema = v.object({
  access_token: v.pipe(safeString(4096), v.regex(/^[\x21-\x7e]+$/, 'is not an access token')),
});
// A browser navigation: a state or error that cannot be ours (NUL, overlong) is simply absent.
const CallbackQuerySchema = v.object({
  state: v.fallback(v.optional(safeString(512)), undefined),
  error: v.fallback(v.optional(safeString(200)), undefined),
});

/**
 * The state is also kept in a cookie of the browser that started the login, and the callback
 * wants both: a callback URL of someone else's login, sent to a victim, must not sign the victim
 * into the sender's account (login CSRF). SameSite=Lax: the provider's redirect is a top-level GET.
 * Secure whenever the origin is https (PUBLIC_URL, or X-Forwarded-Proto behind a trusted proxy).
 */
const STATE_COOKIE = 'social_state';
const stateCookie = (origin: string) =>
  ({
    path: '/wp-json/social',
    httpOnly: true,
    sameSite: 'Lax',
    secure: origin.startsWith('https:'),
    maxAge: SOCIAL_STATE_TTL_S,
  }) as const;

/** Start a login or a link at the provider: the state cookie set, where the browser goes next. */
async function startFlow(
  c: Context<AuthEnv>,
  config: RouteDeps['config'],
  social: RouteDeps['social'],
  provider: string,
  flow: { returnTo: string; lang: Locale; linkUserId?: number },
): Promise<string> {
  const origin = requestOrigin(c, config);
  const started = await social.start(provider, {
    ...flow,
    ip: clientIp(c, config.trustProxy),
    origin,
  });
  if (started.state) setCookie(c, STATE_COOKIE, started.state, stateCookie(origin));
  return started.location;
}

export function socialRoutes({ config, social }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/providers', keyPolicy('none'), (c) => c.json(social.providers()));

  app.get('/:provider/start', keyPolicy('none'), async (c) => {
    social.ensureProvider(c.req.param('provider'));
    const query = parseInput(StartQuerySchema, c.req.query());
    const location = await startFlow(c, config, social, c.req.param('provider'), {
      returnTo: query.return_to,
      lang: query.lang,
    });
    return c.redirect(location);
  });

  app.get('/:provider/callback', keyPolicy('none'), async (c) => {
    social.ensureProvider(c.req.param('provider'));
    const query = v.parse(CallbackQuerySchema, c.req.query());
    const origin = requestOrigin(c, config);
    const pending = await social.takeState(query.state);
    const sameBrowser = pending !== undefined && getCookie(c, STATE_COOKIE) === pending.state;
    deleteCookie(c, STATE_COOKIE, stateCookie(origin));
    // A link started in the settings goes back there (the user is signed in); a login to the login.
    const linking = pending !== undefined && sameBrowser && pending.linkUserId !== null;
    const fail = (code: string) =>
      c.redirect(
        linking ? `${pending.returnTo}#social_link_error=${code}` : `/?action=login#social_error=${code}`,
      );
    if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
    if (!pending || !sameBrowser) return fail('state_invalid');
    return c.redirect(
      await social.finish(c.req.param('provider'), pending, { search: new URL(c.req.url).search, origin }),
    );
  });

  return app;
}

/**
 * POST /hm/v1/social/{provider}/link (issue 17): a signed-in user links a provider account (the
 * social badge) through the same redirect flow as a login. The answer names where to send the
 * browser and sets the state cookie; the callback links instead of logging in (social-login.ts).
 */
export function socialLinkRoutes({ config, social }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/:provider/link', keyPolicy('none'), async (c) => {
    social.ensureProvider(c.req.param('provider'));
    const user = await userOf(c);
    const input = parseInput(LinkSchema, await readJson(c, { empty: {} }));
    const location = await startFlow(c, config, social, c.req.param('provider'), {
      returnTo: input.return_to,
      lang: input.lang,
      linkUserId: user.id,
    });
    return c.json({ location });
  });

  return app;
}

/** /wp/v2/facebook (spec 7): the provider configured with id `facebook`, by access token. */
export function facebookRoutes({ social }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  // An empty body is an empty object, so the 400 names the missing access_token.
  const body = (c: Context): Promise<unknown> => readJson(c, { empty: {} });

  app.post('/validate', keyPolicy('none'), publicCall, async (c) => {
    social.ensureProvider('facebook');
    const { lang } = parseInput(LangQuerySchema, c.req.query());
    const { access_token } = parseInput(AccessTokenSchema, await body(c));
    return c.json({ data: await social.loginWithAccessToken(access_token, lang) });
  });

  app.post('/connect', keyPolicy('none'), async (c) => {
    social.ensureProvider('facebook');
    const user = await userOf(c);
    const { access_token } = parseInput(AccessTokenSchema, await body(c));
    return c.json({ status: true as const, data: await social.connectWithAccessToken(user, access_token) });
  });

  return app;
}
