import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageScreen } from '../features/content/page-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { Loading } from '../ui/states.tsx';

// The support page's contact form (spec 2.3), loaded with its messages only there.
const ContactForm = lazy(() =>
  Promise.all([
    import('../features/account/contact-form.tsx'),
    loadMessageArea('content').catch(() => undefined),
  ]).then(([m]) => ({ default: m.ContactForm })),
);

export const Route = createFileRoute('/page/$slug')({
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
