// The home map's data: what the view shows (clusters counted by the server, or the points of a
// view with few ads) and the ads of one cluster for its popup. Each request is for the view as it
// is now; a newer view cancels the older request. The last answer is kept on the device, so the
// map opened offline still shows where the ads were (markers have absolute positions, so an
// answer for another view is still right where it falls).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { ProductPage } from '../../api/catalogue.ts';
import { fetchAdsIn, fetchClusters, fetchMapPointsIn } from '../../api/map.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import {
  CLUSTER_POPUP_MAX,
  MAP_POINTS_MAX,
  ProductClusterSchema,
  writeClusterQuery,
  type Bbox,
  type ProductCluster,
} from '../../core/map-query.ts';

export interface MapView {
  bbox: Bbox;
  /** A whole zoom level (the cluster grid's). */
  zoom: number;
}

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
}

/** Counted on the server (zoomed out), or the ads themselves, clustered on the device. */
export type MapMarkers =
  | { kind: 'clusters'; total: number; clusters: ProductCluster[] }
  | { kind: 'points'; total: number; points: MapPoint[] };

const MapMarkersSchema = v.variant('kind', [
  v.object({ kind: v.literal('clusters'), total: v.number(), clusters: v.array(ProductClusterSchema) }),
  v.object({
    kind: v.literal('points'),
    total: v.number(),
    points: v.array(v.object({ id: v.string(), lat: v.number(), lng: v.number() })),
  }),
]);
/** One row: the map's last answer (any view), for a map opened offline. */
const SAVED_MARKERS = 'map:last-markers';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The markers of a view; the last answer stays on screen while the next one loads or fails. */
export function useMapMarkers(view: MapView | undefined): { markers?: MapMarkers; failed: boolean } {
  const [state, setState] = useState<{ markers?: MapMarkers; failed: boolean }>({ failed: false });
  const key = view ? writeClusterQuery(view) : undefined;
  useEffect(() => {
    if (!view) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const answer = await fetchClusters(view, signal);
      let markers: MapMarkers = { kind: 'clusters', total: answer.total, clusters: answer.clusters };
      if (answer.total <= MAP_POINTS_MAX) {
        const points = await fetchMapPointsIn(view.bbox, signal).catch((error: unknown) => {
          if (isAbort(error)) throw error;
          return undefined; // The counted clusters are still right.
        });
        if (points) {
          markers = {
            kind: 'points',
            total: points.length,
            points: points.map((p) => ({ id: p.slug, lat: p.location.lat, lng: p.location.lng })),
          };
        }
      }
      setState({ markers, failed: false });
      void saveResource(SAVED_MARKERS, markers).catch(() => undefined);
    })().catch(async (error: unknown) => {
      if (isAbort(error)) return;
      const saved = await readResource(SAVED_MARKERS, MapMarkersSchema).catch(() => undefined);
      if (signal.aborted) return;
      // Offline: what the map showed last time beats an empty map (and stays until a newer answer).
      setState((s) => ({ markers: s.markers ?? saved, failed: true }));
    });
    return () => controller.abort();
    // `key` stands for the view: a new object for the same view asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** The first CLUSTER_POPUP_MAX ads of a cluster's box (and how many there are). */
export function useClusterAds(bbox: Bbox | undefined) {
  const [state, setState] = useState<{ key?: string; page?: ProductPage; failed: boolean }>({
    failed: false,
  });
  const key = bbox ? writeClusterQuery({ bbox, zoom: 0 }) : undefined;
  useEffect(() => {
    if (!bbox || !key) return;
    const controller = new AbortController();
    fetchAdsIn(bbox, CLUSTER_POPUP_MAX, controller.signal).then(
      (page) => setState({ key, page, failed: false }),
      (error: unknown) => {
        if (!isAbort(error)) setState({ key, failed: true });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { failed: false };
}
