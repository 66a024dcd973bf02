import { createFileRoute } from '@tanstack/react-router';
import { MyAdsFrame } from '../features/selling/my-ads-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// My ads and its tabs: selling's messages first (src/i18n/areas.ts).
export const Route = createFileRoute('/dashboard/products')({
  loader: () => loadMessageArea('selling'),
  component: MyAdsFrame,
});
