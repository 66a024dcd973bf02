// The settings' list of saved searches (issue 16): each with its date, opened on the home list
// with its filters, renamed in place, deleted. Newest first; at most SAVED_SEARCHES_MAX.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { SAVED_SEARCH_NAME, SAVED_SEARCHES_MAX, type SavedSearch } from '../../core/saved-searches.ts';
import type { AttributeCatalogue } from '../../core/catalogue.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAttributes } from '../catalogue/attributes.ts';
import { useDeleteSavedSearch, useRenameSavedSearch, useSavedSearches } from './saved-searches.ts';
import { toHomeSearch } from './saved-query.ts';

export function SavedSearchesPanel() {
  const list = useSavedSearches();
  const catalogue = useAttributes().data;
  const remove = useDeleteSavedSearch();
  return (
    <div className="panel saved-searches" data-testid="saved-searches">
      <h2>
        <FormattedMessage id="savedSearches.title" />
      </h2>
      {list.data && list.data.length > 0 && (
        <p className="muted">
          <FormattedMessage
            id="savedSearches.count"
            values={{ count: list.data.length, max: SAVED_SEARCHES_MAX }}
          />
        </p>
      )}
      <FailureText error={remove.error} />
      {list.isError ? (
        <ErrorState failure={list.failure} onRetry={() => void list.refetch()} />
      ) : !list.data || !catalogue ? (
        <Loading />
      ) : list.data.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="savedSearches.empty" />
        </p>
      ) : (
        <ul className="saved-searches__list">
          {list.data.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              catalogue={catalogue}
              deleting={remove.isPending && remove.variables === search.id}
              onDelete={() => remove.mutate(search.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchItem({
  search,
  catalogue,
  deleting,
  onDelete,
}: {
  search: SavedSearch;
  catalogue: AttributeCatalogue;
  deleting: boolean;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const nameId = useId();
  const rename = useRenameSavedSearch();
  const [draft, setDraft] = useState<string>();
  if (draft !== undefined) {
    const trimmed = draft.trim();
    return (
      <li className="saved-search">
        <form
          className="form saved-search__rename"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (trimmed)
              rename.mutate({ id: search.id, name: trimmed }, { onSuccess: () => setDraft(undefined) });
          }}
        >
          <TextField
            label={<FormattedMessage id="savedSearches.newName" />}
            value={draft}
            maxLength={SAVED_SEARCH_NAME.max}
            required
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          <FailureText error={rename.error} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={rename.isPending || !trimmed}>
              <FormattedMessage id="savedSearches.saveName" />
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDraft(undefined)}>
              <FormattedMessage id="savedSearches.cancel" />
            </button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="saved-search">
      <div>
        <strong id={nameId} className="saved-search__name">
          {search.name}
        </strong>{' '}
        <span className="muted">
          <FormattedMessage
            id="savedSearches.savedOn"
            values={{ date: <FormattedDate value={search.created} dateStyle="medium" /> }}
          />
        </span>
      </div>
      <div className="form__actions">
        <Link
          to="/"
          search={toHomeSearch(search.query, catalogue)}
          className="button button--secondary"
          aria-describedby={nameId}
        >
          <FormattedMessage id="savedSearches.open" />
        </Link>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={nameId}
          onClick={() => setDraft(search.name)}
        >
          <FormattedMessage id="savedSearches.rename" />
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-describedby={nameId}
          disabled={deleting}
          title={intl.formatMessage({ id: 'savedSearches.delete' })}
          onClick={onDelete}
        >
          <FormattedMessage id="savedSearches.delete" />
        </button>
      </div>
    </li>
  );
}
