// The operator console's calls (issue 18, src/core/admin.ts lists them). Every answer is parsed
// with the core schemas; the server lets only admins through.
import * as v from 'valibot';
import { AuditEntrySchema, type AuditEntry } from '../core/admin.ts';
import { apiCall, pagingHeaders } from './client.ts';

export const ADMIN = '/hm/v1/admin';

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  totalPages: number;
}

/** GET /hm/v1/admin/audit-log: a page of the audit log, newest first. */
export async function fetchAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  const { data, headers } = await apiCall(`${ADMIN}/audit-log?page=${page}`, v.array(AuditEntrySchema), {
    auth: true,
    signal,
  });
  return { entries: data, ...pagingHeaders(headers) };
}
