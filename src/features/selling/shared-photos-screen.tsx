// /publish/new?shared=1: where the service worker sends photos shared from the gallery. Once the
// seller is logged in they become a new draft, and the ad form opens on it.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { LoginRequired } from './selling-screens.tsx';
import { takeSharedDraft } from './share-target.ts';

export function SharedPhotosScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'selling.title' }));
  const session = useSession();
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(session);
  // Drafts belong to the signed-in user: wait until the session knows who that is.
  const ready = loggedIn && session.user !== undefined;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void takeSharedDraft().then((id) => {
      if (live) void navigate({ to: '/publish/new', search: { draft: id }, replace: true });
    });
    return () => {
      live = false;
    };
  }, [ready, navigate]);
  return (
    <section className="page ad-form-page" aria-labelledby="publish-shared-title">
      <h1 id="publish-shared-title">
        <FormattedMessage id="selling.title" />
      </h1>
      {loggedIn ? (
        <Loading label={intl.formatMessage({ id: 'selling.shared.receiving' })} />
      ) : (
        <LoginRequired />
      )}
    </section>
  );
}
