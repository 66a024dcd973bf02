// All SQL about the contact form's messages.
import type { Database } from '../client.ts';
import { contactMessages } from '../schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Database, row: NewContactMessage): Promise<ContactMessageRow> {
  const [created] = await db.insert(contactMessages).values(row).returning();
  if (!created) throw new Error('contact message not written');
  return created;
}
