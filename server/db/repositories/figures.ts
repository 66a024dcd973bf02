// All SQL of the console's figures (issue 18, src/core/admin-figures.ts): counts per day or week
// by German time, each table read once with GROUP BY date_trunc (the created_at filter can use
// the tables' created_at indexes where there are any; the console asks rarely).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FIGURE_BUCKETS, type FigurePeriod } from '../../../src/core/admin-figures.ts';
import type { Database } from '../client.ts';
import { orders, products, reports, users } from '../schema.ts';

const ZONE = sql.raw(`'Europe/Berlin'`);

interface Window {
  unit: SQL;
  /** The first bucket's start, as a point in time. */
  from: SQL;
  bucket: (column: AnyColumn) => SQL<string>;
}

function windowOf(period: FigurePeriod): Window {
  // `period` is one of two literals (FiguresQuerySchema), never the caller's text.
  const unit = sql.raw(`'${period}'`);
  const back = sql.raw(`'${FIGURE_BUCKETS[period] - 1} ${period}s'`);
  const localStart = sql`(date_trunc(${unit}, now() AT TIME ZONE ${ZONE}) - interval ${back})`;
  return {
    unit,
    from: sql`(${localStart} AT TIME ZONE ${ZONE})`,
    bucket: (column) =>
      sql<string>`to_char(date_trunc(${unit}, ${column} AT TIME ZONE ${ZONE}), 'YYYY-MM-DD')`,
  };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<Record<string, unknown>>(query)).rows as T[];
}

/** The buckets' first days, oldest first. */
export async function figureBuckets(db: Database, period: FigurePeriod): Promise<string[]> {
  const w = windowOf(period);
  const list = await rows<{ start: string }>(
    db,
    sql`SELECT to_char(d, 'YYYY-MM-DD') AS start
        FROM generate_series(${w.from} AT TIME ZONE ${ZONE},
                             date_trunc(${w.unit}, now() AT TIME ZONE ${ZONE}),
                             interval ${sql.raw(`'1 ${period}'`)}) AS d
        ORDER BY d`,
  );
  return list.map((r) => r.start);
}

export interface StatusCount {
  bucket: string;
  status: string;
  n: number;
}

export async function adsPerBucket(db: Database, period: FigurePeriod): Promise<StatusCount[]> {
  const w = windowOf(period);
  return rows(
    db,
    sql`SELECT ${w.bucket(products.createdAt)} AS bucket, ${products.status} AS status, count(*)::int AS n
        FROM ${products} WHERE ${products.createdAt} >= ${w.from} GROUP BY 1, 2`,
  );
}

export async function ordersPerBucket(
  db: Database,
  period: FigurePeriod,
): Promise<(StatusCount & { cents: number })[]> {
  const w = windowOf(period);
  return rows(
    db,
    sql`SELECT ${w.bucket(orders.createdAt)} AS bucket, ${orders.status} AS status, count(*)::int AS n,
               coalesce(sum(${orders.proposalCents}), 0)::bigint AS cents
        FROM ${orders} WHERE ${orders.createdAt} >= ${w.from} GROUP BY 1, 2`,
  );
}

export async function signupsPerBucket(
  db: Database,
  period: FigurePeriod,
): Promise<{ bucket: string; n: number }[]> {
  const w = windowOf(period);
  return rows(
    db,
    sql`SELECT ${w.bucket(users.createdAt)} AS bucket, count(*)::int AS n
        FROM ${users} WHERE ${users.createdAt} >= ${w.from} GROUP BY 1`,
  );
}

/** The open reports made per bucket: ads and messages, one queue (the reports table). */
export async function openReportsPerBucket(
  db: Database,
  period: FigurePeriod,
): Promise<{ bucket: string; n: number }[]> {
  const w = windowOf(period);
  return rows(
    db,
    sql`SELECT ${w.bucket(reports.createdAt)} AS bucket, count(*)::int AS n
        FROM ${reports}
        WHERE ${reports.status} = 'open' AND ${reports.createdAt} >= ${w.from} GROUP BY 1`,
  );
}

export interface FigureTotals {
  ads: { status: string; n: number }[];
  orders: { status: string; n: number; cents: number }[];
  users: number;
  reportsOpen: number;
}

export async function figureTotals(db: Database): Promise<FigureTotals> {
  const [ads, orderRows, [userRow], [reportRow]] = await Promise.all([
    rows<{ status: string; n: number }>(
      db,
      sql`SELECT ${products.status} AS status, count(*)::int AS n FROM ${products} GROUP BY 1`,
    ),
    rows<{ status: string; n: number; cents: number }>(
      db,
      sql`SELECT ${orders.status} AS status, count(*)::int AS n,
                 coalesce(sum(${orders.proposalCents}), 0)::bigint AS cents
          FROM ${orders} GROUP BY 1`,
    ),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${users}`),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${reports} WHERE ${reports.status} = 'open'`),
  ]);
  return { ads, orders: orderRows, users: userRow?.n ?? 0, reportsOpen: reportRow?.n ?? 0 };
}
