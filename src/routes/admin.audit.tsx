import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { auditLogQueryOptions } from '../features/admin/audit/audit-log.ts';
import { AuditLogScreen } from '../features/admin/audit/audit-log-screen.tsx';
import { leftToScreen } from '../route-context.ts';

const SearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});

// The audit log (issue 18): every operator action, newest first, a page at a time.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return owner && queryClient.ensureQueryData(auditLogQueryOptions(owner, deps.page)).catch(leftToScreen);
  },
  component: AuditLogScreen,
});
