// The app's IndexedDB (Dexie). This file is the one place that says what is stored on the device:
//   products   - ads seen in lists or opened (read cache, for offline browsing)
//   lists      - which ad ids a list query's page showed, with its totals
//   resources  - other answers worth keeping offline: attribute catalogue, settings, pages, posts
//   account    - the signed-in user's data (private: wiped at logout and when the session expires):
//                the user ('me') and the copies of their private answers kept for offline
//                reading ('copy:<name>', e.g. the notification centre; src/local/private-copy.ts)
//   outbox     - changes made while offline, each bound to its user with its idempotency key,
//                replayed in order when back online (private; src/local/outbox is its one user)
//   drafts     - ads being written or waiting to be published, with their processed photos as
//                blobs, bound to their user (private; src/local/drafts.ts is its one user)
// Later areas add their tables here (drafts, chats) with a new version; private ones are listed
// in PRIVATE_TABLES so a logout on purpose wipes them. An expired session wipes only
// SESSION_TABLES: the rest is bound to its user and waits for that user's next login.
// Dexie is loaded on first use so it never delays the first screen.
import type { Dexie, Table } from 'dexie';
import { newIdempotencyKey } from '../api/idempotency.ts';
import { keptUntilFailed } from '../ui/kept-until-failed.ts';
import type { StoredDraft } from './draft-record.ts';
import type { OutboxEntry } from './outbox/entry.ts';
import { LOCAL_DB_NAME, markLocalDbOpen } from './db-presence.ts';

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
  /** 'me': the user; 'copy:<name>': a private answer kept for offline reading (private-copy.ts). */
  key: 'me' | `copy:${string}`;
  userId: number;
  value: unknown;
  cachedAt: number;
}
export type LocalDb = Dexie & {
  products: Table<CachedProduct, number>;
  lists: Table<CachedList, string>;
  resources: Table<CachedResource, string>;
  account: Table<StoredAccount, StoredAccount['key']>;
  outbox: Table<OutboxEntry, number>;
  drafts: Table<StoredDraft, string>;
};

/** Tables holding one person's data: a shared phone must never show them to the next user. */
export const PRIVATE_TABLES = ['account', 'outbox', 'drafts'] as const;
/** Who is logged in: gone as soon as the server refuses the token. */
export const SESSION_TABLES = ['account'] as const;

// Whether the database exists, asked without loading this module (the first screen's question).
export { isLocalDbOpen, LOCAL_DB_NAME, mayHoldCopies } from './db-presence.ts';

export async function openLocalDb(name = LOCAL_DB_NAME): Promise<LocalDb> {
  const { Dexie } = await import('dexie');
  const db = new Dexie(name) as LocalDb;
  db.version(1).stores({
    products: 'id, slug, cachedAt',
    lists: 'key, cachedAt',
    resources: 'key, cachedAt',
  });
  db.version(2).stores({
    account: 'key',
    outbox: '++seq, userId, kind',
  });
  // The outbox engine: every entry gets a state and its idempotency key (entries queued by an
  // older version are given theirs here, so they are sent exactly once too).
  db.version(3)
    .stores({ outbox: '++seq, userId, kind, [userId+state]' })
    .upgrade((tx) =>
      tx
        .table('outbox')
        .toCollection()
        .modify((entry: Partial<OutboxEntry>) => {
          entry.key ??= newIdempotencyKey();
          entry.state ??= 'queued';
          entry.dependsOn ??= [];
          entry.attempts ??= 0;
        }),
    );
  // Ads being written (selling): the form and its processed photos, saved as the seller types.
  db.version(4).stores({ drafts: 'id, userId, updatedAt' });
  return db;
}

/**
 * The app's database on the device, opened once. An opening that failed is not kept: its code
 * (Dexie) is fetched on first use, which fails offline on a first visit, and a kept failure would
 * leave the device's storage (the login, the outbox, the saved pages) broken for the whole visit.
 */
export const localDb: () => Promise<LocalDb> = keptUntilFailed(() =>
  openLocalDb().then((db) => {
    markLocalDbOpen();
    return db;
  }),
);
