// Reading the operator's audit log (issue 18). Entries are written by each operator action in its
// own transaction (repositories/audit-log.ts appendAudit); this only pages through them.
import type { AuditEntry, AuditQuery } from '../../../src/core/admin.ts';
import type { Database } from '../../db/client.ts';
import { auditPage, type AuditRow } from '../../db/repositories/audit-log.ts';

export function auditJson(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

export type AuditService = ReturnType<typeof auditService>;

export function auditService({ db }: { db: Database }) {
  return {
    async page(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      const { rows, total } = await auditPage(db, query);
      return { entries: rows.map(auditJson), total };
    },
  };
}
