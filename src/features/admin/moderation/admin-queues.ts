// The console's moderation queues (issue 18) in the app's one cache: reports, pending ads and
// appeals; each claim or decision reloads its queue (and the audit log's pages).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  claimPendingAd,
  claimReport,
  decideAppeal,
  decidePendingAd,
  decideReport,
  fetchAppeals,
  fetchPendingAds,
  fetchReports,
} from '../../../api/admin-moderation.ts';
import type { ConsoleQueue } from '../../../api/admin.ts';
import { asApiFailure } from '../../../api/client.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import type { AppealDecision, PendingDecision, ReportDecision } from '../../../core/moderation.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { adminKeys } from '../audit/audit-log.ts';

// The queues' keys, under the console's (adminKeys.all): every claim or decision reloads them all.
export const moderationQueueKeys = {
  reports: (owner: string) => [...adminKeys.all(owner), 'reports'] as const,
  pending: (owner: string) => [...adminKeys.all(owner), 'pending'] as const,
  appeals: (owner: string) => [...adminKeys.all(owner), 'appeals'] as const,
};

/** A queue's query options, by login, from its key and its GET. */
export const queueQueryOptions =
  <T>(key: (owner: string) => readonly unknown[], fetch: (signal: AbortSignal) => Promise<ConsoleQueue<T>>) =>
  (owner: string) =>
    queryOptions({ queryKey: key(owner), queryFn: ({ signal }) => fetch(signal) });

export const reportQueueQueryOptions = queueQueryOptions(moderationQueueKeys.reports, fetchReports);
export const pendingQueueQueryOptions = queueQueryOptions(moderationQueueKeys.pending, fetchPendingAds);
export const appealQueueQueryOptions = queueQueryOptions(moderationQueueKeys.appeals, fetchAppeals);

/** A queue's cases as `data`, and `own`: the caller's own cases it left out (issue 30). */
export function useQueue<T>(options: (owner: string) => ReturnType<ReturnType<typeof queueQueryOptions<T>>>) {
  const owner = useSession().token ?? '';
  const query = useQuery({ ...options(owner), enabled: owner !== '' }, queryClient);
  return {
    isPending: query.isPending,
    data: query.data?.items,
    own: query.data?.own ?? 0,
    refetch: query.refetch,
    failure: query.error ? asApiFailure(query.error) : undefined,
  };
}

/** A claim or decision: afterwards the console's lists (queues, audit) are read again. */
function useConsoleAction<I>(act: (input: I, key: string) => Promise<unknown>) {
  const owner = useSession().token ?? '';
  const [keyOf] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (input: I) => act(input, keyOf(input)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(owner) }),
    },
    queryClient,
  );
}

export const useReportQueue = () => useQueue(reportQueueQueryOptions);
export const usePendingQueue = () => useQueue(pendingQueueQueryOptions);
export const useAppealQueue = () => useQueue(appealQueueQueryOptions);

export const useClaimReport = () => useConsoleAction((id: number) => claimReport(id));
export const useDecideReport = () =>
  useConsoleAction((input: { id: number } & ReportDecision, key) =>
    decideReport(input.id, strip(input), key),
  );
export const useClaimPendingAd = () => useConsoleAction((id: number) => claimPendingAd(id));
export const useDecidePendingAd = () =>
  useConsoleAction((input: { id: number } & PendingDecision, key) =>
    decidePendingAd(input.id, strip(input), key),
  );
export const useDecideAppeal = () =>
  useConsoleAction((input: { id: number } & AppealDecision, key) =>
    decideAppeal(input.id, strip(input), key),
  );

/** The body without the id of the path. */
function strip<T extends { id: number }>({ id: _id, ...body }: T): Omit<T, 'id'> {
  return body;
}
