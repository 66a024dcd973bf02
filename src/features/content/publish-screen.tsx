// The about/publish page (/publish): why sell here, with sell (the ad form) and buy buttons.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

const STEPS = ['publish.step1', 'publish.step2', 'publish.step3'] as const;

export function PublishScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.publish' }));
  return (
    <section className="page publish" aria-labelledby="publish-title">
      <h1 id="publish-title">
        <FormattedMessage id="publish.title" />
      </h1>
      <p className="intro__lead">
        <FormattedMessage id="publish.lead" />
      </p>
      <ol className="steps">
        {STEPS.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ol>
      <div className="intro__actions">
        <Link to="/publish/new" search={{}} className="button button--primary">
          <FormattedMessage id="publish.sell" />
        </Link>
        <Link to="/publish/buy" className="button button--secondary">
          <FormattedMessage id="publish.buy" />
        </Link>
        <Link to="/page/$slug" params={{ slug: 'faq' }} className="button button--secondary">
          <FormattedMessage id="publish.faq" />
        </Link>
      </div>
    </section>
  );
}
