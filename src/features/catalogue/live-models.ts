// Which models have live ads (GET /hm/v1/products/live-models), for the model filter's older
// models. Asked only once a system or brand is chosen; its fetch code loads on demand, so the
// home list's first chunk stays as it was. Kept under the products key: whatever refreshes ads
// refreshes it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../local/query-client.ts';
import { productKeys } from './products.ts';

const NONE: readonly number[] = [];

/** GET /hm/v1/products/live-models (its fetch code loaded on demand). */
export const liveModelsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.liveModels,
    queryFn: ({ signal }) => import('../../api/live-models.ts').then((m) => m.fetchLiveModels(signal)),
    staleTime: 60_000,
  });

export function useLiveModelIds(enabled: boolean): readonly number[] {
  return useQuery({ ...liveModelsQueryOptions(), enabled }, queryClient).data ?? NONE;
}
