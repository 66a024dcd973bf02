import { createFileRoute } from '@tanstack/react-router';
import { prefetchAttributes } from '../features/catalogue/attributes.ts';
import { myExternalAdsQueryOptions } from '../features/external/external.ts';
import { ExternalScreen } from '../features/external/external-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// /publish/buy: the external listing flow's form (the /publish page's buy button) and the buyer's
// external ads. Its messages are in the lazy `buying` area (src/i18n/areas.ts).
export const Route = createFileRoute('/publish_/buy')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    prefetchAttributes();
    return Promise.all([
      loadMessageArea('buying'),
      owner && queryClient.ensureQueryData(myExternalAdsQueryOptions(owner)).catch(leftToScreen),
    ]);
  },
  component: ExternalScreen,
});
