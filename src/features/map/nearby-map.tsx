// "Handys in deiner Nähe": the home map of live ads with a location (spec 2.3), centred on Berlin
// at zoom 10; a marker opens a popup (204 px wide) with the ad.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAP_CENTRE, MAP_ZOOM, MARKER_POPUP_WIDTH_PX } from '../../core/constants.ts';
import { Price } from '../../ui/price.tsx';
import { useMapPoints, useProduct } from '../catalogue/products.ts';
import { useSettings } from '../content/settings.ts';
import { LazyMap } from './lazy-map.tsx';

const GERMANY_CENTRE = { lat: 51.1, lng: 10.4 };

export function NearbyMap() {
  const intl = useIntl();
  const settings = useSettings();
  const points = useMapPoints();
  const [selected, setSelected] = useState<{ slug: string; x: number; y: number }>();
  const markers = (points.data ?? []).map((p) => ({ id: p.slug, lat: p.location.lat, lng: p.location.lng }));
  if (!settings.data || points.status !== 'ready' || markers.length === 0) return null;
  const tileUrl = settings.data.map_tile_url;
  return (
    <section className="nearby" aria-labelledby="nearby-title">
      <h2 id="nearby-title">
        <FormattedMessage id="map.nearby" />
      </h2>
      <div className="nearby__frame">
        <LazyMap
          points={markers}
          centre={tileUrl ? MAP_CENTRE : GERMANY_CENTRE}
          zoom={MAP_ZOOM}
          tileUrl={tileUrl}
          label={intl.formatMessage({ id: 'map.nearbyLabel' }, { count: markers.length })}
          onSelect={(slug, [x, y]) => setSelected({ slug, x, y })}
        />
        {selected && <MarkerPopup {...selected} onClose={() => setSelected(undefined)} />}
      </div>
    </section>
  );
}

function MarkerPopup({ slug, x, y, onClose }: { slug: string; x: number; y: number; onClose: () => void }) {
  const intl = useIntl();
  const { data: product } = useProduct(slug, { countVisit: false });
  return (
    <div
      className="map-popup"
      style={{ left: x, top: y, width: MARKER_POPUP_WIDTH_PX }}
      role="dialog"
      aria-label={product?.name ?? slug}
      data-testid="map-popup"
    >
      <button
        type="button"
        className="map-popup__close"
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'modal.close' })}
      >
        ×
      </button>
      {product ? (
        <Link to="/product/$productSlug" params={{ productSlug: slug }}>
          {product.images[0] && (
            <img src={product.images[0].thumbnail ?? product.images[0].src} alt="" width={60} height={60} />
          )}
          <span>
            <strong>{product.name}</strong>
            <Price value={product.price} />
          </span>
        </Link>
      ) : (
        <FormattedMessage id="state.loading" />
      )}
    </div>
  );
}
