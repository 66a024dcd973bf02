// Free-text search over ad names and descriptions; the header's search button lands here.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';

export function SearchBox({
  value,
  onSubmit,
}: {
  value: string | undefined;
  onSubmit: (q: string | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <form
      className="searchbox"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const q = new FormData(e.currentTarget).get('q');
        onSubmit(typeof q === 'string' && q.trim() ? q.trim() : undefined);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="search.label" />
      </label>
      <input
        id={id}
        name="q"
        type="search"
        key={value ?? ''}
        defaultValue={value ?? ''}
        maxLength={100}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        data-testid="search-input"
      />
      <button type="submit" className="button button--primary">
        <Icon name="search" />
        <span className="visually-hidden">
          <FormattedMessage id="search.submit" />
        </span>
      </button>
    </form>
  );
}
