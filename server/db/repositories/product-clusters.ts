// The home map's clusters: live public ads in a box, counted per cell of a Web Mercator grid
// (count, centre of mass and the box the cell's ads span). The box test `point(lng, lat) <@ box`
// is served by the GiST index products_location (migration 0004).
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Bbox } from '../../../src/core/map-query.ts';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { liveAd } from './live-ads.ts';

export interface ClusterRow {
  count: number;
  lat: number;
  lng: number;
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Live ads the public sees on the map: published, in stock, not past their end, with a place. */
export function liveInBox(bbox: Bbox) {
  return and(
    liveAd(),
    isNotNull(products.lat),
    isNotNull(products.lng),
    sql`point(${products.lng}, ${products.lat}) <@ box(point(${bbox.minLng}::float8, ${bbox.minLat}::float8), point(${bbox.maxLng}::float8, ${bbox.maxLat}::float8))`,
  );
}

/**
 * The ads in the box grouped by grid cell; `cellsPerWorld` cells span the world's width and
 * height in Web Mercator (so cells are squares on screen). Cells with no ad are not answered.
 */
export async function clusterLiveProducts(
  db: Database,
  bbox: Bbox,
  cellsPerWorld: number,
): Promise<ClusterRow[]> {
  const n = sql`${cellsPerWorld}::float8`;
  const gx = sql`floor((${products.lng} + 180) / 360 * ${n})`;
  const gy = sql`floor((1 - ln(tan(pi() / 4 + radians(${products.lat}) / 2)) / pi()) / 2 * ${n})`;
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      lat: sql<number>`avg(${products.lat})::float8`,
      lng: sql<number>`avg(${products.lng})::float8`,
      minLng: sql<number>`min(${products.lng})`,
      minLat: sql<number>`min(${products.lat})`,
      maxLng: sql<number>`max(${products.lng})`,
      maxLat: sql<number>`max(${products.lat})`,
    })
    .from(products)
    .where(liveInBox(bbox))
    .groupBy(gx, gy);
  // node-postgres answers float8 as numbers, but be safe with drivers that answer text.
  return rows.map((r) => ({
    count: Number(r.count),
    lat: Number(r.lat),
    lng: Number(r.lng),
    minLng: Number(r.minLng),
    minLat: Number(r.minLat),
    maxLng: Number(r.maxLng),
    maxLat: Number(r.maxLat),
  }));
}

export interface GridCellRow {
  gx: number;
  gy: number;
  count: number;
  sumLat: number;
  sumLng: number;
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * Every live ad with a place, counted per cell of one grid (no box): the fine grid zoomed-out
 * views are rolled up from. Sums instead of averages, so cells can be added together.
 */
export async function gridLiveProducts(db: Database, cellsPerWorld: number): Promise<GridCellRow[]> {
  const n = sql`${cellsPerWorld}::float8`;
  const gx = sql<number>`floor((${products.lng} + 180) / 360 * ${n})::int`;
  const gy = sql<number>`floor((1 - ln(tan(pi() / 4 + radians(${products.lat}) / 2)) / pi()) / 2 * ${n})::int`;
  const rows = await db
    .select({
      gx,
      gy,
      count: sql<number>`count(*)::int`,
      sumLat: sql<number>`sum(${products.lat})::float8`,
      sumLng: sql<number>`sum(${products.lng})::float8`,
      minLng: sql<number>`min(${products.lng})`,
      minLat: sql<number>`min(${products.lat})`,
      maxLng: sql<number>`max(${products.lng})`,
      maxLat: sql<number>`max(${products.lat})`,
    })
    .from(products)
    .where(
      and(
        liveAd(),
        isNotNull(products.lat),
        isNotNull(products.lng),
        // Beyond Web Mercator's edge no map shows an ad.
        sql`${products.lat} between -85.05112878 and 85.05112878`,
      ),
    )
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({
    gx: Number(r.gx),
    gy: Number(r.gy),
    count: Number(r.count),
    sumLat: Number(r.sumLat),
    sumLng: Number(r.sumLng),
    minLng: Number(r.minLng),
    minLat: Number(r.minLat),
    maxLng: Number(r.maxLng),
    maxLat: Number(r.maxLat),
  }));
}
