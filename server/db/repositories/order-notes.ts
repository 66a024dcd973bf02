// The notes of an order (issue 10): written by its parties, read a page at a time with their
// authors' names.
import { asc, count, eq } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { orderNotes, users } from '../schema.ts';

export type OrderNoteRow = typeof orderNotes.$inferSelect;

export async function insertNote(
  tx: Tx,
  values: { orderId: number; authorId: number; note: string },
): Promise<OrderNoteRow> {
  const [row] = await tx.insert(orderNotes).values(values).returning();
  if (!row) throw new Error('note not written');
  return row;
}

/** A page of an order's notes, oldest first, with their authors' names. */
export async function listNotes(
  db: Database,
  orderId: number,
  page: number,
  perPage: number,
): Promise<{ rows: (OrderNoteRow & { firstName: string; lastName: string })[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orderNotes.id,
        orderId: orderNotes.orderId,
        authorId: orderNotes.authorId,
        note: orderNotes.note,
        createdAt: orderNotes.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(orderNotes)
      .innerJoin(users, eq(users.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(orderNotes).where(eq(orderNotes.orderId, orderId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findUserName(
  db: Database,
  id: number,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
