// The ad's location on a map (product detail), near but never exactly at the seller's door.
import { useIntl } from 'react-intl';
import type { Location } from '../../core/products.ts';
import { LazyMap } from './lazy-map.tsx';

const DETAIL_ZOOM = 12;

export function ProductMap({ location, tileUrl }: { location: Location; tileUrl: string }) {
  const intl = useIntl();
  return (
    <LazyMap
      points={[{ id: 'ad', lat: location.lat, lng: location.lng }]}
      centre={location}
      zoom={DETAIL_ZOOM}
      tileUrl={tileUrl}
      label={intl.formatMessage({ id: 'map.productLabel' }, { address: location.address })}
    />
  );
}
