// SOCIAL_<ID>_* (documented in the README): the social login providers, read from every
// SOCIAL_<ID>_ISSUER the environment holds; one with a part missing stops the start.
/** A social login provider, configured by SOCIAL_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME. */
export interface SocialProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function socialProviders(env: Record<string, string | undefined>): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^SOCIAL_([A-Z0-9]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const prefix = `SOCIAL_${match[1]}_`;
    const issuer = env[key] ?? '';
    const clientId = env[`${prefix}CLIENT_ID`] ?? '';
    const clientSecret = env[`${prefix}CLIENT_SECRET`] ?? '';
    if (!/^https?:\/\//.test(issuer) || !clientId || !clientSecret) {
      throw new Error(`Invalid settings:\n  ${prefix}*: needs ISSUER (a URL), CLIENT_ID and CLIENT_SECRET`);
    }
    const id = match[1].toLowerCase();
    providers.push({ id, name: env[`${prefix}NAME`] ?? id, issuer, clientId, clientSecret });
  }
  return providers;
}
