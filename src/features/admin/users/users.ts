// The console's users (issue 18) in the app's one cache, under the login: the search's pages, one
// account, and the suspension and erasure as online-only writes with their own keys.
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { eraseUser, fetchAdminUser, fetchAdminUsers, setSuspension } from '../../../api/admin-users.ts';
import { asApiFailure } from '../../../api/client.ts';
import { keyPerRequest, newIdempotencyKey } from '../../../api/idempotency.ts';
import type { SuspensionInput } from '../../../core/admin-users.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { adminKeys } from '../audit/audit-log.ts';

export const adminUserKeys = {
  all: (owner: string) => [...adminKeys.all(owner), 'users'] as const,
  search: (owner: string, search: string, page: number) =>
    [...adminUserKeys.all(owner), 'search', search, page] as const,
  one: (owner: string, id: number) => [...adminUserKeys.all(owner), 'one', id] as const,
};

/** One page of the accounts matching `search`. */
export const adminUsersQueryOptions = (owner: string, search: string, page: number) =>
  queryOptions({
    queryKey: adminUserKeys.search(owner, search, page),
    queryFn: ({ signal }) => fetchAdminUsers(search, page, signal),
  });

/** One account with its ads, orders and reports. */
export const adminUserQueryOptions = (owner: string, id: number) =>
  queryOptions({
    queryKey: adminUserKeys.one(owner, id),
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
  });

const useOwner = () => useSession().token ?? '';

/** One page of the accounts matching `search`; the page shown stays while the next one loads. */
export function useAdminUsers(search: string, page: number) {
  const owner = useOwner();
  const query = useQuery(
    {
      ...adminUsersQueryOptions(owner, search, page),
      enabled: owner !== '',
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

/** One account with its ads, orders and reports. */
export function useAdminUser(id: number) {
  const owner = useOwner();
  const query = useQuery({ ...adminUserQueryOptions(owner, id), enabled: owner !== '' }, queryClient);
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

/** Suspend or lift a suspension; one key per submitted form, the account's answer cached. */
export function useSetSuspension(id: number) {
  const owner = useOwner();
  const [keyOf] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (input: SuspensionInput) => setSuspension(id, input, keyOf(input)),
      onSuccess: (detail) => {
        queryClient.setQueryData(adminUserKeys.one(owner, id), detail);
        void queryClient.invalidateQueries({ queryKey: adminKeys.all(owner) });
      },
    },
    queryClient,
  );
}

/** Erase the account (GDPR); the search and the audit log are read afresh after it. */
export function useEraseUser(id: number) {
  const owner = useOwner();
  const [key] = useState(newIdempotencyKey);
  return useMutation(
    {
      mutationFn: () => eraseUser(id, key),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all(owner) }),
    },
    queryClient,
  );
}
