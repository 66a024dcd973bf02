// The console's first screen (issue 18): where each section leads, then how the marketplace is
// doing per day or week (GET /hm/v1/admin/figures).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FigurePeriod } from '../../core/admin-figures.ts';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useFigures } from './figures/figures.ts';
import { FigureTotals, FiguresTable } from './figures/figures-table.tsx';
import { ADMIN_SECTIONS } from './sections.ts';

export function AdminOverview() {
  const intl = useIntl();
  const [period, setPeriod] = useState<FigurePeriod>('day');
  const figures = useFigures(period);
  return (
    <section aria-labelledby="admin-overview">
      <h2 id="admin-overview">
        <FormattedMessage id="admin.overview.title" />
      </h2>
      <ul className="admin__sections">
        {ADMIN_SECTIONS.filter((s) => s.to !== '/admin').map((section) => (
          <li key={section.to}>
            <Link to={section.to}>
              <FormattedMessage id={section.label} />
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="admin-figures">
        <h3 id="admin-figures">
          <FormattedMessage id="admin.figures.title" />
        </h3>
        <fieldset className="admin-figures__period">
          <legend>{intl.formatMessage({ id: 'admin.figures.period' })}</legend>
          {(['day', 'week'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="admin-figures-period"
                value={value}
                checked={period === value}
                onChange={() => setPeriod(value)}
              />
              <FormattedMessage id={value === 'day' ? 'admin.figures.perDay' : 'admin.figures.perWeek'} />
            </label>
          ))}
        </fieldset>
        {figures.isPending && <Loading />}
        {figures.failure && <ErrorState failure={figures.failure} onRetry={() => void figures.refetch()} />}
        {figures.data && (
          <>
            <FigureTotals figures={figures.data} />
            <FiguresTable figures={figures.data} />
          </>
        )}
      </section>
    </section>
  );
}
