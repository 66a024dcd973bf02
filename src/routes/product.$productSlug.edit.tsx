import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { cameFromMyAds } from '../features/selling/edit-access.ts';
import { EditScreen } from '../features/selling/selling-screens.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// Editing an own ad (spec 2.1): reached from My ads (history state `fromMyAds`); opened directly,
// the screen explains that and links to My ads. The server refuses other people's ads anyway.
export const Route = createFileRoute('/product/$productSlug/edit')({
  loader: () => loadMessageArea('selling'),
  component: function EditProduct() {
    const { productSlug } = Route.useParams();
    const fromMyAds = useRouterState({ select: (s) => cameFromMyAds(s.location.state) });
    return <EditScreen slug={productSlug} fromMyAds={fromMyAds} />;
  },
});
