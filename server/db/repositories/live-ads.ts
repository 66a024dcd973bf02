// What "live" means for an ad, in SQL: published, in stock and not past its end. The list, the
// map, the landing count, the move to the top and the expiry warnings all ask it the same way.
import { and, eq, gt, sql } from 'drizzle-orm';
import { products } from '../schema.ts';

export const liveAd = () =>
  and(
    eq(products.status, 'publish'),
    eq(products.stockStatus, 'instock'),
    gt(products.expiresAt, sql`now()`),
  );
