// The console's cases (issue 32) in the app's one cache: the queue and the decision, an
// online-only write after which the console's lists (queues, audit) are read again.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { decideCase, fetchCases } from '../../../api/admin-cases.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import type { CaseDecisionInput } from '../../../core/problems.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { adminKeys } from '../audit/audit-log.ts';
import { queueQueryOptions, useQueue } from '../moderation/admin-queues.ts';

export const adminCaseKeys = {
  queue: (owner: string) => [...adminKeys.all(owner), 'cases'] as const,
};

export const caseQueueQueryOptions = queueQueryOptions(adminCaseKeys.queue, fetchCases);

export const useCases = () => useQueue(caseQueueQueryOptions);

export function useDecideCase(id: number) {
  const owner = useSession().token ?? '';
  const [keyOf] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (input: CaseDecisionInput) => decideCase(id, input, keyOf(input)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(owner) }),
    },
    queryClient,
  );
}
