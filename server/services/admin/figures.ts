// The console's figures (issue 18, src/core/admin-figures.ts), assembled from one grouped query
// per table (db/repositories/figures.ts), every bucket present.
import type { FigureBucket, FigurePeriod, Figures } from '../../../src/core/admin-figures.ts';
import type { Database } from '../../db/client.ts';
import {
  adsPerBucket,
  figureBuckets,
  figureTotals,
  openReportsPerBucket,
  ordersPerBucket,
  signupsPerBucket,
} from '../../db/repositories/figures.ts';

type OrderFigures = FigureBucket['orders'];

const orderFigures = (rows: readonly { status: string; n: number; cents: number | string }[]): OrderFigures =>
  Object.fromEntries(rows.map((r) => [r.status, { count: Number(r.n), value_cents: Number(r.cents) }]));

export type AdminFiguresService = ReturnType<typeof adminFiguresService>;

export function adminFiguresService({ db }: { db: Database }) {
  return {
    async figures(period: FigurePeriod): Promise<Figures> {
      const [starts, ads, orders, signups, reports, totals] = await Promise.all([
        figureBuckets(db, period),
        adsPerBucket(db, period),
        ordersPerBucket(db, period),
        signupsPerBucket(db, period),
        openReportsPerBucket(db, period),
        figureTotals(db),
      ]);
      const buckets = new Map<string, FigureBucket>(
        starts.map((start) => [start, { start, ads: {}, orders: {}, signups: 0, reports_open: 0 }]),
      );
      for (const r of ads) {
        const b = buckets.get(r.bucket);
        if (b) b.ads[r.status] = Number(r.n);
      }
      for (const r of orders) {
        const b = buckets.get(r.bucket);
        if (b) b.orders[r.status] = { count: Number(r.n), value_cents: Number(r.cents) };
      }
      for (const r of signups) {
        const b = buckets.get(r.bucket);
        if (b) b.signups = Number(r.n);
      }
      for (const r of reports) {
        const b = buckets.get(r.bucket);
        if (b) b.reports_open += Number(r.n);
      }
      return {
        period,
        buckets: [...buckets.values()],
        totals: {
          ads: Object.fromEntries(totals.ads.map((r) => [r.status, Number(r.n)])),
          orders: orderFigures(totals.orders),
          users: totals.users,
          reports_open: totals.reportsOpen,
        },
      };
    },
  };
}
