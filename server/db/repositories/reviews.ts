// All SQL about reviews (issue 10): the order a review is about, the insert that lets one review
// per party and order through (the unique index decides, also for parallel posts), and the
// reviewee's list with each author's public fields. The rules live in server/services/reviews.ts.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/core/order-machine.ts';
import type { Database, Tx } from '../client.ts';
import { orders, reviews, users } from '../schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = Omit<typeof reviews.$inferInsert, 'id' | 'createdAt'>;

/** An order on `productId` between the two users, either way round, with its status. */
export interface OrderBetween {
  id: number;
  status: OrderStatus;
  customerId: number;
  vendorId: number;
}

/**
 * The orders of the ad between `userId` and `otherId` (either may be the buyer), completed ones
 * first, then the newest: the one a review is about is the first if it is completed. An ad
 * deleted for good is found through the order's snapshot of it (index `orders_snapshot_ad`), so
 * a seller cannot escape a review by deleting the sold ad.
 */
export function ordersBetween(
  db: Database,
  productId: number,
  userId: number,
  otherId: number,
): Promise<OrderBetween[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      customerId: orders.customerId,
      vendorId: orders.vendorId,
    })
    .from(orders)
    .where(
      and(
        or(
          eq(orders.productId, productId),
          and(isNull(orders.productId), sql`((${orders.adSnapshot} ->> 'id')::int) = ${productId}`),
        ),
        or(
          and(eq(orders.customerId, userId), eq(orders.vendorId, otherId)),
          and(eq(orders.vendorId, userId), eq(orders.customerId, otherId)),
        ),
      ),
    )
    .orderBy(desc(eq(orders.status, 'completed')), desc(orders.id));
}

/** Insert the review unless this reviewer has one for this order; undefined then. */
export async function insertReviewOnce(tx: Tx, values: NewReviewRow): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.orderId, reviews.reviewerId] })
    .returning();
  return row;
}

/** A review with the public fields of its author (an erased account keeps its anonymised row). */
export interface ReviewWithAuthor {
  review: ReviewRow;
  author: { id: number; firstName: string; lastName: string; avatarUrl: string | null };
}

const AUTHOR_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};

export async function findReview(db: Database, id: number): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select({ review: reviews, author: AUTHOR_COLUMNS })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.id, id));
  return row;
}

/** The reviews about `revieweeId`, newest first, at most `limit`, and how many there are. */
export async function listReviewsAbout(
  db: Database,
  revieweeId: number,
  limit: number,
): Promise<{ rows: ReviewWithAuthor[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ review: reviews, author: AUTHOR_COLUMNS })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews.revieweeId, revieweeId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit),
    db.select({ n: count() }).from(reviews).where(eq(reviews.revieweeId, revieweeId)),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
