// The query keys of reports, statements of reasons and the console's moderation queues (issue 18).
import { privateKey } from '../../local/query-client.ts';
import { adminKeys } from '../admin/audit/audit-log.ts';

export const moderationKeys = {
  decision: (owner: string, id: number) => [...privateKey(owner), 'decision', id] as const,
  decisions: (owner: string) => [...privateKey(owner), 'decision'] as const,
  reports: (owner: string) => [...adminKeys.all(owner), 'reports'] as const,
  pending: (owner: string) => [...adminKeys.all(owner), 'pending'] as const,
  appeals: (owner: string) => [...adminKeys.all(owner), 'appeals'] as const,
};
