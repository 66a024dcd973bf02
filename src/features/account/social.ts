// The social login providers resource (GET /social/providers), where a social login starts, and
// linking a provider account to the signed-in user (the social badge, issue 17).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { fetchSocialProviders, socialStartUrl, startSocialLink } from '../../api/account.ts';
import type { Locale } from '../../core/constants.ts';
import { queryClient } from '../../local/query-client.ts';

export { socialStartUrl };

export const socialKeys = { providers: ['social-providers'] as const };

/** GET /social/providers: the providers the server has configured (asked once a visit). */
export const socialProvidersQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.providers, queryFn: fetchSocialProviders, staleTime: Infinity });

/** The providers the server has configured; none while loading or when it cannot be asked. */
export function useSocialProviders(): { id: string; name: string }[] {
  const providers = useQuery(socialProvidersQueryOptions(), queryClient);
  return providers.data ?? NONE;
}

const NONE: { id: string; name: string }[] = [];

/** Link a provider account: the browser goes to the provider and comes back to `returnTo`. */
export function useLinkSocial() {
  return useMutation(
    {
      mutationFn: async ({
        provider,
        returnTo,
        locale,
      }: {
        provider: string;
        returnTo: string;
        locale: Locale;
      }) => {
        window.location.assign(await startSocialLink(provider, returnTo, locale));
      },
    },
    queryClient,
  );
}

/**
 * How a link came back (the callback's fragment, read once and removed from the address):
 * linked, a refusal code, or nothing to tell.
 */
export function takeSocialLinkResult(): { linked: true } | { error: string } | undefined {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const linked = params.get('social_linked');
  const error = params.get('social_link_error');
  if (linked === null && error === null) return undefined;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return error === null ? { linked: true } : { error };
}
