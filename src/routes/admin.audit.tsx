import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditLogScreen } from '../features/admin/audit/audit-log-screen.tsx';

const SearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});

// The audit log (issue 18): every operator action, newest first, a page at a time.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: AuditLogScreen,
});
