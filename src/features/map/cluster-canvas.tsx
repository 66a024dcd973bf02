// The home map (loaded only when it scrolls into view): the ads in view as clusters that say how
// many ads each holds. Zoomed out, the clusters come counted from the server (one per grid cell);
// once the view holds few ads, their points come and are clustered here (ol/source/Cluster), so
// the clusters split as the map zooms in. Every cluster is a button over the map (readable by
// screen readers, reachable by keyboard): a small one asks for its ads (onPick), a big one zooms
// in on its ads.
import 'ol/ol.css';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import { boundingExtent } from 'ol/extent.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import Overlay from 'ol/Overlay.js';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj.js';
import Cluster from 'ol/source/Cluster.js';
import VectorSource from 'ol/source/Vector.js';
import View from 'ol/View.js';
import { useEffect, useRef } from 'react';
import { CLUSTER_POPUP_MAX, MAX_MAP_ZOOM, type Bbox } from '../../core/map-query.ts';
import { baseLayers } from './base-layers.ts';
import type { MapMarkers, MapView } from './map-data.ts';

/** One cluster as the map shows it. */
export interface MapCluster {
  count: number;
  lat: number;
  lng: number;
  bbox: Bbox;
}

export interface ClusterPick {
  count: number;
  bbox: Bbox;
  /** Where the cluster is, in pixels from the map's top left corner. */
  pixel: [number, number];
}

export interface ClusterCanvasProps {
  markers: MapMarkers | undefined;
  centre: { lat: number; lng: number };
  zoom: number;
  /** When set, the map opens showing this area (a "near me" radius) instead of centre and zoom. */
  fit?: Bbox | undefined;
  tileUrl: string;
  label: string;
  /** Tooltips of the zoom buttons, in the user's language. */
  zoomLabels: { in: string; out: string };
  /** A cluster's accessible name ("5 Angebote"). */
  clusterLabel: (count: number) => string;
  onView: (view: MapView) => void;
  onPick: (pick: ClusterPick) => void;
}

/** Points closer than this on screen are one cluster (the server's cells are 64 px). */
const CLUSTER_DISTANCE_PX = 48;
/** Zooming in on a cluster never goes closer than this (street level). */
const FIT_MAX_ZOOM = 16;
const FIT_PADDING = [48, 48, 48, 48];

const sizeClass = (count: number) =>
  count >= 1000
    ? 'map-cluster--huge'
    : count >= 100
      ? 'map-cluster--big'
      : count > 1
        ? 'map-cluster--some'
        : '';

function viewOf(map: OlMap): MapView | undefined {
  const size = map.getSize();
  const zoom = map.getView().getZoom();
  if (!size || zoom === undefined) return undefined;
  const [minX, minY, maxX, maxY] = map.getView().calculateExtent(size);
  const [minLng = 0, minLat = 0] = toLonLat([minX ?? 0, minY ?? 0]);
  const [maxLng = 0, maxLat = 0] = toLonLat([maxX ?? 0, maxY ?? 0]);
  return {
    bbox: {
      minLng: Math.max(-180, minLng),
      minLat: Math.max(-85, minLat),
      maxLng: Math.min(180, maxLng),
      maxLat: Math.min(85, maxLat),
    },
    zoom: Math.max(0, Math.min(MAX_MAP_ZOOM, Math.round(zoom))),
  };
}

/** The clusters ol/source/Cluster made of the points, with their count, centre and box. */
function clustersOf(source: Cluster<Feature<Point>>): MapCluster[] {
  return source.getFeatures().map((cluster) => {
    const members = (cluster.get('features') as Feature<Point>[] | undefined) ?? [];
    const places = members.map((m) => toLonLat(m.getGeometry()?.getCoordinates() ?? [0, 0]));
    const lngs = places.map((p) => p[0] ?? 0);
    const lats = places.map((p) => p[1] ?? 0);
    return {
      count: members.length,
      lng: lngs.reduce((a, b) => a + b, 0) / Math.max(1, lngs.length),
      lat: lats.reduce((a, b) => a + b, 0) / Math.max(1, lats.length),
      bbox: {
        minLng: Math.min(...lngs),
        minLat: Math.min(...lats),
        maxLng: Math.max(...lngs),
        maxLat: Math.max(...lats),
      },
    };
  });
}

