// The home filters (spec 2.3 and 5): system, brand, model (depending on both, recent models first),
// price range and "near me" (postcode or town and radius) always; storage, colour, condition, age and the device facts (battery health at
// least, activation lock removed only) behind "more filters"; reset.
import { memo, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { termName, type AttributeCatalogue, type Term } from '../../core/catalogue.ts';
import { loadMessageArea, type MessageId } from '../../i18n/messages.ts';
import { BATTERY_STEPS, hasFilters, type HomeSearch } from './home-search.ts';
import { ModelFilter } from './model-filter.tsx';
import { SelectFilter } from './select-filter.tsx';
import { deferred } from '../layout/deferred.tsx';

// Its code comes after the first screen (like the map): the slot keeps its room meanwhile.
// With its words (message area 'content', src/i18n/areas.ts).
const NearFilter = deferred(() =>
  Promise.all([import('./near-filter.tsx'), loadMessageArea('content')]).then(([m]) => m.NearFilter),
);

type SlugKey = 'system' | 'brand' | 'model' | 'storage' | 'color' | 'condition' | 'age';

interface Props {
  catalogue: AttributeCatalogue;
  search: HomeSearch;
  onChange: (patch: Partial<HomeSearch>) => void;
  onReset: () => void;
  /** Beside the reset while filters are set (the route's "Suche speichern"). */
  SearchAction?: ComponentType<{ search: HomeSearch }> | undefined;
}

/** Drawn again only when one of its props changes (not on every answer the list receives). */
export const FiltersPanel = memo(function FiltersPanel({
  catalogue,
  search,
  onChange,
  onReset,
  SearchAction,
}: Props) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const [more, setMore] = useState(
    () =>
      search.storage !== undefined ||
      search.color !== undefined ||
      search.condition !== undefined ||
      search.age !== undefined ||
      search.battery !== undefined ||
      search.unlocked !== undefined,
  );
  const systemId = catalogue.systems.find((s) => s.slug === search.system)?.id;
  const brands = systemId ? catalogue.brands.filter((b) => b.system_id === systemId) : catalogue.brands;

  const select = (key: SlugKey, label: MessageId, terms: readonly Term[]) => (
    <SelectFilter
      label={intl.formatMessage({ id: label })}
      value={search[key]}
      options={terms.map((t) => ({ value: t.slug, label: termName(t, locale) }))}
      anyLabel={intl.formatMessage({ id: 'filters.any' })}
      disabled={terms.length === 0}
      onChange={(value) => {
        const patch: Partial<HomeSearch> = { [key]: value };
        // A model belongs to one brand and a brand to one system: clear what no longer fits.
        if (key === 'system') Object.assign(patch, { brand: undefined, model: undefined });
        if (key === 'brand') patch.model = undefined;
        onChange(patch);
      }}
    />
  );

  return (
    <form
      className="filters"
      role="search"
      aria-label={intl.formatMessage({ id: 'filters.title' })}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="filters__grid">
        {select('system', 'filters.system', catalogue.systems)}
        {select('brand', 'filters.brand', brands)}
        <ModelFilter catalogue={catalogue} search={search} onChange={(model) => onChange({ model })} />
        <PriceRange search={search} onChange={onChange} />
        {/* On a phone behind "Mehr Filter" (unless a place is chosen): the first ad stays on the first screen. */}
        <div className={more || search.place ? 'field--near field--near-open' : 'field--near'}>
          <NearFilter search={search} onChange={onChange} />
        </div>
        {more && (
          <>
            {select('storage', 'filters.storage', catalogue.storage)}
            {select('color', 'filters.color', catalogue.colors)}
            {select('condition', 'filters.condition', catalogue.condition)}
            {select('age', 'filters.age', catalogue.age)}
            <SelectFilter
              label={intl.formatMessage({ id: 'filters.battery' })}
              value={search.battery === undefined ? undefined : String(search.battery)}
              options={BATTERY_STEPS.map((step) => ({
                value: String(step),
                label: intl.formatMessage({ id: 'filters.batteryAtLeast' }, { value: step }),
              }))}
              anyLabel={intl.formatMessage({ id: 'filters.any' })}
              disabled={false}
              onChange={(value) => onChange({ battery: value === undefined ? undefined : Number(value) })}
            />
            <div className="field field--check">
              <label>
                <input
                  type="checkbox"
                  checked={search.unlocked === true}
                  onChange={(e) => onChange({ unlocked: e.currentTarget.checked ? true : undefined })}
                />{' '}
                <FormattedMessage id="filters.unlocked" />
              </label>
            </div>
          </>
        )}
      </div>
      <div className="filters__actions">
        <button
          type="button"
          className="button button--link"
          aria-expanded={more}
          onClick={() => setMore(!more)}
        >
          <FormattedMessage id={more ? 'filters.less' : 'filters.more'} />
        </button>
        {hasFilters(search) && (
          <button type="button" className="button button--link" onClick={onReset}>
            <FormattedMessage id="filters.reset" />
          </button>
        )}
        {SearchAction && hasFilters(search) && <SearchAction search={search} />}
      </div>
    </form>
  );
});

function PriceRange({
  search,
  onChange,
}: {
  search: HomeSearch;
  onChange: (patch: Partial<HomeSearch>) => void;
}) {
  const intl = useIntl();
  const field = (key: 'min' | 'max', label: MessageId): ReactNode => (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      aria-label={intl.formatMessage({ id: label })}
      placeholder={intl.formatMessage({ id: label })}
      defaultValue={search[key] ?? ''}
      key={`${key}-${search[key] ?? ''}`}
      onBlur={(e) => commit(key, e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(key, e.currentTarget.value);
      }}
    />
  );
  const commit = (key: 'min' | 'max', raw: string) => {
    const value = raw.trim() === '' ? undefined : Math.max(0, Math.floor(Number(raw)));
    if (value !== search[key] && (value === undefined || Number.isFinite(value))) onChange({ [key]: value });
  };
  return (
    <fieldset className="field field--range">
      <legend>
        <FormattedMessage id="filters.price" />
      </legend>
      <div className="field--range__inputs">
        {field('min', 'filters.priceMin')}
        <span aria-hidden="true">–</span>
        {field('max', 'filters.priceMax')}
      </div>
    </fieldset>
  );
}
