import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '../features/content/page-screen.tsx';

export const Route = createFileRoute('/page/$slug')({
  component: function PlainPage() {
    const { slug } = Route.useParams();
    return <PageScreen slug={slug} />;
  },
});
