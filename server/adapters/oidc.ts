// Social login (spec 1: "sign in ... with a social login"): the relying-party side of OpenID
// Connect behind an interface, so the routes never see openid-client. Authorization code flow with
// PKCE (S256), state and nonce; openid-client validates the ID token (signature, issuer, audience,
// expiry, nonce). Production: Google or any OIDC issuer; tests: a local oidc-provider
// (tests/support/oidc-provider.ts).
import * as oidc from 'openid-client';
import * as v from 'valibot';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../../src/core/account-fields.ts';
import { safeString } from '../../src/core/boundaries.ts';
import type { SocialProviderConfig } from '../config.ts';

export const SOCIAL_SCOPES = 'openid email profile';

/** Who the provider says the user is. */
export interface SocialProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Made when a login starts, kept by us, checked when the provider sends the user back. */
export interface LoginSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What went wrong, in words safe to put in a URL; the cause (for the log) stays on the error. */
export type SocialErrorCode = 'access_denied' | 'provider_error' | 'token_invalid';

export class SocialLoginError extends Error {
  constructor(
    readonly code: SocialErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SocialLoginError';
  }
}

export interface SocialProvider {
  readonly id: string;
  readonly name: string;
  /** Where to send the browser; `redirectUri` must be registered with the provider. */
  authorizationUrl(params: LoginSecrets & { redirectUri: string }): Promise<URL>;
  /** Redeem the code of a callback: `callbackUrl` is the redirect URI plus the provider's query. */
  finish(callbackUrl: URL, expected: LoginSecrets): Promise<SocialProfile>;
  /** The profile behind an access token the client obtained itself (the userinfo endpoint). */
  profileFromAccessToken(accessToken: string): Promise<SocialProfile>;
}

export function newLoginSecrets(): LoginSecrets {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** OpenID Connect: a subject is at most 255 ASCII characters. */
const MAX_SUBJECT_LENGTH = 255;

/**
 * A claim as we can store it (the rules of every text in src/core: a maximum length, no NUL, no
 * lone surrogate), trimmed; anything else is treated as absent. The provider is outside input
 * like a request body, and a NUL in a name would otherwise fail the account's insert.
 */
const text = (value: unknown, max: number): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed && v.is(safeString(max), trimmed) ? trimmed : undefined;
};

/** Standard claims to our profile; a provider without given/family names may still send `name`. */
function profileOf(claims: Record<string, unknown>): SocialProfile {
  const subject = text(claims.sub, MAX_SUBJECT_LENGTH);
  if (!subject) throw new SocialLoginError('provider_error', 'the provider sent no usable subject');
  const [first, ...rest] = (text(claims.name, MAX_NAME_LENGTH * 2) ?? '').split(/\s+/);
  return {
    subject,
    email: text(claims.email, MAX_EMAIL_LENGTH),
    // Some providers send the JSON string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name, MAX_NAME_LENGTH) ?? text(first, MAX_NAME_LENGTH) ?? '',
    lastName: text(claims.family_name, MAX_NAME_LENGTH) ?? text(rest.join(' '), MAX_NAME_LENGTH) ?? '',
  };
}

/** client_secret_post unless the provider lists methods without it (Basic is the OIDC default). */
function clientAuth(secret: string): oidc.ClientAuth {
  const post = oidc.ClientSecretPost(secret);
  const basic = oidc.ClientSecretBasic(secret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const auth = methods && !methods.includes('client_secret_post') ? basic : post;
    auth(as, client, body, headers);
  };
}

export function oidcProvider(settings: SocialProviderConfig): SocialProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  /** Discovered once; a failed discovery is forgotten, so the next login tries again. */
  const configuration = () =>
    (discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, undefined, clientAuth(settings.clientSecret), {
        // Plain http only for an http issuer, which is a local one in tests.
        execute: settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new SocialLoginError('provider_error', `discovery of ${settings.issuer} failed`, {
          cause: error,
        });
      }));

  return {
    id: settings.id,
    name: settings.name,

    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: SOCIAL_SCOPES,
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackUrl, expected) {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims() };
        // Providers may keep e-mail and names out of the ID token (oidc-provider does by default).
        if (!text(claims.email, MAX_EMAIL_LENGTH)) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
          return profileOf({ ...claims, ...info });
        }
        return profileOf(claims);
      } catch (error) {
        if (error instanceof SocialLoginError) throw error;
        if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') {
          throw new SocialLoginError('access_denied', 'the user declined', { cause: error });
        }
        throw new SocialLoginError('provider_error', 'the login could not be completed', { cause: error });
      }
    },

    async profileFromAccessToken(accessToken) {
      const config = await configuration();
      try {
        return profileOf({ ...(await oidc.fetchUserInfo(config, accessToken, oidc.skipSubjectCheck)) });
      } catch (error) {
        if (error instanceof SocialLoginError) throw error;
        const refused =
          error instanceof oidc.WWWAuthenticateChallengeError ||
          (error instanceof oidc.ResponseBodyError && error.status >= 400 && error.status < 500);
        throw new SocialLoginError(
          refused ? 'token_invalid' : 'provider_error',
          'the access token was not accepted',
          { cause: error },
        );
      }
    },
  };
}

/** One adapter per configured provider, by id. */
export function oidcProviders(settings: readonly SocialProviderConfig[]): Map<string, SocialProvider> {
  return new Map(settings.map((s) => [s.id, oidcProvider(s)]));
}
