// The console's users calls (issue 18, src/core/admin-users.ts lists them), parsed with the core
// schemas; the server lets only admins through.
import * as v from 'valibot';
import {
  AdminUserDetailSchema,
  AdminUserSummarySchema,
  ErasureAnswerSchema,
  type AdminUserDetail,
  type AdminUserSummary,
  type SuspensionInput,
} from '../core/admin-users.ts';
import { ADMIN } from './admin.ts';
import { apiCall, pagingHeaders } from './client.ts';

export interface AdminUserPage {
  users: AdminUserSummary[];
  total: number;
  totalPages: number;
}

/** GET /hm/v1/admin/users?search=&page= */
export async function fetchAdminUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const query = new URLSearchParams({ search, page: String(page) });
  const { data, headers } = await apiCall(`${ADMIN}/users`, v.array(AdminUserSummarySchema), {
    auth: true,
    query,
    signal,
  });
  return { users: data, ...pagingHeaders(headers) };
}

/** GET /hm/v1/admin/users/{id} */
export async function fetchAdminUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return (await apiCall(`${ADMIN}/users/${id}`, AdminUserDetailSchema, { auth: true, signal })).data;
}

/** POST /hm/v1/admin/users/{id}/suspension */
export async function setSuspension(
  id: number,
  input: SuspensionInput,
  key: string,
): Promise<AdminUserDetail> {
  return (
    await apiCall(`${ADMIN}/users/${id}/suspension`, AdminUserDetailSchema, {
      method: 'POST',
      body: input,
      auth: true,
      idempotencyKey: key,
    })
  ).data;
}

/** POST /hm/v1/admin/users/{id}/erasure */
export async function eraseUser(id: number, key: string): Promise<void> {
  await apiCall(`${ADMIN}/users/${id}/erasure`, ErasureAnswerSchema, {
    method: 'POST',
    body: {},
    auth: true,
    idempotencyKey: key,
  });
}
