// The app's IndexedDB (Dexie). This file is the one place that says what is stored on the device:
//   products   - ads seen in lists or opened (read cache, for offline browsing)
//   lists      - which ad ids a list query's page showed, with its totals
//   resources  - other answers worth keeping offline: attribute catalogue, settings, pages, posts
//   account    - the signed-in user's data (private: wiped at logout)
//   outbox     - changes made while offline, replayed in order when back online (private)
// Later areas add their tables here (drafts, chats) with a new version; private ones are listed
// in PRIVATE_TABLES so logout wipes them.
// Dexie is loaded on first use so it never delays the first screen.
import type { Dexie, Table } from 'dexie';

export interface CachedProduct {
  id: number;
  slug: string;
  data: unknown;
  cachedAt: number;
}
export interface CachedList {
  key: string;
  ids: number[];
  total: number;
  totalPages: number;
  cachedAt: number;
}
export interface CachedResource {
  key: string;
  value: unknown;
  cachedAt: number;
}

export interface StoredAccount {
  key: 'me';
  userId: number;
  value: unknown;
  cachedAt: number;
}
/** A queued change. `kind` says which replayer sends it; `payload` is parsed by that replayer. */
export interface OutboxEntry {
  seq?: number;
  userId: number;
  kind: 'favorite';
  payload: unknown;
  createdAt: number;
}

export type LocalDb = Dexie & {
  products: Table<CachedProduct, number>;
  lists: Table<CachedList, string>;
  resources: Table<CachedResource, string>;
  account: Table<StoredAccount, 'me'>;
  outbox: Table<OutboxEntry, number>;
};

/** Tables holding one person's data: a shared phone must never show them to the next user. */
export const PRIVATE_TABLES = ['account', 'outbox'] as const;

let opening: Promise<LocalDb> | undefined;
let open = false;

/** Whether the database is loaded already, so reading it costs no download. */
export function isLocalDbOpen(): boolean {
  return open;
}

export function localDb(): Promise<LocalDb> {
  opening ??= import('dexie').then(({ Dexie }) => {
    const db = new Dexie('handymarkt') as LocalDb;
    db.version(1).stores({
      products: 'id, slug, cachedAt',
      lists: 'key, cachedAt',
      resources: 'key, cachedAt',
    });
    db.version(2).stores({
      account: 'key',
      outbox: '++seq, userId, kind',
    });
    open = true;
    return db;
  });
  return opening;
}
