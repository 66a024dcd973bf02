// The attribute catalogue and the general settings, cached on the device for offline use.
import { AttributeCatalogueSchema, type AttributeCatalogue } from '../../core/catalogue.ts';
import { SettingsSchema, type Settings } from '../../core/content.ts';
import { fetchAttributes } from '../../api/catalogue.ts';
import { fetchSettings } from '../../api/content.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export function useAttributes() {
  return useCached<AttributeCatalogue>('attributes', {
    read: () => readResource('attributes', AttributeCatalogueSchema),
    fetch: fetchAttributes,
    save: (value) => saveResource('attributes', value),
  });
}

export function useSettings() {
  return useCached<Settings>('settings', {
    read: () => readResource('settings', SettingsSchema),
    fetch: fetchSettings,
    save: (value) => saveResource('settings', value),
  });
}
