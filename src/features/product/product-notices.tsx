// The notices on an ad's page (spec 2.5): how many people keep the phone in their favourites, its
// views, and its views of the last 24 hours, from the server's real counts. Not closable, and part
// of the page, so they go with it on a route change (another ad's page shows that ad's counts,
// never these). A count of 0 is no notice. Loaded after the page has shown (product-screen.tsx).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { useProductNotices } from './notices.ts';
import './product-notices.css';

export default function ProductNotices({ productId }: { productId: number }) {
  const intl = useIntl();
  const notices = useProductNotices(productId);
  if (!notices) return null;
  const shown: { key: string; icon: 'people' | 'eye'; text: ReactNode }[] = [];
  if (notices.favs > 0) {
    shown.push({
      key: 'favs',
      icon: 'people',
      text: <FormattedMessage id="adPage.notices.favs" values={{ count: notices.favs }} />,
    });
  }
  if (notices.hours_views > 0) {
    shown.push({
      key: 'hours',
      icon: 'eye',
      text: <FormattedMessage id="adPage.notices.hoursViews" values={{ count: notices.hours_views }} />,
    });
  }
  if (notices.views > 0) {
    shown.push({
      key: 'views',
      icon: 'eye',
      text: <FormattedMessage id="adPage.notices.views" values={{ count: notices.views }} />,
    });
  }
  if (shown.length === 0) return null;
  return (
    <ul
      className="product-notices"
      aria-label={intl.formatMessage({ id: 'adPage.notices.label' })}
      data-testid="product-notices"
    >
      {shown.map((notice) => (
        <li key={notice.key} className="product-notices__item">
          <Icon name={notice.icon} width={16} height={16} /> {notice.text}
        </li>
      ))}
    </ul>
  );
}
