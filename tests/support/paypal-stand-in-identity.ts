// The PayPal stand-in's identity part (paypal-stand-in.ts): OAuth2 tokens (client credentials for
// the app, an authorization code for Log in with PayPal) and the userinfo of a linked account.
//   POST /v1/oauth2/token               client_credentials (Basic client:secret), authorization_code
//   GET  /v1/identity/oauth2/userinfo   the linked account's e-mails
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { paypalError, type Reply } from './paypal-stand-in-money.ts';

export function standInIdentity(clientId: string, clientSecret: string) {
  const tokens = new Map<string, 'app' | string>();
  const codes = new Map<string, string>();
  let tokensIssued = 0;

  /** POST /v1/oauth2/token: the app's token, or a linked account's for an authorization code. */
  function token(headers: IncomingHttpHeaders, form: URLSearchParams): Reply {
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    if (headers.authorization !== `Basic ${basic}`) return { status: 401, body: { error: 'invalid_client' } };
    const token = `A21${randomUUID().replace(/-/g, '')}`;
    if (form.get('grant_type') === 'client_credentials') {
      tokens.set(token, 'app');
      tokensIssued += 1;
      return {
        status: 200,
        body: {
          scope: 'openid',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-1',
          expires_in: 32400,
          nonce: 'n',
        },
      };
    }
    if (form.get('grant_type') === 'authorization_code') {
      const email = codes.get(form.get('code') ?? '');
      if (!email)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Invalid authorization code' },
        };
      codes.delete(form.get('code') ?? '');
      tokens.set(token, email);
      return {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: 28800, refresh_token: 'R1' },
      };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  const bearer = (headers: IncomingHttpHeaders) => {
    const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    return token ? tokens.get(token) : undefined;
  };

  /**
   * A token or userinfo call answered (`reply`), or who is calling (`who`: 'app' for the app's
   * token, an e-mail for a linked account's); a call without a valid token is answered 401.
   */
  function handle(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: unknown,
  ): { reply?: Reply; who?: string } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const form = typeof body === 'string' ? new URLSearchParams(body) : new URLSearchParams();
      return { reply: token(headers, form) };
    }
    const who = bearer(headers);
    if (!who) {
      return {
        reply: {
          status: 401,
          body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
        },
      };
    }
    if (method === 'GET' && path.startsWith('/v1/identity/oauth2/userinfo')) {
      if (who === 'app') return { who, reply: paypalError(401, 'AUTHENTICATION_FAILURE') };
      return {
        who,
        reply: {
          status: 200,
          body: {
            user_id: `https://www.paypal.com/webapps/auth/identity/user/${who}`,
            name: 'Seller',
            emails: [{ value: who, primary: true, confirmed: true }],
          },
        },
      };
    }
    return { who };
  }

  return {
    handle,
    /** An authorization code (Log in with PayPal) that links `email`. */
    authorizationCode(email: string): string {
      const code = `C21${randomUUID().replace(/-/g, '')}`;
      codes.set(code, email);
      return code;
    },
    tokensIssued: () => tokensIssued,
  };
}
