// The general settings resource (GET /wp/v2/settings): live ad count, advertiser, map tiles;
// kept on the device for offline use. Read by the header, footer, home and ad pages.
import { fetchSettings } from '../../api/content.ts';
import { SettingsSchema, type Settings } from '../../core/content.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export const settingsKeys = { all: () => 'settings' };

export function useSettings() {
  return useCached<Settings>(settingsKeys.all(), {
    read: () => readResource(settingsKeys.all(), SettingsSchema),
    fetch: fetchSettings,
    save: (value) => saveResource(settingsKeys.all(), value),
  });
}

export function prefetchSettings(): void {
  void fetchSettings().catch(() => undefined);
}
