// The seller's page resource (issue 17): GET /hm/v1/sellers/{id} in the app's one cache. The
// page's reviews and ads are the existing lists (useReviewsAbout, useProductList with `vendor`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asApiFailure } from '../../api/client.ts';
import { fetchSeller } from '../../api/sellers.ts';
import { queryClient } from '../../local/query-client.ts';

export const sellerKeys = {
  all: ['sellers'] as const,
  byId: (id: number) => [...sellerKeys.all, id] as const,
};

export const sellerQueryOptions = (id: number) =>
  queryOptions({ queryKey: sellerKeys.byId(id), queryFn: ({ signal }) => fetchSeller(id, signal) });

export function useSeller(id: number) {
  const result = useQuery({ ...sellerQueryOptions(id), enabled: id > 0 }, queryClient);
  return {
    seller: result.data,
    loading: result.isPending && id > 0,
    failure: result.error ? asApiFailure(result.error) : undefined,
    refetch: () => void result.refetch(),
  };
}
