// The maps' base layer: raster tiles when a tile URL is configured, otherwise the bundled outline
// of Germany with its big cities named, so maps work offline and without any outside service.
import Feature from 'ol/Feature.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import Point from 'ol/geom/Point.js';
import type BaseLayer from 'ol/layer/Base.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import XYZ from 'ol/source/XYZ.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';
import { ORIENTATION_CITIES } from './orientation-cities.ts';

const landStyle = new Style({
  fill: new Fill({ color: '#e6efe9' }),
  stroke: new Stroke({ color: '#94a3b8', width: 1 }),
});
const cityStyle = (name: string) =>
  new Style({
    image: new Circle({ radius: 2.5, fill: new Fill({ color: '#475569' }) }),
    text: new Text({
      text: name,
      offsetY: -10,
      font: '12px system-ui, sans-serif',
      fill: new Fill({ color: '#334155' }),
    }),
  });

function outlineLayers(): BaseLayer[] {
  const land = new VectorLayer({
    source: new VectorSource({
      url: '/geo/germany.json',
      format: new GeoJSON({ featureProjection: 'EPSG:3857' }),
    }),
    style: landStyle,
  });
  const cities = new VectorLayer({
    source: new VectorSource({
      features: ORIENTATION_CITIES.map((c) => {
        const feature = new Feature(new Point(fromLonLat([c.lng, c.lat])));
        feature.setStyle(cityStyle(c.name));
        return feature;
      }),
    }),
  });
  return [land, cities];
}

/** Tiles from `tileUrl` (MAP_TILE_URL), or the offline outline when there is none. */
export function baseLayers(tileUrl: string): BaseLayer[] {
  return tileUrl
    ? [new TileLayer({ source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous' }) })]
    : outlineLayers();
}
