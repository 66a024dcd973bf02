// The landing intro of the home page with the total count of live ads.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { markTypeChosen } from '../layout/cookie-consent.ts';

export function LandingIntro({ total }: { total: number | undefined }) {
  return (
    <section className="intro" aria-labelledby="intro-title">
      <h1 id="intro-title">
        <FormattedMessage id="intro.title" />
      </h1>
      <p className="intro__lead">
        {total === undefined ? (
          <FormattedMessage id="intro.leadNoCount" />
        ) : (
          <FormattedMessage
            id="intro.lead"
            values={{ count: total, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        )}
      </p>
      <ul className="intro__points">
        <li>
          <FormattedMessage id="intro.point.free" />
        </li>
        <li>
          <FormattedMessage id="intro.point.protection" />
        </li>
        <li>
          <FormattedMessage id="intro.point.shipping" />
        </li>
      </ul>
      <div className="intro__actions">
        <a href="#angebote" className="button button--primary" onClick={markTypeChosen}>
          <FormattedMessage id="intro.browse" />
        </a>
        <Link to="/publish" className="button button--secondary" onClick={markTypeChosen}>
          <FormattedMessage id="intro.sell" />
        </Link>
      </div>
    </section>
  );
}
