// The magazine: the list of articles (/magazin) and one article (/magazin/{slug}).
import { Link } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../i18n/i18n-provider.tsx';
import { EmptyState, ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RichText } from './rich-text.tsx';
import { usePost, usePosts } from './posts.ts';

export function MagazineListScreen() {
  const intl = useIntl();
  const { locale } = useLocale();
  useDocumentTitle(intl.formatMessage({ id: 'title.magazine' }));
  const { data: posts, status, error } = usePosts(locale);
  return (
    <section className="page" aria-labelledby="magazine-title">
      <h1 id="magazine-title">
        <FormattedMessage id="magazine.title" />
      </h1>
      {status === 'loading' && <Loading />}
      {status === 'error' && <ErrorState failure={error} />}
      {posts?.length === 0 && <EmptyState title={<FormattedMessage id="magazine.empty" />} />}
      <ul className="articles">
        {posts?.map((post) => (
          <li key={post.id} className="articles__item">
            <Link to="/magazin/$slug" params={{ slug: post.slug }}>
              <h2>{post.title.rendered}</h2>
            </Link>
            <p className="muted">
              <FormattedDate value={post.date} dateStyle="long" />
            </p>
            <p>{post.excerpt.rendered}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ArticleScreen({ slug }: { slug: string }) {
  const { locale } = useLocale();
  const { data: post, status, error } = usePost(slug, locale);
  useDocumentTitle(post?.title.rendered);
  if (status === 'loading') return <Loading />;
  if (status === 'error' && error?.status === 404) return <NotFoundScreen />;
  if (!post) return <ErrorState failure={error} />;
  return (
    <article className="page prose">
      <p>
        <Link to="/magazin">
          <FormattedMessage id="magazine.back" />
        </Link>
      </p>
      <h1>{post.title.rendered}</h1>
      <p className="muted">
        <FormattedDate value={post.date} dateStyle="long" />
      </p>
      <RichText html={post.content.rendered} />
    </article>
  );
}
