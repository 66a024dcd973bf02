// The console's figures (issue 18, docs/admin.md "Figures"): how the marketplace is doing.
//
//   GET /hm/v1/admin/figures?period=day|week -> Figures
//
// day: the last 30 days; week: the last 12 weeks (Monday to Sunday), by German time, oldest first,
// every bucket present (zeros included). Per bucket: ads created (by their status now), orders
// created (by their status now, with their value in euro cents), sign-ups and reports made that are
// still open. `totals` are the counts now, over all time.
import * as v from 'valibot';

export const FIGURE_PERIODS = ['day', 'week'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];
export const FIGURE_BUCKETS: Record<FigurePeriod, number> = { day: 30, week: 12 };

export const FiguresQuerySchema = v.strictObject(
  { period: v.optional(v.picklist(FIGURE_PERIODS, 'must be day or week'), 'day') },
  'is not a known parameter',
);

const counts = v.record(v.string(), v.number());
const orderFigures = v.record(v.string(), v.object({ count: v.number(), value_cents: v.number() }));

export const FigureBucketSchema = v.object({
  /** The bucket's first day, yyyy-mm-dd. */
  start: v.string(),
  ads: counts,
  orders: orderFigures,
  signups: v.number(),
  reports_open: v.number(),
});
export type FigureBucket = v.InferOutput<typeof FigureBucketSchema>;

export const FiguresSchema = v.object({
  period: v.picklist(FIGURE_PERIODS),
  buckets: v.array(FigureBucketSchema),
  totals: v.object({ ads: counts, orders: orderFigures, users: v.number(), reports_open: v.number() }),
});
export type Figures = v.InferOutput<typeof FiguresSchema>;
