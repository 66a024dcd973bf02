import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from '../features/reviews/reviews-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

export const Route = createFileRoute('/dashboard/reviews')({
  // The reviews' messages are in the lazy `buying` area (src/i18n/areas.ts).
  loader: () => loadMessageArea('buying'),
  component: ReviewsScreen,
});
