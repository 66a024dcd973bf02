// "In der Nähe" (docs/near-me.md): a postcode or a town and a radius, written into the address
// like the other filters (?place=Berlin&radius=25). Its code comes after the first screen (see
// filters-panel.tsx), and the lists that resolve and suggest places only once it is used
// (near-places.ts).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_RADIUS_KM, NEAR_RADII_KM, type NearRadiusKm } from '../../core/near.ts';
import type { HomeSearch } from './home-search.ts';

const lists = () => import('./near-places.ts');

export function NearFilter({
  search,
  onChange,
}: {
  search: HomeSearch;
  onChange: (patch: Partial<HomeSearch>) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [names, setNames] = useState<string[]>();
  const [unknown, setUnknown] = useState(false);
  // A radius chosen before a place waits here for it.
  const [chosen, setChosen] = useState<NearRadiusKm>();
  const radius = search.radius ?? chosen ?? DEFAULT_RADIUS_KM;

  const suggest = () => {
    if (!names)
      void lists().then(
        (m) => m.placeNames().then(setNames),
        () => undefined,
      );
  };
  const commit = async (raw: string) => {
    const text = raw.trim();
    if (text === (search.place ?? '')) return setUnknown(false);
    if (!text) return (setUnknown(false), onChange({ place: undefined, radius: undefined }));
    const found = await lists().then(
      (m) => m.findPlace(text),
      () => undefined,
    );
    setUnknown(!found);
    // A radius already in the address may have changed while the lists loaded: it stays.
    if (found)
      onChange(search.radius === undefined ? { place: found.label, radius } : { place: found.label });
  };

  return (
    <fieldset className="field field--range">
      <legend>
        <FormattedMessage id="filters.near" />
      </legend>
      <div className="field--range__inputs">
        <input
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          list={`${id}l`}
          aria-label={intl.formatMessage({ id: 'filters.nearPlace' })}
          placeholder={intl.formatMessage({ id: 'filters.nearPlace' })}
          aria-invalid={unknown || undefined}
          aria-describedby={unknown ? `${id}e` : undefined}
          defaultValue={search.place ?? ''}
          key={search.place ?? ''}
          onFocus={suggest}
          onBlur={(e) => void commit(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void commit(e.currentTarget.value);
          }}
          onInput={(e) => {
            // A suggestion picked (by keyboard or pointer) is a choice: no Enter needed.
            const event = e.nativeEvent as InputEvent;
            if (event.inputType === 'insertReplacementText' || event.inputType === undefined) {
              void commit(e.currentTarget.value);
            }
          }}
        />
        <datalist id={`${id}l`}>
          {names?.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <select
          aria-label={intl.formatMessage({ id: 'filters.nearRadius' })}
          value={radius}
          onChange={(e) => {
            const km = Number(e.currentTarget.value) as NearRadiusKm;
            setChosen(km);
            if (search.place) onChange({ radius: km });
          }}
        >
          {NEAR_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </select>
      </div>
      {unknown && (
        <p id={`${id}e`} className="field__error" role="alert">
          <FormattedMessage id="filters.nearUnknown" />
        </p>
      )}
    </fieldset>
  );
}
