// Loaded after the first screen: once a seller is signed in, the publish queue's replayers are
// registered (ads and photos queued offline are sent when the connection returns, from any page),
// and an ad that goes through while its form is not open is announced with a link to it.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { useSession } from '../../session/session-store.ts';
import { AlertBox } from '../../ui/alerts.tsx';
import type { Published } from './publish-queue.ts';

export function SellingBoot() {
  const userId = useSession().user?.id;
  const [notices, setNotices] = useState<Published[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./publish-queue.ts').then((queue) => {
      if (!live) return;
      void queue.reconcileDrafts(userId).catch(() => undefined);
      stop = queue.onPublished((published) => {
        if (!queue.isWatched(published.draftId)) setNotices((n) => [...n, published]);
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [userId]);
  if (notices.length === 0) return null;
  // Shown on any page: selling's messages (src/i18n/areas.ts) are loaded first where needed.
  return (
    <MessageArea area="selling">
      <div className="alerts selling-notices">
        {notices.map((n) => (
          <AlertBox
            key={n.draftId}
            kind="success"
            onClose={() => setNotices((list) => list.filter((x) => x !== n))}
            testId="published-notice"
          >
            <FormattedMessage
              id={n.edited ? 'selling.published.editedNotice' : 'selling.published.notice'}
              values={{ name: n.product.name }}
            />{' '}
            <Link to="/product/$productSlug" params={{ productSlug: n.product.slug }}>
              <FormattedMessage id="selling.published.link" />
            </Link>
          </AlertBox>
        ))}
      </div>
    </MessageArea>
  );
}
