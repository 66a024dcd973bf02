// One of the console's lists (issue 18): its heading, the list's loading, failure and empty
// states, and its rows as a table whose columns are named once (phones show each row as a card
// with those names, admin.css). The queues (reports, pending ads, appeals) are all this.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import type { Failure } from '../../ui/failure-message.ts';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { OwnCasesNote } from './own-cases-note.tsx';

interface Props<T> {
  /** The heading's id, which the table's region is labelled by. */
  id: string;
  title: MessageId;
  empty: MessageId;
  columns: readonly MessageId[];
  list: {
    isPending: boolean;
    failure: Failure | undefined;
    data: readonly T[] | undefined;
    /** The caller's own cases the queue left out (they wait for another person). */
    own: number;
    refetch: () => unknown;
  };
  /** One row (a `<tr>`), its cells named with useColumnLabel's words for the same columns. */
  row: (item: T) => ReactNode;
}

export function QueueTable<T>({ id, title, empty, columns, list, row }: Props<T>) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: title }));
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      <OwnCasesNote count={list.own} />
      {list.isPending && <Loading />}
      {list.failure && <ErrorState failure={list.failure} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <EmptyState title={<FormattedMessage id={empty} />} />}
      {list.data && list.data.length > 0 && (
        <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="admin__table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={column} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{list.data.map(row)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
