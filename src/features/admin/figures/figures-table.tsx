// How the marketplace is doing (issue 18): per day or week, newest first, ads, orders with their
// value, sign-ups and open reports, each with a plain CSS bar scaled to the column's largest value.
// Ads and orders also say their statuses in words under the number. Every cell names its column
// (data-label), which a phone shows above it, where the table's head is hidden (admin.css).
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { FigureBucket, Figures } from '../../../core/admin-figures.ts';
import { formatCents } from '../../../core/money.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { statusWord } from '../words.tsx';

const sum = (values: Record<string, number>): number => Object.values(values).reduce((n, v) => n + v, 0);
const orderCount = (b: FigureBucket) => Object.values(b.orders).reduce((n, o) => n + o.count, 0);
const orderCents = (b: FigureBucket) => Object.values(b.orders).reduce((n, o) => n + o.value_cents, 0);

type Words = (id: MessageId) => string;

/** The status counts as one short line in words, e.g. "Online 3 · In Prüfung 1". */
const breakdown = (words: Words, kind: 'ad' | 'order', values: Record<string, number>): string =>
  Object.entries(values)
    .map(([status, n]) => `${statusWord(words, kind, status)} ${n}`)
    .join(' · ');

function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <span className="admin-figures__bar" aria-hidden="true">
      <span style={{ width: `${width}%` }} />
    </span>
  );
}

const COLUMNS: {
  id: MessageId;
  value: (b: FigureBucket) => number;
  detail?: (b: FigureBucket, words: Words) => string;
}[] = [
  { id: 'admin.figures.ads', value: (b) => sum(b.ads), detail: (b, words) => breakdown(words, 'ad', b.ads) },
  {
    id: 'admin.figures.orders',
    value: orderCount,
    detail: (b, words) =>
      breakdown(words, 'order', Object.fromEntries(Object.entries(b.orders).map(([s, o]) => [s, o.count]))),
  },
  { id: 'admin.figures.signups', value: (b) => b.signups },
  { id: 'admin.figures.reports', value: (b) => b.reports_open },
];

export function FiguresTable({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const words: Words = (id) => intl.formatMessage({ id });
  const rows = [...figures.buckets].reverse();
  const max = (value: (b: FigureBucket) => number) => Math.max(0, ...figures.buckets.map(value));
  const maxCents = max(orderCents);
  return (
    <div
      className="admin__table-wrap"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'admin.figures.table' })}
    >
      <table className="admin__table admin-figures">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id={figures.period === 'day' ? 'admin.figures.day' : 'admin.figures.week'} />
            </th>
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col">
                <FormattedMessage id={c.id} />
              </th>
            ))}
            <th scope="col">
              <FormattedMessage id="admin.figures.value" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.start}>
              <th scope="row">
                <FormattedDate value={`${b.start}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />
              </th>
              {COLUMNS.map((c) => {
                const detail = c.detail?.(b, words);
                return (
                  <td key={c.id} data-label={words(c.id)}>
                    <span className="admin-figures__cell">
                      <span className="admin-figures__value">{c.value(b)}</span>
                      <Bar value={c.value(b)} max={max(c.value)} />
                    </span>
                    {detail && <small className="admin-figures__detail">{detail}</small>}
                  </td>
                );
              })}
              <td data-label={words('admin.figures.value')}>
                <span className="admin-figures__cell">
                  <span className="admin-figures__value">
                    {formatCents(orderCents(b), intl.locale, 'always')}
                  </span>
                  <Bar value={orderCents(b)} max={maxCents} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FigureTotals({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const { totals } = figures;
  const completed = totals.orders.completed;
  return (
    <dl className="admin-figures__totals">
      <div>
        <dt>
          <FormattedMessage id="admin.figures.adsNow" />
        </dt>
        <dd>
          {sum(totals.ads)} <small>{breakdown((id) => intl.formatMessage({ id }), 'ad', totals.ads)}</small>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.figures.sold" />
        </dt>
        <dd>
          {completed?.count ?? 0} · {formatCents(completed?.value_cents ?? 0, intl.locale, 'always')}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.figures.users" />
        </dt>
        <dd>{totals.users}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.figures.reportsNow" />
        </dt>
        <dd>{totals.reports_open}</dd>
      </div>
    </dl>
  );
}
