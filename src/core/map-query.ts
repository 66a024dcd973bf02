// The home map's questions to the server: a bounding box (`bbox=minLng,minLat,maxLng,maxLat`, also
// a list filter of GET /wc/v3/products) and GET /wc/v3/products/clusters?bbox=...&zoom=N, which
// answers how many live ads lie in each cell of a grid whose cells are CLUSTER_CELL_PX wide on
// screen at that zoom. One schema parses on the server and one function writes on the client.
import * as v from 'valibot';
import { queryParams, safeString } from './boundaries.ts';
import { MAP_FETCH_SIZE } from './constants.ts';
import type { BoundingBox } from './product-query.ts';

/** The same box as the list filter `bbox` of GET /wc/v3/products. */
export type Bbox = BoundingBox;

/** Web Mercator ends here: a map cannot show (or ask for) anything beyond. */
export const MAX_MAP_LAT = 85.05112878;
/** The deepest zoom a map asks clusters for (OpenLayers' default maximum is 28; tiles end at 19). */
export const MAX_MAP_ZOOM = 22;
/** A cluster cell is this many pixels wide on screen (a quarter tile). */
export const CLUSTER_CELL_PX = 64;
/**
 * At most this many grid cells per answer: a huge box at a deep zoom is answered on a coarser grid
 * (the answer says which zoom), so no request makes the server count more than this many groups.
 */
export const MAX_CLUSTER_CELLS = 64 * 64;
/** A view holding at most this many ads (spec 9: map fetch 100) loads them as points and clusters them on the device. */
export const MAP_POINTS_MAX = MAP_FETCH_SIZE;
/** A cluster of at most this many ads opens a popup listing them; a bigger one zooms in. */
export const CLUSTER_POPUP_MAX = 10;

const NUMBER = '-?\\d{1,3}(?:\\.\\d{1,12})?';
const BBOX_PATTERN = new RegExp(`^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`);

/** `minLng,minLat,maxLng,maxLat` in degrees (WGS 84), west/south first; no box across 180°. */
export const BboxSchema = v.pipe(
  safeString(100),
  v.regex(BBOX_PATTERN, 'must be minLng,minLat,maxLng,maxLat in degrees'),
  v.transform((s): Bbox => {
    const [minLng = 0, minLat = 0, maxLng = 0, maxLat = 0] = s.split(',').map(Number);
    return { minLng, minLat, maxLng, maxLat };
  }),
  v.check(
    (b) => [b.minLng, b.maxLng].every((x) => x >= -180 && x <= 180),
    'longitudes must be between -180 and 180',
  ),
  v.check(
    (b) => [b.minLat, b.maxLat].every((y) => y >= -MAX_MAP_LAT && y <= MAX_MAP_LAT),
    `latitudes must be between -${MAX_MAP_LAT} and ${MAX_MAP_LAT}`,
  ),
  v.check((b) => b.minLng <= b.maxLng && b.minLat <= b.maxLat, 'min must not exceed max'),
);

/** The box as the query value; six decimals are about 10 cm. */
export function writeBbox(b: Bbox): string {
  const clampLat = (y: number) => Math.max(-MAX_MAP_LAT, Math.min(MAX_MAP_LAT, y));
  const clampLng = (x: number) => Math.max(-180, Math.min(180, x));
  const round = (n: number) => String(Math.round(n * 1e6) / 1e6);
  return [clampLng(b.minLng), clampLat(b.minLat), clampLng(b.maxLng), clampLat(b.maxLat)]
    .map(round)
    .join(',');
}

export const ClusterQuerySchema = queryParams({
  bbox: BboxSchema,
  zoom: v.pipe(
    v.string('must be text'),
    v.regex(/^\d{1,2}$/, 'must be a whole number'),
    v.transform(Number),
    v.maxValue(MAX_MAP_ZOOM, `must be at most ${MAX_MAP_ZOOM}`),
  ),
});
export type ClusterQuery = v.InferOutput<typeof ClusterQuerySchema>;

/** Write the cluster query (without `?`). */
export function writeClusterQuery(q: ClusterQuery): string {
  return `bbox=${encodeURIComponent(writeBbox(q.bbox))}&zoom=${q.zoom}`;
}

const BboxTupleSchema = v.object({
  minLng: v.number(),
  minLat: v.number(),
  maxLng: v.number(),
  maxLat: v.number(),
});

/** One grid cell's live ads: how many, their centre of mass, and the box they span. */
export const ProductClusterSchema = v.object({
  count: v.number(),
  lat: v.number(),
  lng: v.number(),
  bbox: BboxTupleSchema,
});
export type ProductCluster = v.InferOutput<typeof ProductClusterSchema>;

/** The answer: the zoom whose grid was used (maybe coarser than asked), the total, the cells. */
export const ClusterAnswerSchema = v.object({
  zoom: v.number(),
  total: v.number(),
  clusters: v.array(ProductClusterSchema),
});
export type ClusterAnswer = v.InferOutput<typeof ClusterAnswerSchema>;

/** Web Mercator x of a longitude as a fraction of the world's width (0 west, 1 east). */
export const mercatorX = (lng: number): number => (lng + 180) / 360;
/** Web Mercator y of a latitude as a fraction of the world's height (0 north, 1 south). */
export const mercatorY = (lat: number): number =>
  (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;

/** Cells per world side at a zoom: a tile is 256 px, a cell CLUSTER_CELL_PX. */
export const cellsPerWorld = (zoom: number): number => 2 ** zoom * (256 / CLUSTER_CELL_PX);

/**
 * The zoom whose grid is used for a box: the one asked for, or a coarser one when the box would
 * cover more than MAX_CLUSTER_CELLS cells.
 */
export function clusterZoom(bbox: Bbox, zoom: number): number {
  const width = mercatorX(bbox.maxLng) - mercatorX(bbox.minLng);
  const height = mercatorY(bbox.minLat) - mercatorY(bbox.maxLat);
  let z = zoom;
  while (z > 0) {
    const n = cellsPerWorld(z);
    const cells = (Math.floor(width * n) + 2) * (Math.floor(height * n) + 2);
    if (cells <= MAX_CLUSTER_CELLS) break;
    z -= 1;
  }
  return z;
}
