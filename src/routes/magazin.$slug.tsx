import { createFileRoute } from '@tanstack/react-router';
import { ArticleScreen } from '../features/content/magazine-screens.tsx';

export const Route = createFileRoute('/magazin/$slug')({
  component: function Article() {
    const { slug } = Route.useParams();
    return <ArticleScreen slug={slug} />;
  },
});
