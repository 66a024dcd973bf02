import { createFileRoute } from '@tanstack/react-router';
import { externalOfferQueryOptions } from '../features/external/external.ts';
import { ClaimScreen } from '../features/external/claim-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// /claim/$token: the claim link of an external ad (src/core/external-listing.ts CLAIM_PATH), opened
// by the other site's seller. Its messages are in the lazy `buying` area (src/i18n/areas.ts).
export const Route = createFileRoute('/claim/$token')({
  loader: ({ params, context: { queryClient } }) =>
    Promise.all([
      loadMessageArea('buying'),
      queryClient.ensureQueryData(externalOfferQueryOptions(params.token)).catch(leftToScreen),
    ]),
  component: function Claim() {
    const { token } = Route.useParams();
    return <ClaimScreen token={token} />;
  },
});
