// Above the list: "x of total", the sort box and the list/grid switch.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SORTINGS, type Sorting } from '../../core/constants.ts';
import { Icon } from '../../ui/icons.tsx';
import type { Layout } from './use-layout.ts';

interface Props {
  shown: number;
  total: number;
  sort: Sorting;
  onSort: (sort: Sorting) => void;
  layout: Layout;
  narrow: boolean;
  onLayout: (layout: Layout) => void;
}

export function ListToolbar({ shown, total, sort, onSort, layout, narrow, onLayout }: Props) {
  const intl = useIntl();
  const sortId = useId();
  return (
    <div className="toolbar">
      <p className="toolbar__count" aria-live="polite" data-testid="list-count">
        <FormattedMessage id="list.count" values={{ shown, total }} />
      </p>
      <div className="toolbar__controls">
        <label htmlFor={sortId} className="visually-hidden">
          <FormattedMessage id="sort.label" />
        </label>
        <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as Sorting)}>
          {SORTINGS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: `sort.${s}` })}
            </option>
          ))}
        </select>
        {!narrow && (
          <div className="segmented" role="group" aria-label={intl.formatMessage({ id: 'layout.label' })}>
            {(['grid', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={layout === option}
                title={intl.formatMessage({ id: `layout.${option}` })}
                onClick={() => onLayout(option)}
              >
                <Icon name={option} title={intl.formatMessage({ id: `layout.${option}` })} />
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
