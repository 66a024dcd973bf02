// API keys' resource (GET/POST/DELETE /hm/v1/api-keys, docs/api-keys.md) in the app's one cache:
// the caller's keys under their login, and the writes as mutations, each with its own
// Idempotency-Key (one per submitted form, so a resend after a lost answer makes one key). The
// created key's secret lives only in the create mutation's answer: it is never cached or stored.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asApiFailure } from '../../api/client.ts';
import { createApiKey, fetchApiKeys, revokeApiKey } from '../../api/api-keys.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import type { ApiKeyCreate } from '../../core/api-keys.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { getSession, useSession } from '../../session/session-store.ts';

export const apiKeyKeys = { list: (owner: string) => [...privateKey(owner), 'api-keys'] as const };

/** GET /hm/v1/api-keys: the caller's live keys. */
export const apiKeysQueryOptions = (owner: string) =>
  queryOptions({ queryKey: apiKeyKeys.list(owner), queryFn: ({ signal }) => fetchApiKeys(signal) });

/** The signed-in user's live keys, newest first (waits while signed out). */
export function useApiKeys() {
  const owner = useSession().token ?? null;
  const list = useQuery({ ...apiKeysQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
  return { ...list, failure: list.error ? asApiFailure(list.error) : undefined };
}

const reload = () => {
  const owner = getSession().token;
  return owner ? queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(owner) }) : Promise.resolve();
};

/** Create a key (one Idempotency-Key per submitted form). */
export function useCreateApiKey() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    { mutationFn: (body: ApiKeyCreate) => createApiKey(body, keyFor(body)), onSettled: reload },
    queryClient,
  );
}

/** Revoke one; one revoked already (on another device) is what was asked for. */
export function useRevokeApiKey() {
  return useMutation(
    {
      mutationFn: async (id: number) => {
        try {
          await revokeApiKey(id, newIdempotencyKey());
        } catch (error) {
          if (asApiFailure(error).code !== 'hm_api_key_not_found') throw error;
        }
      },
      onSettled: reload,
    },
    queryClient,
  );
}
