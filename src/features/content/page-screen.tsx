// A plain page (/page/{slug}): FAQ, terms, privacy, support, imprint, about; what the route adds
// (the support page's contact form) comes below the text.
import type { ReactNode } from 'react';
import { aboutSlug } from '../../core/content.ts';
import { useLocale } from '../../i18n/i18n-provider.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RichText } from './rich-text.tsx';
import { usePage } from './pages.ts';

export function PageScreen({ slug, children }: { slug: string; children?: ReactNode }) {
  const { locale } = useLocale();
  // Spec 7: the English about page is its own slug, about-en.
  const { data: page, status, error } = usePage(slug === 'about' ? aboutSlug(locale) : slug, locale);
  useDocumentTitle(page?.title.rendered);
  if (status === 'loading') return <Loading />;
  if (status === 'error' && error?.status === 404) return <NotFoundScreen />;
  if (!page) return <ErrorState failure={error} />;
  return (
    <article className="page prose" data-testid="plain-page">
      <h1>{page.title.rendered}</h1>
      <RichText html={page.content.rendered} />
      {children}
    </article>
  );
}
