// The footer (spec 2.2): page links, the EN/DE switch (stored locally), the advertisement banner.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../../core/constants.ts';
import type { PageSlug } from '../../core/content.ts';
import { useLocale } from '../../i18n/i18n-provider.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import { useSettings } from '../content/settings.ts';

const PAGE_LINKS: [PageSlug, MessageId][] = [
  ['faq', 'footer.faq'],
  ['termsandconditions', 'footer.terms'],
  ['privacy-policy', 'footer.privacy'],
  ['support', 'footer.support'],
  ['impressum', 'footer.imprint'],
];

export function Footer() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const settings = useSettings();
  const advertiseUrl = settings.data?.advertise_url;
  return (
    <footer className="footer">
      {advertiseUrl && (
        <a
          className="footer__banner"
          href={advertiseUrl}
          rel="sponsored noopener"
          target="_blank"
          data-testid="advertise-banner"
        >
          <FormattedMessage id="footer.advertise" />
        </a>
      )}
      <div className="footer__inner">
        <nav aria-label={intl.formatMessage({ id: 'footer.nav' })}>
          <ul className="footer__links">
            {PAGE_LINKS.map(([slug, label]) => (
              <li key={slug}>
                <Link to="/page/$slug" params={{ slug }}>
                  <FormattedMessage id={label} />
                </Link>
              </li>
            ))}
            <li>
              <Link to="/publish">
                <FormattedMessage id="footer.ads" />
              </Link>
            </li>
            <li>
              <Link to="/magazin">
                <FormattedMessage id="footer.magazine" />
              </Link>
            </li>
          </ul>
        </nav>
        <div
          className="language-switch"
          role="group"
          aria-label={intl.formatMessage({ id: 'footer.language' })}
        >
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={locale === l}
              onClick={() => setLocale(l)}
              // The name starts with the visible "DE"/"EN" (WCAG 2.5.3 label in name).
              aria-label={l === 'de' ? 'DE – Deutsch' : 'EN – English'}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </div>
        <p className="footer__copy">
          <FormattedMessage id="footer.copy" values={{ year: new Date().getFullYear() }} />
        </p>
        {/* The postcode list (public/geo/postcodes.json) is under the ODbL and built partly from
            GeoNames (CC BY 4.0): both ask for this credit where the data is used, on every page. */}
        <p className="footer__copy">
          <FormattedMessage
            id="footer.sources"
            values={{
              osm: (chunks) => <a href="https://www.openstreetmap.org/copyright">{chunks}</a>,
              geonames: (chunks) => <a href="https://www.geonames.org/">{chunks}</a>,
            }}
          />
        </p>
      </div>
    </footer>
  );
}
