// German and English of one page or article (issue 18): each language is its own text; a missing
// translation of an article is offered as a new one under the same address.
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminContentItem, ContentKind } from '../../../core/admin-content.ts';
import { LOCALES, type Locale } from '../../../core/constants.ts';

export function LanguageTabs({
  kind,
  slug,
  lang,
  items,
}: {
  kind: ContentKind;
  slug: string;
  lang: Locale;
  items: readonly AdminContentItem[];
}) {
  const intl = useIntl();
  return (
    <nav className="dashboard__tabs" aria-label={intl.formatMessage({ id: 'admin.content.languages' })}>
      {LOCALES.map((locale) => {
        const item = items.find((i) => i.kind === kind && i.slug === slug && i.lang === locale);
        const label = (
          <FormattedMessage id={locale === 'de' ? 'admin.content.langDe' : 'admin.content.langEn'} />
        );
        const current = locale === lang;
        const className = current ? 'dashboard__tab dashboard__tab--active' : 'dashboard__tab';
        if (item) {
          return (
            <Link
              key={locale}
              to="/admin/content/$kind/$id"
              params={{ kind, id: String(item.id) }}
              className={className}
              aria-current={current ? 'page' : undefined}
            >
              {label}
            </Link>
          );
        }
        return kind === 'posts' ? (
          <Link key={locale} to="/admin/content/new" search={{ slug, lang: locale }} className={className}>
            {label}
          </Link>
        ) : null;
      })}
    </nav>
  );
}
