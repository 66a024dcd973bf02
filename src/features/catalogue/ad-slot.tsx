// The advertisement slot of the list (every 12th item, index 3). Without a booked advertiser it
// shows our own honest house ad for selling, never a fake third-party ad.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';

export function AdSlot({ advertiseUrl }: { advertiseUrl: string | null | undefined }) {
  const intl = useIntl();
  return (
    <aside
      className="card card--ad"
      data-testid="ad-slot"
      aria-label={intl.formatMessage({ id: 'ad.label' })}
    >
      <span className="card--ad__label">
        <FormattedMessage id="ad.label" />
      </span>
      {advertiseUrl ? (
        <a href={advertiseUrl} rel="sponsored noopener" target="_blank" className="card--ad__body">
          <FormattedMessage id="ad.partner" />
        </a>
      ) : (
        <Link to="/publish" className="card--ad__body">
          <strong>
            <FormattedMessage id="ad.house.title" />
          </strong>
          <span>
            <FormattedMessage id="ad.house.text" />
          </span>
        </Link>
      )}
    </aside>
  );
}

/** Whether an ad slot comes before the item at this list position. */
export function isAdPosition(index: number, every: number, at: number): boolean {
  return index % every === at;
}
