import { createFileRoute } from '@tanstack/react-router';
import { ClaimScreen } from '../features/external/claim-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// /claim/$token: the claim link of an external ad (src/core/external-listing.ts CLAIM_PATH), opened
// by the other site's seller. Its messages are in the lazy `buying` area (src/i18n/areas.ts).
export const Route = createFileRoute('/claim/$token')({
  loader: () => loadMessageArea('buying'),
  component: function Claim() {
    const { token } = Route.useParams();
    return <ClaimScreen token={token} />;
  },
});
