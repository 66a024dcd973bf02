// The statement of reasons with its appeal (issue 18), in the app's one cache (a report of an ad
// is report-ad.ts). The statement reloads whenever a notification arrives live (an appeal's
// outcome), so the page shows it without a reload.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appealDecision, fetchDecision } from '../../api/moderation.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { asApiFailure } from '../../api/client.ts';
import { queryClient } from '../../local/query-client.ts';
import { onRealtime } from '../../local/realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET one statement of reasons (with its appeal). */
export const decisionQueryOptions = (owner: string, id: number) =>
  queryOptions({
    queryKey: moderationKeys.decision(owner, id),
    queryFn: ({ signal }) => fetchDecision(id, signal),
  });

export function useDecision(id: number) {
  const owner = useSession().token ?? '';
  useEffect(
    () =>
      onRealtime('notification', () => {
        void queryClient.invalidateQueries({ queryKey: moderationKeys.decisions(owner) });
      }),
    [owner],
  );
  const query = useQuery({ ...decisionQueryOptions(owner, id), enabled: owner !== '' }, queryClient);
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

/** POST the appeal; the statement in the cache becomes the answer (with its appeal). */
export function useAppeal(id: number) {
  const owner = useSession().token ?? '';
  const [key] = useState(newIdempotencyKey);
  return useMutation(
    {
      mutationFn: (text: string) => appealDecision(id, text, key),
      onSuccess: (decision) => queryClient.setQueryData(moderationKeys.decision(owner, id), decision),
    },
    queryClient,
  );
}
