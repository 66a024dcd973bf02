// The console's figures (issue 18, src/core/admin-figures.ts) under the login.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFigures } from '../../../api/admin-settings.ts';
import { asApiFailure } from '../../../api/client.ts';
import type { FigurePeriod } from '../../../core/admin-figures.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { adminKeys } from '../audit/audit-log.ts';

export const figureKeys = {
  of: (owner: string, period: FigurePeriod) => [...adminKeys.all(owner), 'figures', period] as const,
};

/** GET the console's figures for one period. */
export const figuresQueryOptions = (owner: string, period: FigurePeriod) =>
  queryOptions({
    queryKey: figureKeys.of(owner, period),
    queryFn: ({ signal }) => fetchFigures(period, signal),
  });

export function useFigures(period: FigurePeriod) {
  const owner = useSession().token ?? '';
  const query = useQuery(
    { ...figuresQueryOptions(owner, period), enabled: owner !== '', placeholderData: keepPreviousData },
    queryClient,
  );
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}
