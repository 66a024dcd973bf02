// Loaded after the first screen: once a seller is signed in, drafts whose ads were refused while
// no tab was open are shown refused (the outbox kept the refusal), and an ad that goes through
// while no form awaits it (sent from any page when the connection returns) is announced with a
// link to it.
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
      // An ad whose form awaits it is shown there (the modal); the others are told here.
      stop = queue.onPublishedUnawaited((published) => setNotices((n) => [...n, published]));
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
            {n.pending ? (
              // Held back for review (issue 18): not public yet, so the link goes to My ads.
              <>
                <FormattedMessage id="selling.published.pendingNotice" values={{ name: n.product.name }} />{' '}
                <Link to="/dashboard/products">
                  <FormattedMessage id="selling.published.pendingLink" />
                </Link>
              </>
            ) : (
              <>
                <FormattedMessage
                  id={n.edited ? 'selling.published.editedNotice' : 'selling.published.notice'}
                  values={{ name: n.product.name }}
                />{' '}
                <Link to="/product/$productSlug" params={{ productSlug: n.product.slug }}>
                  <FormattedMessage id="selling.published.link" />
                </Link>
              </>
            )}
          </AlertBox>
        ))}
      </div>
    </MessageArea>
  );
}
