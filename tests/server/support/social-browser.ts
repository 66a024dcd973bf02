// A browser, as far as the test OpenID provider's pages need one (tests/support/oidc-provider.ts):
// manual redirects, a cookie jar and the development login and consent forms.

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
