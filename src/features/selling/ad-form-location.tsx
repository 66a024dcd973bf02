// The ad's optional location: a place typed (suggested by the server's geocoder when online, from
// the packaged list of German places offline) or a marker set on the map, turned into a public
// address (no house number) by the server, or into the nearest packaged place offline
// (geocode.ts). The map's code loads only when the seller opens it.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdProblems } from '../../core/ad-form.ts';
import { Loading } from '../../ui/states.tsx';
import type { GeocodedPlace } from '../../core/geocode.ts';
import { useLocale } from '../../i18n/i18n-provider.tsx';
import { useSettings } from '../content/settings.ts';
import { FieldProblem, errorIdOf } from './ad-form-fields.tsx';
import type { AdFormState } from './ad-form-state.ts';
import { addressAt, placesMatching } from './geocode.ts';
import { loadPlaces, type Place } from './places.ts';

/** Typing pauses this long before the server is asked for matching places. */
const SEARCH_DELAY_MS = 350;

const LocationPickerMap = lazy(() => import('./location-picker-map.tsx'));

export function AdFormLocation({
  state,
  problems,
  disabled,
}: {
  state: AdFormState;
  problems: AdProblems;
  disabled: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const listId = useId();
  const settings = useSettings();
  const [places, setPlaces] = useState<Place[]>();
  const [mapOpen, setMapOpen] = useState(false);
  const location = state.form.location;
  // What the seller typed while no place is set; with one, the field shows and edits its address.
  const [typed, setTyped] = useState('');
  const { locale } = useLocale();
  const [suggestions, setSuggestions] = useState<GeocodedPlace[]>([]);
  const picks = useRef(0);
  const query = location ? '' : typed;
  useEffect(() => {
    if (query.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      placesMatching(query, locale, controller.signal).then(setSuggestions, () => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  const needPlaces = () => {
    if (!places) void loadPlaces().then(setPlaces, () => undefined);
  };

  const type = (text: string) => {
    setTyped(text);
    const wanted = text.trim().toLowerCase();
    const suggested = suggestions.find((p) => p.address.toLowerCase() === wanted);
    const match = places?.find((p) => p.name.toLowerCase() === wanted);
    if (suggested) state.setField('location', { ...suggested });
    else if (match) state.setField('location', { address: match.name, lat: match.lat, lng: match.lng });
    else if (location) state.setField('location', { ...location, address: text });
  };
  const pick = async (point: { lat: number; lng: number }) => {
    // Only the last marker set counts, whichever answer comes back first.
    const mine = ++picks.current;
    const found = await addressAt(point, locale, location?.address || `${point.lat}, ${point.lng}`);
    if (mine === picks.current) state.setField('location', found);
  };
  const unmatched = !location && typed.trim() !== '';

  return (
    <fieldset className="ad-form__section">
      <legend>
        <FormattedMessage id="selling.section.location" />
      </legend>
      <div className={`field${problems.location ? ' field--invalid' : ''}`}>
        <label htmlFor={inputId}>
          <FormattedMessage id="selling.field.address" />
        </label>
        <input
          id={inputId}
          name="location"
          className="input"
          list={listId}
          autoComplete="off"
          value={location ? location.address : typed}
          disabled={disabled}
          onFocus={needPlaces}
          onChange={(e) => type(e.target.value)}
          aria-invalid={problems.location ? true : undefined}
          aria-describedby={[`${inputId}-hint`, problems.location ? errorIdOf('location') : '']
            .join(' ')
            .trim()}
        />
        <datalist id={listId}>
          {suggestions.map((p) => (
            <option key={`s:${p.address}`} value={p.address} />
          ))}
          {places
            ?.filter((p) => !suggestions.some((s) => s.address === p.name))
            .map((p) => (
              <option key={p.name} value={p.name} />
            ))}
        </datalist>
        <small id={`${inputId}-hint`} className="field__hint">
          <FormattedMessage id={unmatched ? 'selling.location.unmatched' : 'selling.location.hint'} />
        </small>
        <FieldProblem field="location" problem={problems.location} />
      </div>
      <div className="ad-form__row">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={mapOpen}
          disabled={disabled}
          onClick={() => {
            needPlaces();
            setMapOpen(!mapOpen);
          }}
        >
          <FormattedMessage id={mapOpen ? 'selling.location.hideMap' : 'selling.location.showMap'} />
        </button>
        {location && (
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => {
              setTyped('');
              state.setField('location', null);
            }}
          >
            <FormattedMessage id="selling.location.remove" />
          </button>
        )}
      </div>
      {mapOpen && (
        <div className="map ad-form__map">
          <Suspense fallback={<Loading />}>
            <LocationPickerMap
              value={location ?? undefined}
              tileUrl={settings.data?.map_tile_url ?? ''}
              label={intl.formatMessage({ id: 'selling.location.mapLabel' })}
              onPick={(point) => void pick(point)}
            />
          </Suspense>
        </div>
      )}
    </fieldset>
  );
}
