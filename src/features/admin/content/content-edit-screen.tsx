// Editing one page or article in one language (issue 18); the other language is a tab away.
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentKind } from '../../../core/admin-content.ts';
import { ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useAdminContent, useContentDetail, useSaveContent } from './content.ts';
import { ContentForm } from './content-form.tsx';
import { LanguageTabs } from './language-tabs.tsx';

/** Where the public site shows it. */
export const publicPath = (kind: ContentKind, slug: string): string =>
  kind === 'pages' ? `/page/${slug}` : `/magazin/${slug}`;

export function ContentEditScreen() {
  const intl = useIntl();
  const params = useParams({ from: '/admin/content/$kind/$id' });
  const kind: ContentKind = params.kind === 'posts' ? 'posts' : 'pages';
  const id = Number(params.id);
  const detail = useContentDetail(kind, id);
  const list = useAdminContent();
  const save = useSaveContent(kind, id);
  useDocumentTitle(intl.formatMessage({ id: 'admin.content.editTitle' }));

  if (detail.failure) return <ErrorState failure={detail.failure} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const item = detail.data;
  return (
    <section aria-labelledby="admin-content-edit" className="admin-content">
      <p>
        <Link to="/admin/content">
          <FormattedMessage id="admin.content.back" />
        </Link>
      </p>
      <h2 id="admin-content-edit">
        <FormattedMessage id="admin.content.editHeading" values={{ title: item.title }} />
      </h2>
      <p>
        <FormattedMessage id="admin.content.address" />{' '}
        <a href={publicPath(kind, item.slug)} target="_blank" rel="noreferrer">
          {publicPath(kind, item.slug)}
        </a>
      </p>
      <LanguageTabs kind={kind} slug={item.slug} lang={item.lang} items={list.data ?? []} />
      <ContentForm
        key={`${item.kind}-${item.id}`}
        initial={{ title: item.title, markdown: item.markdown, status: item.status }}
        onSubmit={(change) => save.mutate(change)}
        pending={save.isPending}
        error={save.error}
        saved={save.isSuccess}
      />
    </section>
  );
}
