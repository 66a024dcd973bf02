// The audit log's pages (GET /hm/v1/admin/audit-log) in the app's one cache, under the login.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asApiFailure } from '../../../api/client.ts';
import { fetchAuditLog } from '../../../api/admin.ts';
import { privateKey, queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';

export const adminKeys = {
  all: (owner: string) => [...privateKey(owner), 'admin'] as const,
  audit: (owner: string, page: number) => [...adminKeys.all(owner), 'audit', page] as const,
};

/** GET /hm/v1/admin/audit-log, one page. */
export const auditLogQueryOptions = (owner: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(owner, page),
    queryFn: ({ signal }) => fetchAuditLog(page, signal),
  });

/** One page of the audit log; the page shown stays while the next one loads. */
export function useAuditLog(page: number) {
  const owner = useSession().token ?? '';
  const query = useQuery(
    { ...auditLogQueryOptions(owner, page), enabled: owner !== '', placeholderData: keepPreviousData },
    queryClient,
  );
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}
