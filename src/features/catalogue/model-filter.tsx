// The home model filter (spec 5): the chosen system's or brand's models of the last three years,
// and (issue 17) behind "Weitere Modelle" the older ones that have live ads, so no listed phone is
// out of reach while the default list stays short. A model chosen from there (or in a shared link)
// keeps the older group open.
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { termName, type AttributeCatalogue, type Term } from '../../core/catalogue.ts';
import { modelChoices, olderModelChoices, type HomeSearch } from './home-search.ts';
import { useLiveModelIds } from './live-models.ts';
import { SelectFilter } from './select-filter.tsx';

export function ModelFilter({
  catalogue,
  search,
  onChange,
}: {
  catalogue: AttributeCatalogue;
  search: HomeSearch;
  onChange: (model: string | undefined) => void;
}) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const select = useRef<HTMLSelectElement>(null);
  const [asked, setAsked] = useState(false);
  const today = new Date();
  const models = modelChoices(catalogue, search, today);
  const chosenAny = search.system !== undefined || search.brand !== undefined;
  const older = olderModelChoices(catalogue, search, today, useLiveModelIds(chosenAny));
  const chosenOlder = older.some((m) => m.slug === search.model);
  const showOlder = older.length > 0 && (asked || chosenOlder);
  const options = (terms: readonly Term[]) =>
    terms.map((t) => ({ value: t.slug, label: termName(t, locale) }));
  const usable = models.length > 0 || older.length > 0;
  return (
    <SelectFilter
      label={intl.formatMessage({ id: 'filters.model' })}
      value={search.model}
      options={options(models)}
      groups={
        showOlder
          ? [{ label: intl.formatMessage({ id: 'filters.olderModels' }), options: options(older) }]
          : []
      }
      anyLabel={intl.formatMessage({ id: usable ? 'filters.any' : 'filters.modelHint' })}
      disabled={!usable}
      onChange={onChange}
      selectRef={select}
    >
      {older.length > 0 && !showOlder && (
        <button
          type="button"
          className="button button--link filters__older"
          onClick={() => {
            setAsked(true);
            // The models just added are in the select: the keyboard goes on there.
            select.current?.focus();
          }}
        >
          <FormattedMessage id="filters.showOlderModels" values={{ count: older.length }} />
        </button>
      )}
    </SelectFilter>
  );
}
