// All SQL of the operator's audit log (issue 18, src/core/admin.ts): appending an entry inside the
// action's transaction, and reading pages of it. Rows are never changed (the table refuses it).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../src/core/admin.ts';
import type { Database, Tx } from '../client.ts';
import { auditLog, users } from '../schema.ts';

export interface NewAuditEntry {
  /** The admin acting; null for the system. */
  actorId: number | null;
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Appends one entry; call it with the transaction of the action it records. */
export async function appendAudit(tx: Tx, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
  });
}

export interface AuditRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
  reason: string;
  createdAt: Date;
}

/** A page of entries, newest first, with the total that matches the filters. */
export async function auditPage(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.object_type !== undefined) filters.push(eq(auditLog.objectType, query.object_type));
  if (query.actor_id !== undefined) filters.push(eq(auditLog.actorId, query.actor_id));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorEmail: users.email,
      action: auditLog.action,
      objectType: auditLog.objectType,
      objectId: auditLog.objectId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    rows: rows.map(({ actorFirst, actorLast, ...row }) => ({
      ...row,
      actorName: row.actorId === null ? null : `${actorFirst ?? ''} ${actorLast ?? ''}`.trim(),
    })),
    total: totals?.total ?? 0,
  };
}
