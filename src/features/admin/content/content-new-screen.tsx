// A new magazine article (issue 18): its address (slug) and language, then the same form as an
// edit; once created, the console opens it for further edits.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../core/constants.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useCreatePost } from './content.ts';
import { ContentForm } from './content-form.tsx';

export function ContentNewScreen() {
  const intl = useIntl();
  const id = useId();
  const search = useSearch({ from: '/admin/content/new' });
  const navigate = useNavigate();
  const [slug, setSlug] = useState(search.slug ?? '');
  const [lang, setLang] = useState<Locale>(search.lang ?? 'de');
  const create = useCreatePost();
  useDocumentTitle(intl.formatMessage({ id: 'admin.content.newTitle' }));

  return (
    <section aria-labelledby="admin-content-new" className="admin-content">
      <p>
        <Link to="/admin/content">
          <FormattedMessage id="admin.content.back" />
        </Link>
      </p>
      <h2 id="admin-content-new">
        <FormattedMessage id="admin.content.newTitle" />
      </h2>
      <ContentForm
        initial={{ title: '', markdown: '', status: 'draft' }}
        onSubmit={(value) =>
          create.mutate(
            { ...value, slug, lang },
            {
              onSuccess: (post) =>
                void navigate({
                  to: '/admin/content/$kind/$id',
                  params: { kind: 'posts', id: String(post.id) },
                }),
            },
          )
        }
        pending={create.isPending}
        error={create.error}
        saved={false}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-slug`}>
            <FormattedMessage id="admin.content.fieldSlug" />
          </label>
          <input
            id={`${id}-slug`}
            value={slug}
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            maxLength={120}
            aria-describedby={`${id}-slug-hint`}
            onChange={(e) => setSlug(e.target.value)}
          />
          <span id={`${id}-slug-hint`} className="field__hint">
            <FormattedMessage id="admin.content.slugHint" />
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-lang`}>
            <FormattedMessage id="admin.content.fieldLang" />
          </label>
          <select
            id={`${id}-lang`}
            value={lang}
            onChange={(e) => setLang(e.target.value === 'en' ? 'en' : 'de')}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {intl.formatMessage({
                  id: locale === 'de' ? 'admin.content.langDe' : 'admin.content.langEn',
                })}
              </option>
            ))}
          </select>
        </div>
      </ContentForm>
    </section>
  );
}
