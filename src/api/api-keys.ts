// API keys' calls (src/core/api-keys.ts lists them): the caller's keys, create (key and secret
// answered once), revoke. Every answer is parsed with the core schemas.
import {
  ApiKeyCreatedSchema,
  ApiKeyDeletedSchema,
  ApiKeyListSchema,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
} from '../core/api-keys.ts';
import { apiCall } from './client.ts';

const PATH = '/hm/v1/api-keys';

/** GET: the caller's live keys, newest first (at most 10, so no paging). */
export async function fetchApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return (await apiCall(PATH, ApiKeyListSchema, { auth: true, signal })).data;
}

/** POST: 409 hm_api_key_limit when the caller has 10 already. */
export async function createApiKey(body: ApiKeyCreate, idempotencyKey: string): Promise<ApiKeyCreated> {
  return (await apiCall(PATH, ApiKeyCreatedSchema, { method: 'POST', body, auth: true, idempotencyKey }))
    .data;
}

/** DELETE; 404 hm_api_key_not_found when it is revoked already. */
export async function revokeApiKey(id: number, idempotencyKey: string): Promise<void> {
  await apiCall(`${PATH}/${id}`, ApiKeyDeletedSchema, { method: 'DELETE', auth: true, idempotencyKey });
}
