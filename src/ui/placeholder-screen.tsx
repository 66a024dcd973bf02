// An honest screen for a route whose feature is not built yet: says what will be here, no fake data.
import { FormattedMessage } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { MessageId } from '../i18n/messages.ts';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title.ts';

export function PlaceholderScreen({ title, description }: { title: MessageId; description: MessageId }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: title }));
  return (
    <section className="page placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={description} />
      </p>
      <p className="placeholder__note">
        <FormattedMessage id="placeholder.comingSoon" />
      </p>
      <Link to="/" className="button button--secondary">
        <FormattedMessage id="placeholder.backHome" />
      </Link>
    </section>
  );
}
