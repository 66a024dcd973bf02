// The server's own housekeeping: rate limits, idempotency, generated secrets, the dev mail outbox,
// and the contact form's messages to the operator.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactSubject } from '../../../src/core/contact.ts';
import { users } from './users.ts';

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Mails sent while no SMTP server is configured, readable at /dev/outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to each creating or changing call sent with an `Idempotency-Key` header, kept
 * for a day, so a retry or an offline replay gets that answer again instead of acting twice.
 * `status` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `anon` otherwise: one user's keys never meet another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path, query and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /** The caller's token version when the request ran, and the user's right after it answered. */
    tokenVersion: integer('token_version'),
    versionAfter: integer('version_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/** Secrets generated on first start when none is configured (the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Messages sent with the contact form (POST /wp/v2/emails/contact-form): kept so none is lost when
 * the mail to the operator fails, and as the operator's record of the request. `user_id` is the
 * signed-in sender, if any (the e-mail given may differ from the account's).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').$type<ContactSubject>().notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);
