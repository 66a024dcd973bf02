// The operator console's calls (issue 18, src/core/admin.ts lists them). Every answer is parsed
// with the core schemas; the server lets only admins through.
import * as v from 'valibot';
import { AuditEntrySchema, OWN_CASES_HEADER, type AuditEntry } from '../core/admin.ts';
import { apiCall, pagingHeaders } from './client.ts';

export const ADMIN = '/hm/v1/admin';

/** A console queue: its cases, and how many of the caller's own it left out (issue 30). */
export interface ConsoleQueue<T> {
  items: T[];
  own: number;
}

/** The queue of an answer: its items and the own-cases header. */
export const consoleQueue = <T>({ data, headers }: { data: T[]; headers: Headers }): ConsoleQueue<T> => ({
  items: data,
  own: Number(headers.get(OWN_CASES_HEADER) ?? 0) || 0,
});

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
