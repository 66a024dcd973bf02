// The SQL of a seller's public page (issue 17): the person's public fields (never a deleted
// account) and the figure of the reviews about them. Rules: server/services/sellers.ts.
import { and, avg, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { reviews, users } from '../schema.ts';
import { VERIFICATION_COLUMNS } from './users.ts';

export async function findPublicSeller(db: Database, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      createdAt: users.createdAt,
      ...VERIFICATION_COLUMNS,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}
export type PublicSellerRow = NonNullable<Awaited<ReturnType<typeof findPublicSeller>>>;

/** The reviews about the user: how many, and their average rating (null without any). */
export async function ratingOf(
  db: Database,
  userId: number,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.revieweeId, userId));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}
