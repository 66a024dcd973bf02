// The operator's console (issue 18): changed general settings, and the audit log.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The general settings an operator changed in the console (issue 18, src/core/admin-settings.ts):
 * one row per setting; a setting without a row takes its environment default.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The operator's audit log (issue 18, src/core/admin.ts): one row per operator action, written in
 * the transaction of the action. Append-only: a trigger (migration) refuses UPDATE and DELETE.
 * The actor is kept by id without a foreign key to delete through: an erased admin's actions stay.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The admin who acted; null for the system (ADMIN_EMAILS at start, `npm run admin`). */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_object').on(t.objectType, t.objectId, t.id),
    index('audit_log_actor').on(t.actorId, t.id),
  ],
);
