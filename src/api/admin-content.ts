// The console's content calls (issue 18, src/core/admin-content.ts): pages and magazine articles.
import * as v from 'valibot';
import {
  AdminContentDetailSchema,
  AdminContentItemSchema,
  type AdminContentDetail,
  type AdminContentItem,
  type ContentKind,
  type ContentUpdate,
  type PostCreate,
} from '../core/admin-content.ts';
import { ADMIN } from './admin.ts';
import { apiCall } from './client.ts';

const CONTENT = `${ADMIN}/content`;

export async function fetchAdminContent(signal?: AbortSignal): Promise<AdminContentItem[]> {
  return (await apiCall(CONTENT, v.array(AdminContentItemSchema), { auth: true, signal })).data;
}

export async function fetchContentDetail(
  kind: ContentKind,
  id: number,
  signal?: AbortSignal,
): Promise<AdminContentDetail> {
  return (await apiCall(`${CONTENT}/${kind}/${id}`, AdminContentDetailSchema, { auth: true, signal })).data;
}

export async function saveContent(
  kind: ContentKind,
  id: number,
  change: ContentUpdate,
  idempotencyKey: string,
): Promise<AdminContentDetail> {
  const { data } = await apiCall(`${CONTENT}/${kind}/${id}`, AdminContentDetailSchema, {
    method: 'PUT',
    body: change,
    auth: true,
    idempotencyKey,
  });
  return data;
}

export async function createPost(post: PostCreate, idempotencyKey: string): Promise<AdminContentDetail> {
  const { data } = await apiCall(`${CONTENT}/posts`, AdminContentDetailSchema, {
    method: 'POST',
    body: post,
    auth: true,
    idempotencyKey,
  });
  return data;
}
