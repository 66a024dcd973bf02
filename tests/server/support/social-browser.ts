// A browser, as far as the test OpenID provider's pages need one (tests/support/oidc-provider.ts):
// manual redirects, a cookie jar and the development login and consent forms.
import * as oidc from 'openid-client';

export type Jar = Map<string, string>;

function keepCookies(jar: Jar, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a));
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
}

/**
 * Follow the provider from an authorization URL to the redirect back to the app: log in as `login`
 * (any password), consent, or press Cancel when `deny`. Answers the URL the browser would open.
 */
export async function throughProvider(
  start: string,
  login: string,
  appOrigin: string,
  opts: { deny?: boolean; jar?: Jar } = {},
): Promise<URL> {
  const jar = opts.jar ?? new Map<string, string>();
  let url = new URL(start);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin === appOrigin) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    keepCookies(jar, res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt) throw new Error(`unexpected page ${res.status}: ${html}`);
    if (opts.deny) {
      url = new URL(/href="([^"]*\/abort)"/.exec(html)?.[1] ?? 'missing-cancel-link', url);
      continue;
    }
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'irgendwas' } : { prompt });
    url = new URL(action, url);
  }
  throw new Error('too many redirects at the provider');
}

/** What a client of its own needs to get an access token from the provider. */
export interface ProviderClient {
  issuer: string;
  id: string;
  secret: string;
  callback: string;
  appOrigin: string;
}

/**
 * An access token obtained by a client of its own (code flow with PKCE, logged in as `login`),
 * as the Facebook JS SDK would hand one to the app.
 */
export async function clientAccessToken(client: ProviderClient, login: string): Promise<string> {
  const config = await oidc.discovery(new URL(client.issuer), client.id, client.secret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: client.callback,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const back = await throughProvider(url.href, login, client.appOrigin);
  const tokens = await oidc.authorizationCodeGrant(config, back, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.access_token;
}