export default function ClusterCanvas({
  markers,
  centre,
  zoom,
  fit,
  tileUrl,
  label,
  zoomLabels,
  clusterLabel,
  onView,
  onPick,
}: ClusterCanvasProps) {
  const target = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onView, onPick, clusterLabel });
  useEffect(() => {
    callbacks.current = { onView, onPick, clusterLabel };
  }, [onView, onPick, clusterLabel]);
  const parts = useRef<{ map: OlMap; points: VectorSource<Feature<Point>>; draw: (c: MapCluster[]) => void }>(
    undefined,
  );
  const mode = useRef<MapMarkers['kind']>('clusters');

  useEffect(() => {
    if (!target.current) return;
    const points = new VectorSource<Feature<Point>>();
    const clustered = new Cluster<Feature<Point>>({ source: points, distance: CLUSTER_DISTANCE_PX });
    // Drawn as buttons (below); the layer is there so the Cluster source computes at each zoom.
    const clusterLayer = new VectorLayer({ source: clustered, style: () => undefined });
    const map = new OlMap({
      target: target.current,
      controls: defaultControls({
        zoomOptions: { zoomInTipLabel: zoomLabels.in, zoomOutTipLabel: zoomLabels.out },
      }),
      layers: [...baseLayers(tileUrl), clusterLayer],
      view: new View({ center: fromLonLat([centre.lng, centre.lat]), zoom, maxZoom: MAX_MAP_ZOOM }),
    });
    const width = target.current.clientWidth;
    const height = target.current.clientHeight;
    if (fit && width > 0 && height > 0) {
      const area = transformExtent(
        [fit.minLng, fit.minLat, fit.maxLng, fit.maxLat],
        'EPSG:4326',
        'EPSG:3857',
      );
      map.getView().fit(area, { size: [width, height], maxZoom: FIT_MAX_ZOOM });
    }

    const overlays: Overlay[] = [];
    const pick = (cluster: MapCluster, position: number[]) => {
      const pixel = map.getPixelFromCoordinate(position);
      const extent = transformExtent(
        [cluster.bbox.minLng, cluster.bbox.minLat, cluster.bbox.maxLng, cluster.bbox.maxLat],
        'EPSG:4326',
        'EPSG:3857',
      );
      const view = map.getView();
      const resolution = view.getResolution() ?? 1;
      const spread = Math.max(extent[2]! - extent[0]!, extent[3]! - extent[1]!) / resolution;
      const canZoom = (view.getZoom() ?? 0) < FIT_MAX_ZOOM - 0.01 && spread > 2;
      if (cluster.count > CLUSTER_POPUP_MAX && canZoom) {
        view.fit(boundingExtent([extent.slice(0, 2), extent.slice(2, 4)]), {
          padding: FIT_PADDING,
          maxZoom: FIT_MAX_ZOOM,
          duration: 250,
        });
        return;
      }
      callbacks.current.onPick({
        count: cluster.count,
        bbox: cluster.bbox,
        pixel: [pixel[0] ?? 0, pixel[1] ?? 0],
      });
    };
    const draw = (clusters: MapCluster[]) => {
      for (const overlay of overlays) map.removeOverlay(overlay);
      overlays.length = 0;
      for (const cluster of clusters) {
        const position = fromLonLat([cluster.lng, cluster.lat]);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `map-cluster ${sizeClass(cluster.count)}`.trim();
        button.textContent = String(cluster.count);
        button.setAttribute('aria-label', callbacks.current.clusterLabel(cluster.count));
        button.dataset.count = String(cluster.count);
        button.addEventListener('click', () => pick(cluster, position));
        // Events go on to the map too: a wheel or a drag over a cluster zooms or pans the map there.
        const overlay = new Overlay({
          element: button,
          position,
          positioning: 'center-center',
          stopEvent: false,
        });
        overlays.push(overlay);
        map.addOverlay(overlay);
      }
    };
    // The Cluster source recomputes as the zoom changes; the buttons follow once per frame.
    let frame = 0;
    clustered.on('change', () => {
      if (mode.current !== 'points') return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (mode.current === 'points') draw(clustersOf(clustered));
      });
    });
    map.on('moveend', () => {
      const view = viewOf(map);
      if (view) callbacks.current.onView(view);
    });
    parts.current = { map, points, draw };
    return () => {
      cancelAnimationFrame(frame);
      parts.current = undefined;
      map.setTarget(undefined);
    };
    // The box's corners stand for it: a new object for the same area draws no new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    centre.lat,
    centre.lng,
    zoom,
    fit?.minLng,
    fit?.minLat,
    fit?.maxLng,
    fit?.maxLat,
    tileUrl,
    zoomLabels.in,
    zoomLabels.out,
  ]);

  useEffect(() => {
    const current = parts.current;
    if (!current || !markers) return;
    mode.current = markers.kind;
    if (markers.kind === 'clusters') {
      current.points.clear();
      current.draw(markers.clusters);
    } else {
      current.points.clear();
      current.points.addFeatures(
        markers.points.map((p) => {
          const feature = new Feature(new Point(fromLonLat([p.lng, p.lat])));
          feature.setId(p.id);
          return feature;
        }),
      );
      // Drawn by the Cluster source's change; an empty view changes nothing, so clear here.
      if (markers.points.length === 0) current.draw([]);
    }
  }, [markers]);

  // A group, not an image: OpenLayers puts its zoom buttons and the clusters inside, and an image
  // cannot hold controls (they would be hidden from screen readers).
  return <div ref={target} className="map__canvas" role="group" aria-label={label} />;
}
