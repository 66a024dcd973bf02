// The operator's console (issue 18, docs/admin.md), shared by the server and the client.
//
// Everything under /hm/v1/admin is for admins only: without a token 401 (rest_forbidden), for a
// signed-in user who is no admin 403 hm_admin_only, before any body is read.
//
//   GET /hm/v1/admin/audit-log  ?page=1&per_page=50&object_type=&actor_id= -> AuditEntry[]
//                               (newest first; X-WP-Total and X-WP-TotalPages as WordPress pages)
//
// The first admins come from ADMIN_EMAILS (applied at every start) or `npm run admin -- grant
// <email>`. Every operator action writes one audit entry in the same transaction as the action,
// and the table refuses UPDATE and DELETE (append-only, enforced by the database).
import * as v from 'valibot';
import { IdStringSchema, intString, safeString } from './boundaries.ts';
import type { UserRole } from './id-documents.ts';

export const isAdmin = (role: UserRole | undefined): boolean => role === 'admin';

/**
 * The console's calls a reviewer may make too (issue 30): the ID queue, as `METHOD /path` below
 * /hm/v1/admin. Deciding and opening the images are issue 17's calls, for reviewers already.
 * Every other call of the console stays for admins (403 hm_admin_only).
 */
export const REVIEWER_CONSOLE_CALLS: readonly string[] = ['GET /id-documents'];

/**
 * The header of a console queue's answer (reports, pending ads, appeals, ID documents): how many
 * open cases were left out because they are the caller's own (issue 30: nobody decides their own
 * case; it waits for another admin or reviewer).
 */
export const OWN_CASES_HEADER = 'x-hm-own-cases';

/** Whether `role` may make the console call `method path` (path below /hm/v1/admin). */
export function mayCallConsole(role: UserRole | undefined, method: string, path: string): boolean {
  if (isAdmin(role)) return true;
  return role === 'reviewer' && REVIEWER_CONSOLE_CALLS.includes(`${method.toUpperCase()} ${path}`);
}

/** An audit entry's action names: `<area>.<verb>`, e.g. `role.grant`, `report.decide`. */
export const AUDIT_ACTION_MAX_LENGTH = 60;
/** The kinds of object an entry is about (`user`, `product`, `report`, `page`, ...). */
export const AUDIT_OBJECT_TYPE_MAX_LENGTH = 40;
export const AUDIT_PER_PAGE = 50;
export const AUDIT_PER_PAGE_MAX = 100;

/** Who acted: an admin, or the system (ADMIN_EMAILS at start, the command line). */
export const AuditActorSchema = v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() }));

export const AuditEntrySchema = v.object({
  id: v.number(),
  /** null: the system (ADMIN_EMAILS at start or `npm run admin`). */
  actor: AuditActorSchema,
  action: v.string(),
  object_type: v.string(),
  object_id: v.string(),
  /** The object's relevant fields before and after the action; null where there was none. */
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  reason: v.string(),
  created_at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

const optionalParam = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.union([v.undefined(), schema]),
    ),
  );

export const AuditQuerySchema = v.object({
  page: v.pipe(v.optional(v.string(), '1'), intString(1, 100_000)),
  per_page: v.pipe(v.optional(v.string(), String(AUDIT_PER_PAGE)), intString(1, AUDIT_PER_PAGE_MAX)),
  object_type: optionalParam(
    v.pipe(safeString(AUDIT_OBJECT_TYPE_MAX_LENGTH), v.regex(/^[a-z_]+$/, 'is not an object type')),
  ),
  actor_id: optionalParam(IdStringSchema),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;
