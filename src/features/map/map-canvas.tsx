// The OpenLayers map (loaded only where a map is on screen). Base layer: raster tiles when a tile
// URL is configured, otherwise the bundled outline of Germany with its big cities named, so maps
// work offline and without any outside service. Markers are the ads' positions; choosing one
// calls onSelect.
import 'ol/ol.css';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import View from 'ol/View.js';
import { useEffect, useRef } from 'react';
import { baseLayers } from './base-layers.ts';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
}

export interface MapCanvasProps {
  points: readonly MapPoint[];
  centre: { lat: number; lng: number };
  zoom: number;
  tileUrl: string;
  label: string;
  /** Tooltips of the zoom buttons, in the user's language. */
  zoomLabels: { in: string; out: string };
  onSelect?: (id: string, pixel: [number, number]) => void;
}

/** Without tiles there are no streets to see up close: Germany fits at about 5.2, one ad gets 7. */
const OUTLINE_ZOOM_COUNTRY = 5.2;
const OUTLINE_ZOOM_SINGLE = 7;

const markerStyle = new Style({
  image: new Circle({
    radius: 8,
    fill: new Fill({ color: '#0f766e' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});
export default function MapCanvas({
  points,
  centre,
  zoom,
  tileUrl,
  label,
  zoomLabels,
  onSelect,
}: MapCanvasProps) {
  const target = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!target.current) return;
    const base = baseLayers(tileUrl);
    const outlineZoom = points.length === 1 ? OUTLINE_ZOOM_SINGLE : OUTLINE_ZOOM_COUNTRY;
    const markers = new VectorSource({
      features: points.map((p) => {
        const feature = new Feature(new Point(fromLonLat([p.lng, p.lat])));
        feature.setId(p.id);
        return feature;
      }),
    });
    const map = new OlMap({
      target: target.current,
      controls: defaultControls({
        zoomOptions: { zoomInTipLabel: zoomLabels.in, zoomOutTipLabel: zoomLabels.out },
      }),
      layers: [...base, new VectorLayer({ source: markers, style: markerStyle })],
      view: new View({
        center: fromLonLat([centre.lng, centre.lat]),
        zoom: tileUrl ? zoom : Math.min(zoom, outlineZoom),
      }),
    });
    map.on('singleclick', (event) => {
      const hit = map.forEachFeatureAtPixel(event.pixel, (f) => (f.getId() === undefined ? undefined : f), {
        hitTolerance: 6,
      });
      const id = hit?.getId();
      if (id !== undefined) select.current?.(String(id), [event.pixel[0] ?? 0, event.pixel[1] ?? 0]);
    });
    map.on('pointermove', (event) => {
      const element = map.getTargetElement();
      if (element) element.style.cursor = map.hasFeatureAtPixel(event.pixel) ? 'pointer' : '';
    });
    return () => map.setTarget(undefined);
  }, [points, centre.lat, centre.lng, zoom, tileUrl, zoomLabels.in, zoomLabels.out]);

  // A group, not an image: OpenLayers puts its zoom buttons inside, and an image cannot hold
  // controls (they would be hidden from screen readers).
  return <div ref={target} className="map__canvas" role="group" aria-label={label} />;
}
