// The account and its verifications: users, phone checks in progress, avatar files, ID documents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BillingAddress, ShippingAddress } from '../../../src/core/account-fields.ts';
import type { IdDocumentStatus, UserRole } from '../../../src/core/id-documents.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash'),
    paypalEmail: text('paypal_email'),
    /** When each verification was earned (spec 1: a badge shows with its date); null while not verified. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    paymentVerifiedAt: timestamp('payment_verified_at', { withTimezone: true }),
    socialVerifiedAt: timestamp('social_verified_at', { withTimezone: true }),
    idVerifiedAt: timestamp('id_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Part of every token; raising it revokes them all (logout everywhere, password change, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    billing: jsonb('billing').$type<BillingAddress>(),
    shipping: jsonb('shipping').$type<ShippingAddress>(),
    /** The language of the user's mails. */
    locale: text('locale').notNull().default('de'),
    /** E-mail when away (issue 16): a message or proposal not seen within 15 minutes is mailed. */
    awayMail: boolean('away_mail').notNull().default(true),
    /** The saved searches' daily e-mail digest (issue 16): off until the user asks for it. */
    searchDigest: boolean('search_digest').notNull().default(false),
    /** When the last digest was decided on (sent, or nothing to tell): at most one per German day. */
    searchDigestAt: timestamp('search_digest_at', { withTimezone: true }),
    phonenumber: text('phonenumber'),
    /** Set when the account was deleted; the row stays, anonymised, for the counterparts' records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** `user`, or `reviewer`/`admin`: the operator's staff who decide ID documents (issue 17). */
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Set while the operator has suspended the account (issue 18): no login, its ads hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [
    // The digest's sweep (every minute) reads only users who asked for it and are due (last before 08:00).
    index('users_search_digest')
      .on(t.searchDigestAt)
      .where(sql`${t.searchDigest}`),
  ],
);

/**
 * A phone verification in progress (issue 17): one per user, a new SMS replaces it. The code is
 * kept only as an HMAC (null when the SMS gateway keeps the code itself), counts its checks, and
 * is valid until `expires_at`; `verified_at` is set by the right code, and savePhone deletes the
 * row (single use).
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random per send: a check of a replaced code cannot mark its successor verified. */
  sendId: text('send_id').notNull(),
  phonenumber: text('phonenumber').notNull(),
  codeHash: text('code_hash'),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every profile picture file a user uploaded, so a replacement or the account's deletion finds
 * them all, also those of uploads that ran in parallel (the user row names only the last one).
 */
export const avatarFiles = pgTable(
  'avatar_files',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatar_files_user').on(t.userId)],
);

/**
 * ID documents (issue 17, docs/id-verification.md): front and back as uploaded by their holder,
 * kept privately (server/adapters/private-files.ts, random keys) only while they wait for a
 * reviewer. The decision erases both images; only the outcome and its date stay.
 */
export const idDocuments = pgTable(
  'id_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<IdDocumentStatus>().notNull().default('pending'),
    /** The private files' keys; null once decided (the images are gone). */
    frontKey: text('front_key'),
    backKey: text('back_key'),
    /** Why a document was rejected (told to the holder); null otherwise. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('id_documents_user').on(t.userId, t.id),
    // One upload waits at a time per holder, whatever races.
    uniqueIndex('id_documents_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
