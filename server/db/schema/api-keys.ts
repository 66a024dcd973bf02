// Sellers' WooCommerce-style API keys and their OAuth 1.0a nonces (issue 18, docs/api-keys.md).
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApiKeyPermissions } from '../../../src/core/api-keys.ts';
import { users } from './users.ts';

/**
 * WooCommerce-style API keys of sellers (issue 18, docs/api-keys.md). As WooCommerce does, the
 * consumer key is stored only as its HMAC-SHA256 (wc_api_hash), looked up by that; the secret is
 * needed to check OAuth 1.0a signatures, so it is kept sealed (AES-GCM with a key derived from the
 * token signing key, services/two-factor/secret-box.ts). Revoked keys stay (revoked_at) so a
 * revoked key is told apart from a wrong one in nobody's logs, and never authenticates again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    permissions: text('permissions').$type<ApiKeyPermissions>().notNull(),
    consumerKeyHash: text('consumer_key_hash').notNull(),
    consumerSecretSealed: text('consumer_secret_sealed').notNull(),
    /** The consumer key's last 7 characters, shown in the list. */
    truncatedKey: text('truncated_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccess: timestamp('last_access', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_consumer_key_hash').on(t.consumerKeyHash),
    index('api_keys_user').on(t.userId, t.id),
  ],
);

/**
 * The OAuth 1.0a nonces a key used within the timestamp window (15 minutes): the primary key makes
 * each nonce count once per key, even for parallel requests; older ones are swept as keys are used.
 */
export const apiKeyNonces = pgTable(
  'api_key_nonces',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    /** The request's oauth_timestamp, in seconds. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.nonce] }), index('api_key_nonces_time').on(t.keyId, t.timestamp)],
);
