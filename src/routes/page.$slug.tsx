import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageScreen } from '../features/content/page-screen.tsx';
import { aboutSlug } from '../core/content.ts';
import { pageQueryOptions } from '../features/content/pages.ts';
import { loadMessageArea, localeShown } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';
import { Loading } from '../ui/states.tsx';

// The support page's contact form (spec 2.3), loaded with its messages only there.
const ContactForm = lazy(() =>
  Promise.all([
    import('../features/account/contact-form.tsx'),
    loadMessageArea('content').catch(() => undefined),
  ]).then(([m]) => ({ default: m.ContactForm })),
);

export const Route = createFileRoute('/page/$slug')({
  // Public and kept on the device: started, not awaited, so offline the device's copy shows at once.
  loader: ({ params, context: { queryClient } }) => {
    const locale = localeShown();
    // Spec 7: the English about page is its own slug, about-en (as the screen asks).
    const slug = params.slug === 'about' ? aboutSlug(locale) : params.slug;
    void queryClient.ensureQueryData(pageQueryOptions(slug, locale)).catch(leftToScreen);
  },
  component: function PlainPage() {
    const { slug } = Route.useParams();
    return (
      <PageScreen slug={slug}>
        {slug === 'support' && (
          <Suspense fallback={<Loading />}>
            <ContactForm />
          </Suspense>
        )}
      </PageScreen>
    );
  },
});
