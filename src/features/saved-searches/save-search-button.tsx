// "Suche speichern" beside the home list's filters' reset, loaded after the first screen (with the
// saved searches' words) by the home route. Signed out it asks to log in (and opens the dialog
// after); the dialog loads on the first tap.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { loadMessageArea } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import type { HomeSearch } from '../catalogue/home-search.ts';

const SaveSearchDialog = lazy(() => import('./save-search-dialog.tsx'));

export function SaveSearchButton({ search }: { search: HomeSearch }) {
  const [open, setOpen] = useState(false);
  const signedIn = useSession().token !== undefined;
  return (
    <>
      <button
        type="button"
        className="button button--link"
        onClick={() =>
          signedIn ? setOpen(true) : openAuthModal({ view: 'login', afterLogin: () => setOpen(true) })
        }
      >
        <FormattedMessage id="savedSearches.saveSearch" />
      </button>
      {/* Outside the filters' form in the page (a form in a form submits the outer one). */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SaveSearchDialog search={search} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

/** The button once its words are there (offline before they ever loaded: it still shows). */
export function loadSaveSearchButton(): Promise<typeof SaveSearchButton> {
  return loadMessageArea('account')
    .catch(() => undefined)
    .then(() => SaveSearchButton);
}
