// The 404 page; every unknown path lands here.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export function NotFoundScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.notFound' }));
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link to="/" className="button button--primary">
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
