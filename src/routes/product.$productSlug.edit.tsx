import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { prefetchAttributes } from '../features/catalogue/attributes.ts';
import { myAdQueryOptions } from '../features/selling/my-ads.ts';
import { cameFromMyAds } from '../features/selling/edit-access.ts';
import { EditScreen } from '../features/selling/selling-screens.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// Editing an own ad (spec 2.1): reached from My ads (history state `fromMyAds`); opened directly,
// the screen explains that and links to My ads. The server refuses other people's ads anyway.
export const Route = createFileRoute('/product/$productSlug/edit')({
  loader: ({ params, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    prefetchAttributes();
    return Promise.all([
      loadMessageArea('selling'),
      owner && queryClient.ensureQueryData(myAdQueryOptions(owner, params.productSlug)).catch(leftToScreen),
    ]);
  },
  component: function EditProduct() {
    const { productSlug } = Route.useParams();
    const fromMyAds = useRouterState({ select: (s) => cameFromMyAds(s.location.state) });
    return <EditScreen slug={productSlug} fromMyAds={fromMyAds} />;
  },
});
