// The console's settings (issue 18, src/core/admin-settings.ts) under the login; a save renews
// the public settings the header, footer and imprint read.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAdminSettings, saveAdminSettings } from '../../../api/admin-settings.ts';
import { asApiFailure } from '../../../api/client.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import type { SettingsUpdate } from '../../../core/admin-settings.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { settingsKeys } from '../../content/settings.ts';
import { adminKeys } from '../audit/audit-log.ts';

const keyOf = (owner: string) => [...adminKeys.all(owner), 'settings'] as const;

export function useAdminSettings() {
  const owner = useSession().token ?? '';
  const query = useQuery(
    { queryKey: keyOf(owner), queryFn: ({ signal }) => fetchAdminSettings(signal), enabled: owner !== '' },
    queryClient,
  );
  return { ...query, failure: query.error ? asApiFailure(query.error) : undefined };
}

export function useSaveSettings() {
  const owner = useSession().token ?? '';
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (change: SettingsUpdate) => saveAdminSettings(change, keyFor(JSON.stringify(change))),
      onSuccess: (settings) => {
        queryClient.setQueryData(keyOf(owner), settings);
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['pages'] });
      },
    },
    queryClient,
  );
}
