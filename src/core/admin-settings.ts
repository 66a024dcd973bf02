// The console's settings section (issue 18, docs/admin.md "Settings"): the advertiser's address
// and the operator's imprint details (§ 5 DDG), changed without a restart.
//
//   GET /hm/v1/admin/settings -> AdminSettings
//   PUT /hm/v1/admin/settings  {<key>: string | null, ...} -> AdminSettings
//
// Precedence: a value saved here wins; a key without one (or set back with null) takes the server's
// environment (ADVERTISE_URL, OPERATOR_*), and without that the demo operator. An empty
// advertise_url switches the advertisement off even when ADVERTISE_URL is set. The map tile URL
// stays an environment setting (MAP_TILE_URL), shown read-only: the Content-Security-Policy and the
// service worker's tile cache are built from it at start, and a wrong value breaks every map.
// Each PUT that changes something writes one audit entry `settings.update` with the changed keys'
// stored values before and after (null: the default). GET /wp/v2/settings answers the result.
import * as v from 'valibot';

export const SETTING_KEYS = [
  'advertise_url',
  'operator_name',
  'operator_address',
  'operator_email',
  'operator_phone',
  'operator_register',
  'operator_representative',
  'operator_vat_id',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type SettingValues = Record<SettingKey, string>;

const entries = <S extends v.GenericSchema>(schema: S) =>
  Object.fromEntries(SETTING_KEYS.map((k) => [k, schema])) as Record<SettingKey, S>;

export const AdminSettingsSchema = v.object({
  /** What the app shows now. */
  values: v.object(entries(v.string())),
  /** What the console saved; null: the default applies. */
  stored: v.object(entries(v.nullable(v.string()))),
  /** The environment's (or the demo operator's) value. */
  defaults: v.object(entries(v.string())),
  /** MAP_TILE_URL, read-only here. */
  map_tile_url: v.string(),
});
export type AdminSettings = v.InferOutput<typeof AdminSettingsSchema>;

/** One line for the imprint: escaped into HTML and used in mail headers, so no < > or newlines. */
const line = (max: number) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.regex(/^[^\r\n<>\0]+$/, 'must be one line without < or >'),
  );

const SETTING_SCHEMAS = {
  advertise_url: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.maxLength(500, 'must be at most 500 characters'),
    v.check((s) => s === '' || /^https?:\/\/[^\s<>"']+$/i.test(s), 'must be an http(s) address or empty'),
  ),
  operator_name: line(120),
  operator_address: line(200),
  operator_email: v.pipe(line(200), v.email('must be an e-mail address')),
  operator_phone: line(40),
  operator_register: line(200),
  operator_representative: line(200),
  operator_vat_id: line(40),
} satisfies Record<SettingKey, v.GenericSchema<string, string>>;

export const SettingsUpdateSchema = v.strictObject(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, v.optional(v.nullable(SETTING_SCHEMAS[k]))])) as {
    [K in SettingKey]: v.OptionalSchema<v.NullableSchema<(typeof SETTING_SCHEMAS)[K], undefined>, undefined>;
  },
  'is not a known field',
);
export type SettingsUpdate = Partial<Record<SettingKey, string | null>>;
