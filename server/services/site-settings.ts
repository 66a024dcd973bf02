// The general settings as they apply now (issue 18, src/core/admin-settings.ts): a value the
// operator saved in the console wins over the environment's (ADVERTISE_URL, OPERATOR_*), which
// wins over the demo operator's. Read per request (one small table), so every instance agrees.
import { SETTING_KEYS, type SettingKey, type SettingValues } from '../../src/core/admin-settings.ts';
import type { Operator } from '../../src/core/content.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { readSiteSettings } from '../db/repositories/site-settings.ts';

export interface SettingsState {
  values: SettingValues;
  stored: Record<SettingKey, string | null>;
  defaults: SettingValues;
}

export function settingDefaults(config: Config): SettingValues {
  const o = config.operator;
  return {
    advertise_url: config.advertiseUrl ?? '',
    operator_name: o.name,
    operator_address: o.address,
    operator_email: o.email,
    operator_phone: o.phone,
    operator_register: o.register,
    operator_representative: o.representative,
    operator_vat_id: o.vatId,
  };
}

export function settingsState(saved: Map<string, string>, defaults: SettingValues): SettingsState {
  const stored = Object.fromEntries(SETTING_KEYS.map((k) => [k, saved.get(k) ?? null])) as Record<
    SettingKey,
    string | null
  >;
  const values = Object.fromEntries(SETTING_KEYS.map((k) => [k, stored[k] ?? defaults[k]])) as SettingValues;
  return { values, stored, defaults };
}

export async function currentSettings(db: Database, config: Config): Promise<SettingsState> {
  return settingsState(await readSiteSettings(db), settingDefaults(config));
}

/** The imprint's details as the public settings and the pages' placeholders name them. */
export const operatorOf = (values: SettingValues): Operator => ({
  name: values.operator_name,
  address: values.operator_address,
  email: values.operator_email,
  phone: values.operator_phone,
  register: values.operator_register,
  representative: values.operator_representative,
  vat_id: values.operator_vat_id,
});
