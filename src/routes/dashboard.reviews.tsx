import { createFileRoute } from '@tanstack/react-router';
import { ordersToReviewQueryOptions, reviewsAboutQueryOptions } from '../features/reviews/reviews.ts';
import { ReviewsScreen } from '../features/reviews/reviews-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';
import { getSession } from '../session/session-store.ts';

export const Route = createFileRoute('/dashboard/reviews')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    const userId = getSession().user?.id;
    // The reviews about the user are public and kept on the device: started, not awaited, so
    // offline the device's copy shows at once.
    if (userId !== undefined)
      void queryClient.ensureQueryData(reviewsAboutQueryOptions(userId)).catch(leftToScreen);
    return Promise.all([
      // The reviews' messages are in the lazy `buying` area (src/i18n/areas.ts).
      loadMessageArea('buying'),
      owner && queryClient.ensureQueryData(ordersToReviewQueryOptions(owner)).catch(leftToScreen),
    ]);
  },
  component: ReviewsScreen,
});
