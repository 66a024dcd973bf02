// The home map's clusters (GET /wc/v3/products/clusters): how many live ads lie in each cell of a
// grid whose cells are CLUSTER_CELL_PX wide at the map's zoom. Whatever the box and zoom, the
// server counts at most MAX_CLUSTER_CELLS groups (a huge box at a deep zoom gets a coarser grid),
// so one request costs one indexed aggregate and an answer of bounded size.
//
// Zoomed out (zoom <= ROLLUP_MAX_ZOOM) a view holds most ads: counting them per request costs
// 50 ms at 100,000 ads (docs/performance.md, Benchmarks). There the answer is rolled up from a fine grid of all
// live ads (zoom FINE_ZOOM cells, which nest in every coarser grid's), counted once and kept for
// FINE_TTL_MS, like the list's large totals. A fine cell whose ads straddle the view's edge counts
// whole (at zoom 8 it is 16 px wide). With fewer than ROLLUP_MIN_ADS live ads the database answers
// every request itself: cheap, and always exact.
import {
  cellsPerWorld,
  clusterZoom,
  mercatorX,
  mercatorY,
  type ClusterAnswer,
  type ClusterQuery,
  type Bbox,
  type ProductCluster,
} from '../../src/core/map-query.ts';
import type { Database } from '../db/client.ts';
import {
  clusterLiveProducts,
  gridLiveProducts,
  type ClusterRow,
  type GridCellRow,
} from '../db/repositories/product-clusters.ts';

export const ROLLUP_MAX_ZOOM = 8;
const FINE_ZOOM = 10;
const FINE_TTL_MS = 30_000;
const ROLLUP_MIN_ADS = 1000;

/** The fine cells whose ads lie in the box (or straddle its edge), added up per coarse cell. */
function rollUp(fine: readonly GridCellRow[], bbox: Bbox, zoom: number): ClusterRow[] {
  const factor = 2 ** (FINE_ZOOM - zoom);
  const coarse = new Map<string, GridCellRow>();
  for (const cell of fine) {
    if (
      cell.maxLng < bbox.minLng ||
      cell.minLng > bbox.maxLng ||
      cell.maxLat < bbox.minLat ||
      cell.minLat > bbox.maxLat
    ) {
      continue;
    }
    const key = `${Math.floor(cell.gx / factor)},${Math.floor(cell.gy / factor)}`;
    const sum = coarse.get(key);
    if (!sum) {
      coarse.set(key, { ...cell });
      continue;
    }
    sum.count += cell.count;
    sum.sumLat += cell.sumLat;
    sum.sumLng += cell.sumLng;
    sum.minLng = Math.min(sum.minLng, cell.minLng);
    sum.minLat = Math.min(sum.minLat, cell.minLat);
    sum.maxLng = Math.max(sum.maxLng, cell.maxLng);
    sum.maxLat = Math.max(sum.maxLat, cell.maxLat);
  }
  return [...coarse.values()].map((c) => ({
    count: c.count,
    lat: c.sumLat / c.count,
    lng: c.sumLng / c.count,
    minLng: c.minLng,
    minLat: c.minLat,
    maxLng: c.maxLng,
    maxLat: c.maxLat,
  }));
}

/**
 * A grid cuts through a town as readily as between two: ads a few hundred metres apart can fall
 * into neighbouring cells and show as two overlapping bubbles. Clusters whose centres are closer
 * than one cell on screen are joined, the biggest absorbing its neighbours.
 */
function joinNeighbours(clusters: ProductCluster[], n: number): ProductCluster[] {
  type Item = { cluster: ProductCluster; x: number; y: number; gone: boolean };
  const items: Item[] = clusters
    .map((cluster) => ({
      cluster,
      x: mercatorX(cluster.lng) * n,
      y: mercatorY(cluster.lat) * n,
      gone: false,
    }))
    .sort((a, b) => b.cluster.count - a.cluster.count);
  const byCell = new Map<string, Item[]>();
  const cellOf = (x: number, y: number) => `${Math.floor(x)},${Math.floor(y)}`;
  for (const item of items) {
    const key = cellOf(item.x, item.y);
    byCell.set(key, [...(byCell.get(key) ?? []), item]);
  }
  const out: ProductCluster[] = [];
  for (const item of items) {
    if (item.gone) continue;
    const joined = { ...item.cluster, bbox: { ...item.cluster.bbox } };
    const cx = Math.floor(item.x);
    const cy = Math.floor(item.y);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of byCell.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (other === item || other.gone || Math.hypot(other.x - item.x, other.y - item.y) >= 1) continue;
          other.gone = true;
          const total = joined.count + other.cluster.count;
          joined.lat = (joined.lat * joined.count + other.cluster.lat * other.cluster.count) / total;
          joined.lng = (joined.lng * joined.count + other.cluster.lng * other.cluster.count) / total;
          joined.count = total;
          joined.bbox = {
            minLng: Math.min(joined.bbox.minLng, other.cluster.bbox.minLng),
            minLat: Math.min(joined.bbox.minLat, other.cluster.bbox.minLat),
            maxLng: Math.max(joined.bbox.maxLng, other.cluster.bbox.maxLng),
            maxLat: Math.max(joined.bbox.maxLat, other.cluster.bbox.maxLat),
          };
        }
      }
    }
    item.gone = true;
    out.push(joined);
  }
  return out;
}

export function productClusterService(db: Database, { rollupMinAds = ROLLUP_MIN_ADS } = {}) {
  let kept: { until: number; cells: Promise<GridCellRow[]> } | undefined;
  /** The fine grid while it is fresh and big enough to be worth keeping; else undefined. */
  const fineGrid = async (): Promise<GridCellRow[] | undefined> => {
    if (!kept || kept.until <= Date.now()) {
      const entry = {
        until: Date.now() + FINE_TTL_MS,
        cells: gridLiveProducts(db, cellsPerWorld(FINE_ZOOM)),
      };
      kept = entry;
      entry.cells.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    const cells = await kept.cells;
    const total = cells.reduce((sum, c) => sum + c.count, 0);
    if (total >= rollupMinAds) return cells;
    kept = undefined; // Small: the database answers each view exactly.
    return undefined;
  };

  return {
    async clusters({ bbox, zoom }: ClusterQuery): Promise<ClusterAnswer> {
      const used = clusterZoom(bbox, zoom);
      const n = cellsPerWorld(used);
      const fine = used <= ROLLUP_MAX_ZOOM ? await fineGrid() : undefined;
      const rows = fine ? rollUp(fine, bbox, used) : await clusterLiveProducts(db, bbox, n);
      const cells = rows.map(({ count, lat, lng, minLng, minLat, maxLng, maxLat }) => ({
        count,
        lat,
        lng,
        bbox: { minLng, minLat, maxLng, maxLat },
      }));
      const clusters = joinNeighbours(cells, n)
        // Biggest first: stable answers, and the map draws the big ones underneath.
        .sort((a, b) => b.count - a.count || a.lng - b.lng || a.lat - b.lat);
      return { zoom: used, total: clusters.reduce((sum, c) => sum + c.count, 0), clusters };
    },
  };
}
export type ProductClusterService = ReturnType<typeof productClusterService>;
