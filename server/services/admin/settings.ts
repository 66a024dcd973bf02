// The console's settings (issue 18, src/core/admin-settings.ts): saved values over the
// environment's defaults (services/site-settings.ts), each change audited in its transaction.
import {
  type AdminSettings,
  SETTING_KEYS,
  type SettingKey,
  type SettingsUpdate,
} from '../../../src/core/admin-settings.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import { lockSiteSettings, writeSiteSetting } from '../../db/repositories/site-settings.ts';
import { inTransaction } from '../../db/transaction.ts';
import { currentSettings, type SettingsState } from '../site-settings.ts';

export type AdminSettingsService = ReturnType<typeof adminSettingsService>;

export function adminSettingsService({ db, config }: { db: Database; config: Config }) {
  const json = (state: SettingsState): AdminSettings => ({ ...state, map_tile_url: config.mapTileUrl });
  return {
    async get(): Promise<AdminSettings> {
      return json(await currentSettings(db, config));
    },

    async update(change: SettingsUpdate, actorId: number): Promise<AdminSettings> {
      const keys = SETTING_KEYS.filter((k) => change[k] !== undefined);
      await inTransaction(db, async (tx) => {
        const saved = await lockSiteSettings(tx, keys);
        const before: Partial<Record<SettingKey, string | null>> = {};
        const after: Partial<Record<SettingKey, string | null>> = {};
        for (const key of keys) {
          const next = change[key] ?? null;
          const previous = saved.get(key) ?? null;
          if (next === previous) continue;
          await writeSiteSetting(tx, key, next);
          before[key] = previous;
          after[key] = next;
        }
        if (Object.keys(after).length > 0) {
          await appendAudit(tx, {
            actorId,
            action: 'settings.update',
            objectType: 'settings',
            objectId: 'site',
            before,
            after,
          });
        }
      });
      return json(await currentSettings(db, config));
    },
  };
}
