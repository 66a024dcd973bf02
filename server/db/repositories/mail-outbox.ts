// The dev outbox (mail_outbox): mails kept in the database while no SMTP server is configured.
import { desc } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { mailOutbox } from '../schema.ts';

export type OutboxMailRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: Database,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** The newest mails first. */
export function latestOutboxMails(db: Database, limit: number): Promise<OutboxMailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
