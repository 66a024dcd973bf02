// "Handys in deiner Nähe": the home map of live ads with a location (spec 2.3), centred on Berlin
// at zoom 10, or on the home list's "near me" place, showing its radius. The ads in view are loaded by bounding box and shown as clusters that say how many
// ads they hold and split as the map zooms in; a small cluster opens a popup (204 px wide) listing
// its ads, a big one zooms in.
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAP_CENTRE, MAP_ZOOM, MARKER_POPUP_WIDTH_PX } from '../../core/constants.ts';
import { boxAround, type ResolvedPlace } from '../../core/geo.ts';
import { DEFAULT_RADIUS_KM } from '../../core/near.ts';
import type { Bbox } from '../../core/map-query.ts';
import { Price } from '../../ui/price.tsx';
import { useSettings } from '../content/settings.ts';
import type { ClusterPick } from './cluster-canvas.tsx';
import { findPlace } from '../catalogue/near-places.ts';
import { LazyClusterMap } from './lazy-map.tsx';
import { useClusterAds, useMapMarkers, type MapView } from './map-data.ts';

const GERMANY_CENTRE = { lat: 51.1, lng: 10.4 };
/** Without tiles there are no streets to see up close: Germany fits at about 5.2. */
const OUTLINE_ZOOM = 5.2;
/** Below this height above the point the popup opens below it instead. */
const POPUP_ROOM_PX = 240;

/** The home list's "near me" filter: the map then opens on that place, showing the radius. */
export interface NearbyMapProps {
  place?: string | undefined;
  /** km; DEFAULT_RADIUS_KM when unset. */
  radius?: number | undefined;
}

/** The point of a place, from the packaged lists (offline too); undefined while unknown. */
function usePlace(place: string | undefined): ResolvedPlace | undefined {
  const [found, setFound] = useState<{ place: string; point?: ResolvedPlace }>();
  useEffect(() => {
    if (!place) return;
    let live = true;
    findPlace(place).then(
      (point) => live && setFound({ place, point }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [place]);
  return place && found?.place === place ? found.point : undefined;
}

export function NearbyMap({ place, radius = DEFAULT_RADIUS_KM }: NearbyMapProps) {
  const intl = useIntl();
  const settings = useSettings();
  const point = usePlace(place);
  const fit = useMemo(() => (point ? boxAround(point, radius) : undefined), [point, radius]);
  const [view, setView] = useState<MapView>();
  const { markers } = useMapMarkers(view);
  const [picked, setPicked] = useState<ClusterPick>();
  const onView = useCallback((next: MapView) => {
    setView(next);
    setPicked(undefined);
  }, []);
  const clusterLabel = useCallback(
    (count: number) => intl.formatMessage({ id: 'map.cluster' }, { count }),
    [intl],
  );
  if (!settings.data) return null;
  const tileUrl = settings.data.map_tile_url;
  return (
    <section className="nearby" aria-labelledby="nearby-title">
      <h2 id="nearby-title">
        <FormattedMessage id="map.nearby" />
      </h2>
      <div className="nearby__frame">
        <LazyClusterMap
          markers={markers}
          centre={point ?? (tileUrl ? MAP_CENTRE : GERMANY_CENTRE)}
          zoom={tileUrl ? MAP_ZOOM : OUTLINE_ZOOM}
          fit={fit}
          tileUrl={tileUrl}
          label={intl.formatMessage({ id: 'map.nearbyViewLabel' }, { count: markers?.total ?? 0 })}
          clusterLabel={clusterLabel}
          onView={onView}
          onPick={setPicked}
        />
        {picked && <ClusterPopup pick={picked} onClose={() => setPicked(undefined)} />}
      </div>
    </section>
  );
}

/** A little more than the ads' own box: the query's six decimals must not cut an ad off. */
function padded(b: Bbox): Bbox {
  const pad = 0.00001;
  return { minLng: b.minLng - pad, minLat: b.minLat - pad, maxLng: b.maxLng + pad, maxLat: b.maxLat + pad };
}

function ClusterPopup({ pick, onClose }: { pick: ClusterPick; onClose: () => void }) {
  const intl = useIntl();
  const box = useMemo(() => padded(pick.bbox), [pick.bbox]);
  const { page, failed } = useClusterAds(box);
  const [x, y] = pick.pixel;
  const below = y < POPUP_ROOM_PX;
  const more = page ? page.total - page.products.length : 0;
  return (
    <div
      className={`map-popup${below ? ' map-popup--below' : ''}`}
      style={{ left: x, top: y, width: MARKER_POPUP_WIDTH_PX }}
      role="dialog"
      aria-label={intl.formatMessage({ id: 'map.cluster' }, { count: pick.count })}
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
      {page ? (
        <>
          <ul className="map-popup__list">
            {page.products.map((product) => (
              <li key={product.id}>
                <Link to="/product/$productSlug" params={{ productSlug: product.slug }}>
                  {product.images[0] && (
                    <img
                      src={product.images[0].thumbnail ?? product.images[0].src}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  )}
                  <span>
                    <strong>{product.name}</strong>
                    <Price value={product.price} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p className="map-popup__more">
              <FormattedMessage id="map.clusterMore" values={{ count: more }} />
            </p>
          )}
        </>
      ) : failed ? (
        <FormattedMessage id="map.clusterFailed" />
      ) : (
        <FormattedMessage id="state.loading" />
      )}
    </div>
  );
}
