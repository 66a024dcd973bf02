// What every route module is built with: the database, the settings and the adapters.
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Storage } from './adapters/storage.ts';

export interface Deps {
  db: Database;
  config: Config;
  storage: Storage;
}
