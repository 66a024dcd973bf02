// The ad form's map (loaded only when the seller asks to set a location): a tap or click sets the
// marker, the arrow keys move it; the caller turns it into an address. Base layer as on the other
// maps: tiles when configured, else the bundled outline of Germany with its big cities.
import 'ol/ol.css';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import View from 'ol/View.js';
import { useEffect, useRef } from 'react';
import { baseLayers } from '../map/base-layers.ts';

export interface LocationPickerMapProps {
  value: { lat: number; lng: number } | undefined;
  tileUrl: string;
  label: string;
  onPick: (point: { lat: number; lng: number }) => void;
}

const GERMANY = { lat: 51.16, lng: 10.45 };
const markerStyle = new Style({
  image: new Circle({
    radius: 9,
    fill: new Fill({ color: '#b91c1c' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});
export default function LocationPickerMap({ value, tileUrl, label, onPick }: LocationPickerMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  const marker = useRef<Feature<Point>>(undefined);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const initial = useRef(value);

  useEffect(() => {
    if (!target.current) return;
    const start = initial.current;
    const point = new Feature(
      new Point(fromLonLat(start ? [start.lng, start.lat] : [GERMANY.lng, GERMANY.lat])),
    );
    marker.current = point;
    const markers = new VectorSource<Feature<Point>>({ features: start ? [point] : [] });
    const map = new OlMap({
      target: target.current,
      layers: [...baseLayers(tileUrl), new VectorLayer({ source: markers, style: markerStyle })],
      view: new View({
        center: fromLonLat(start ? [start.lng, start.lat] : [GERMANY.lng, GERMANY.lat]),
        zoom: start ? (tileUrl ? 12 : 7) : 5.2,
      }),
    });
    map.on('singleclick', (event) => {
      const [lng = 0, lat = 0] = toLonLat(event.coordinate);
      point.getGeometry()?.setCoordinates(event.coordinate);
      if (markers.getFeatures().length === 0) markers.addFeature(point);
      pick.current({ lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 });
    });
    return () => map.setTarget(undefined);
  }, [tileUrl]);

  useEffect(() => {
    if (value) marker.current?.getGeometry()?.setCoordinates(fromLonLat([value.lng, value.lat]));
  }, [value]);

  return <div ref={target} className="map__canvas" role="group" aria-label={label} />;
}
