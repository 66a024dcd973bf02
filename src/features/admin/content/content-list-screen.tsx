// The console's pages and magazine articles (issue 18): each with its languages and status.
import { Link } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminContentItem, ContentKind } from '../../../core/admin-content.ts';
import { ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useAdminContent } from './content.ts';

function ContentTable({ kind, items }: { kind: ContentKind; items: readonly AdminContentItem[] }) {
  const heading = `admin-content-${kind}`;
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>
        <FormattedMessage id={kind === 'pages' ? 'admin.content.pages' : 'admin.content.posts'} />
      </h3>
      <div className="admin__table-wrap" tabIndex={0} role="region" aria-labelledby={heading}>
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.content.fieldTitle" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.content.fieldSlug" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.content.fieldLang" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.content.fieldStatus" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.content.edited" />
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to="/admin/content/$kind/$id" params={{ kind, id: String(item.id) }}>
                    {item.title}
                  </Link>
                </td>
                <td>{item.slug}</td>
                <td>{item.lang.toUpperCase()}</td>
                <td>
                  <FormattedMessage
                    id={item.status === 'draft' ? 'admin.content.draft' : 'admin.content.publish'}
                  />
                </td>
                <td>
                  {item.edited_at ? (
                    <FormattedDate value={item.edited_at} dateStyle="medium" timeStyle="short" />
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ContentListScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.content.title' }));
  const list = useAdminContent();
  return (
    <section aria-labelledby="admin-content" className="admin-content">
      <h2 id="admin-content">
        <FormattedMessage id="admin.content.title" />
      </h2>
      <p>
        <Link to="/admin/content/new" search={{}} className="button button--primary">
          <FormattedMessage id="admin.content.newPost" />
        </Link>
      </p>
      {list.isPending && <Loading />}
      {list.failure && <ErrorState failure={list.failure} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <ContentTable kind="pages" items={list.data.filter((i) => i.kind === 'pages')} />
          <ContentTable kind="posts" items={list.data.filter((i) => i.kind === 'posts')} />
        </>
      )}
    </section>
  );
}
