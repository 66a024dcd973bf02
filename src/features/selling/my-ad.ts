// The signed-in seller's own ad by slug, and where My ads' answers are kept: what the ad page needs
// of My ads (a paused or removed ad only its seller may read), apart from my-ads.ts, whose lists
// and lifecycle actions load only with My ads and the owner panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMyAdBySlug } from '../../api/my-ads.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';

/** The lists of My ads the server answers (the tabs besides refunds, drafts and waiting). */
export type ServerTab = 'all' | 'active' | 'expired' | 'hidden' | 'sold';

/** Where My ads' answers are kept: in the one cache, under the login they belong to. */
export const myAdKeys = {
  all: (owner: string) => [...privateKey(owner), 'my-ads'] as const,
  list: (owner: string, tab: ServerTab) => [...myAdKeys.all(owner), 'list', tab] as const,
  bySlug: (owner: string, slug: string) => [...myAdKeys.all(owner), 'slug', slug] as const,
  /** Whether an own ad is reserved by an order (ad-reservation.ts). */
  reserved: (owner: string, productId: number) => [...myAdKeys.all(owner), 'reserved', productId] as const,
};

/** The seller's own ad by slug, whatever its status. */
export const myAdQueryOptions = (owner: string, slug: string) =>
  queryOptions({
    queryKey: myAdKeys.bySlug(owner, slug),
    queryFn: ({ signal }) => fetchMyAdBySlug(slug, signal),
  });

/**
 * The signed-in seller's own ad by slug, whatever its status (the ad page's owner view of a paused
 * or removed ad, which the public read does not answer). `enabled` false waits.
 */
export function useMyAd(slug: string, enabled: boolean) {
  const owner = useSession().token ?? null;
  const query = useQuery(
    { ...myAdQueryOptions(owner ?? '', slug), enabled: enabled && owner !== null },
    queryClient,
  );
  return { ad: query.data, loading: enabled && owner !== null && query.isPending };
}
