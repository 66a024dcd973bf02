// The console's settings (issue 18, src/core/admin-settings.ts) under the login; a save renews
// the public settings the header, footer and imprint read.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAdminSettings, saveAdminSettings } from '../../../api/admin-settings.ts';
import { asApiFailure } from '../../../api/client.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import type { SettingsUpdate } from '../../../core/admin-settings.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { pageKeys } from '../../content/pages.ts';
import { settingsKeys } from '../../content/settings.ts';
import { adminKeys } from '../audit/audit-log.ts';

export const adminSettingsKeys = { all: (owner: string) => [...adminKeys.all(owner), 'settings'] as const };

/** GET the console's settings. */
export const adminSettingsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: adminSettingsKeys.all(owner),
    queryFn: ({ signal }) => fetchAdminSettings(signal),
  });

export function useAdminSettings() {
  const owner = useSession().token ?? '';
  const query = useQuery({ ...adminSettingsQueryOptions(owner), enabled: owner !== '' }, queryClient);
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

export function useSaveSettings() {
  const owner = useSession().token ?? '';
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (change: SettingsUpdate) => saveAdminSettings(change, keyFor(JSON.stringify(change))),
      onSuccess: (settings) => {
        queryClient.setQueryData(adminSettingsKeys.all(owner), settings);
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
        void queryClient.invalidateQueries({ queryKey: pageKeys.all });
      },
    },
    queryClient,
  );
}
