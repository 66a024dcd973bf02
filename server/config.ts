// Settings from environment variables, validated at start (documented in the README).
import * as v from 'valibot';

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['1', '0', 'true', 'false', 'yes', 'no', '']), fallback ? '1' : '0'),
    v.transform((s) => (s === '' ? fallback : ['1', 'true', 'yes'].includes(s))),
  );

const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '8080'),
    // Number('') is 0: an empty PORT would otherwise listen on a random port.
    v.regex(/^\d{1,5}$/, 'must be a port number'),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(65535),
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DEMO: flag(true),
  ADVERTISE_URL: v.optional(v.pipe(v.string(), v.url())),
  GMAP_API_KEY: v.optional(v.string(), ''),
  MAP_TILE_URL: v.optional(v.string(), ''),
  PAYPAL_CLIENT_ID: v.optional(v.string(), 'sandbox'),
  STATIC_DIR: v.optional(v.string(), './dist'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  advertiseUrl: string | undefined;
  gmapApiKey: string;
  mapTileUrl: string;
  paypalClientId: string;
  staticDir: string;
};

export function loadConfig(env: Record<string, string | undefined>, argv: readonly string[] = []): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${i.path?.map((p) => String(p.key)).join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demo: argv.includes('--no-demo') ? false : e.DEMO,
    advertiseUrl: e.ADVERTISE_URL,
    gmapApiKey: e.GMAP_API_KEY,
    mapTileUrl: e.MAP_TILE_URL,
    paypalClientId: e.PAYPAL_CLIENT_ID,
    staticDir: e.STATIC_DIR,
  };
}
