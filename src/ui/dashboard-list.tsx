// Pieces the dashboard's list screens share (My ads, My purchases and their refunded tabs): the
// row of tab links, the count above a list, and "load more" below it (styles/my-ads.css).
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages.ts';

/** The tabs as links (a scrollable row on phones); the current one says so to screen readers. */
export function TabLinks<Tab extends string>({
  label,
  links,
  children,
}: {
  label: string;
  links: readonly { tab: Tab; to: LinkProps['to'] }[];
  /** A tab's name. */
  children: (tab: Tab) => ReactNode;
}) {
  return (
    <nav className="my-ads__tabs" aria-label={label}>
      {links.map(({ tab, to }) => (
        <Link
          key={tab}
          to={to}
          className="my-ads__tab"
          activeProps={{ className: 'my-ads__tab my-ads__tab--active', 'aria-current': 'page' }}
          activeOptions={{ exact: true }}
        >
          {children(tab)}
        </Link>
      ))}
    </nav>
  );
}

/** How many the whole list holds, told again when it changes. */
export function ListTotal({ message, count }: { message: MessageId; count: number }) {
  return (
    <p className="my-ads__total" aria-live="polite">
      <FormattedMessage id={message} values={{ count }} />
    </p>
  );
}

/** Asks for the next page; says it is loading while that page comes. */
export function LoadMore({
  label,
  loading,
  onClick,
}: {
  label: MessageId;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary my-ads__more"
      disabled={loading}
      onClick={onClick}
    >
      <FormattedMessage id={loading ? 'state.loading' : label} />
    </button>
  );
}
