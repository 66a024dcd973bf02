// All SQL of the console's catalogue additions (issue 18, src/core/admin-catalogue.ts).
import { and, eq, max, or, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { terms } from '../schema.ts';

export type TermRow = typeof terms.$inferSelect;

export async function findTerm(tx: Tx, taxonomy: string, id: number): Promise<TermRow | undefined> {
  const rows = await tx
    .select()
    .from(terms)
    .where(and(eq(terms.taxonomy, taxonomy), eq(terms.id, id)));
  return rows[0];
}

/** A term of the taxonomy (under `parentId` when given) named `name` in either language, any case. */
export async function findTermNamed(
  tx: Tx,
  taxonomy: string,
  names: readonly string[],
  parentId?: number,
): Promise<TermRow | undefined> {
  const lowered = names.map((n) => n.toLowerCase());
  const rows = await tx
    .select()
    .from(terms)
    .where(
      and(
        eq(terms.taxonomy, taxonomy),
        parentId === undefined ? undefined : eq(terms.parentId, parentId),
        or(
          ...lowered.map((n) => sql`lower(${terms.name}) = ${n}`),
          ...lowered.map((n) => sql`lower(${terms.nameEn}) = ${n}`),
        ),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function slugTaken(tx: Tx, taxonomy: string, slug: string): Promise<boolean> {
  const rows = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

/** The position after the last of the taxonomy's terms (under `parentId` when given). */
export async function nextPosition(tx: Tx, taxonomy: string, parentId?: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(terms.position) })
    .from(terms)
    .where(
      and(eq(terms.taxonomy, taxonomy), parentId === undefined ? undefined : eq(terms.parentId, parentId)),
    );
  return (row?.last ?? -1) + 1;
}

/** A new term, or undefined when its slug is taken (a concurrent addition of the same name). */
export async function insertTerm(tx: Tx, row: typeof terms.$inferInsert): Promise<TermRow | undefined> {
  const rows = await tx.insert(terms).values(row).onConflictDoNothing().returning();
  return rows[0];
}
