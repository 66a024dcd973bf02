// Saving the home list's filters as a saved search: a name (offered from the filters), saved with
// the list's own request; afterwards a word where to find it (and its daily e-mail, opt-in in
// the settings). Loaded on the first tap.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCents } from '../../core/money.ts';
import { SAVED_SEARCH_NAME } from '../../core/saved-searches.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAttributes } from '../catalogue/attributes.ts';
import { NO_CATALOGUE, type HomeSearch } from '../catalogue/home-search.ts';
import { useCreateSavedSearch } from './saved-searches.ts';
import { defaultName, toSavedQuery } from './saved-query.ts';

export default function SaveSearchDialog({ search, onClose }: { search: HomeSearch; onClose: () => void }) {
  const intl = useIntl();
  const catalogue = useAttributes().data ?? NO_CATALOGUE;
  // The filters' whole euros, by the one money formatter.
  const euro = (n: number) => formatCents(Math.round(n) * 100, intl.locale);
  const offered =
    defaultName(search, catalogue, intl.locale, ({ min, max }) =>
      min === undefined && max === undefined
        ? undefined
        : intl.formatMessage(
            { id: 'savedSearches.priceRange' },
            { min: min === undefined ? 'none' : euro(min), max: max === undefined ? 'none' : euro(max) },
          ),
    ) || intl.formatMessage({ id: 'savedSearches.allPhones' });
  const [name, setName] = useState(offered);
  const save = useCreateSavedSearch();
  const trimmed = name.trim();
  return (
    <Modal title={intl.formatMessage({ id: 'savedSearches.saveTitle' })} onClose={onClose}>
      {save.isSuccess ? (
        <div className="form">
          <p role="status">
            <FormattedMessage id="savedSearches.saved" values={{ name: save.data.name }} />
          </p>
          {/* The daily e-mail digest is opt-in, in the settings the button below opens. */}
          <p className="muted">
            <FormattedMessage id="savedSearches.digestHint" />
          </p>
          <div className="form__actions">
            <Link to="/dashboard/settings" className="button button--secondary" onClick={onClose}>
              <FormattedMessage id="savedSearches.manage" />
            </Link>
            <button type="button" className="button button--primary" onClick={onClose}>
              <FormattedMessage id="savedSearches.done" />
            </button>
          </div>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // React passes the event on to the filters' form, the button's parent in the tree.
            e.stopPropagation();
            if (trimmed) save.mutate({ name: trimmed, query: toSavedQuery(search, catalogue) });
          }}
        >
          <p className="muted">
            <FormattedMessage id="savedSearches.intro" />
          </p>
          <TextField
            label={<FormattedMessage id="savedSearches.name" />}
            value={name}
            maxLength={SAVED_SEARCH_NAME.max}
            required
            onChange={(e) => setName(e.target.value)}
          />
          <FailureText error={save.error} />
          <button
            type="submit"
            className="button button--primary form__submit"
            disabled={save.isPending || !trimmed}
          >
            <FormattedMessage id="savedSearches.submit" />
          </button>
        </form>
      )}
    </Modal>
  );
}
