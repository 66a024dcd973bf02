// The console's figures (issue 18, src/core/admin-figures.ts) under the login.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFigures } from '../../../api/admin-settings.ts';
import { asApiFailure } from '../../../api/client.ts';
import type { FigurePeriod } from '../../../core/admin-figures.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { adminKeys } from '../audit/audit-log.ts';

export function useFigures(period: FigurePeriod) {
  const owner = useSession().token ?? '';
  const query = useQuery(
    {
      queryKey: [...adminKeys.all(owner), 'figures', period],
      queryFn: ({ signal }) => fetchFigures(period, signal),
      enabled: owner !== '',
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}
