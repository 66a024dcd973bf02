// "Suche speichern" below the home list's filters: all the first screen carries of saved searches.
// Signed out it asks to log in (and opens the dialog after); the dialog, its words and the
// catalogue work load on the first tap.
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadMessageArea } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import type { HomeSearch } from '../catalogue/home-search.ts';

const SaveSearchDialog = lazy(() =>
  Promise.all([
    import('./save-search-dialog.tsx'),
    loadMessageArea('savedSearches').catch(() => undefined),
  ]).then(([module]) => module),
);

export function SaveSearchButton({ search }: { search: HomeSearch }) {
  const [open, setOpen] = useState(false);
  const signedIn = useSession().token !== undefined;
  return (
    <>
      <button
        type="button"
        className="button button--secondary save-search"
        onClick={() =>
          signedIn ? setOpen(true) : openAuthModal({ view: 'login', afterLogin: () => setOpen(true) })
        }
      >
        <FormattedMessage id="filters.saveSearch" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
