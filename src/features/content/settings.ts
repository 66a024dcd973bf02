// The general settings resource (GET /wp/v2/settings): live ad count, advertiser, map tiles;
// kept on the device for offline use. Read by the header, footer, home and ad pages.
import { queryOptions } from '@tanstack/react-query';
import { fetchSettings } from '../../api/content.ts';
import { SettingsSchema } from '../../core/content.ts';
import { deviceBacked, useDeviceQuery } from '../../local/device-query.ts';
import { queryClient } from '../../local/query-client.ts';

export const settingsKeys = { all: ['settings'] as const };
const DEVICE_KEY = 'settings';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: deviceBacked(fetchSettings, {
      read: (cache) => cache.readResource(DEVICE_KEY, SettingsSchema),
      save: (cache, value) => cache.saveResource(DEVICE_KEY, value),
    }),
  });

export function useSettings() {
  return useDeviceQuery(settingsQueryOptions());
}

export function prefetchSettings(): void {
  void queryClient.ensureQueryData(settingsQueryOptions()).catch(() => undefined);
}
