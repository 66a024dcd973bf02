// A real OpenID Connect provider on 127.0.0.1 for tests: oidc-provider with one confidential
// client, PKCE required, and its built-in development login and consent pages (devInteractions).
// On the login page the "login" field picks the account (the value is the account's `sub`, see
// TEST_ACCOUNTS); any password is accepted. Plain Node, no test-runner imports: server tests,
// Playwright setup, or `node --import tsx tests/support/oidc-provider.ts` for trying it by hand.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  /** Also what to type into the login field of the provider's login page. */
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** Login `anna` (and `carla`): a verified e-mail; login `ben`: an e-mail the provider has not verified. */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  {
    sub: 'anna',
    email: 'anna.social@example.test',
    email_verified: true,
    given_name: 'Anna',
    family_name: 'Sozial',
  },
  {
    // Issue 30: an account with two-factor on signs in through the provider (tests/e2e).
    sub: 'carla',
    email: 'carla.social@example.test',
    email_verified: true,
    given_name: 'Carla',
    family_name: 'Zweifach',
  },
  {
    sub: 'ben',
    email: 'ben.unverified@example.test',
    email_verified: false,
    given_name: 'Ben',
    family_name: 'Unbestätigt',
  },
];

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Read on every login, so a test may add accounts while the provider runs. */
  accounts?: TestAccount[];
  /** 0 (the default) takes a free port. */
  port?: number;
}

export interface RunningOidcProvider {
  /** http://127.0.0.1:<port>, the value for SOCIAL_<ID>_ISSUER. */
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const accounts = options.accounts ?? [...TEST_ACCOUNTS];
  // The port (and so the issuer) is known only once listening, and the provider is made after
  // that: a request in between (Playwright polling for the start) is told to come back, never
  // left without an answer, which once held the whole end-to-end run until its start timeout.
  const ready: { handle?: ReturnType<Provider['callback']> } = {};
  const server = createServer((req, res) => {
    if (ready.handle) return void ready.handle(req, res);
    res.writeHead(503, { 'retry-after': '1' }).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        // The default of openid-client; the app's adapter picks it whenever the provider offers it.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount(_ctx, id) {
      const account = accounts.find((a) => a.sub === id);
      return account && { accountId: account.sub, claims: () => ({ ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Short lives, set explicitly (oidc-provider asks for it at every login otherwise).
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
  });
  ready.handle = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// By hand: OIDC_PORT=9400 OIDC_REDIRECT_URI=http://127.0.0.1:8080/wp-json/social/local/callback
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const redirect = process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:8080/wp-json/social/local/callback';
  const running = await startOidcProvider({
    clientId: process.env.OIDC_CLIENT_ID ?? 'handymarkt',
    clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'handymarkt-secret',
    redirectUris: redirect.split(','),
    port: Number(process.env.OIDC_PORT ?? 9400),
  });
  console.log(`OpenID provider at ${running.issuer} (logins: ${TEST_ACCOUNTS.map((a) => a.sub).join(', ')})`);
}
