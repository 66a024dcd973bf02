import { createFileRoute } from '@tanstack/react-router';
import { myAdsQueryOptions } from '../features/selling/my-ads.ts';
import { MyAdsList } from '../features/selling/my-ads-screen.tsx';
import { leftToScreen } from '../route-context.ts';

export const Route = createFileRoute('/dashboard/products/active')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return (
      owner && queryClient.ensureInfiniteQueryData(myAdsQueryOptions(owner, 'active')).catch(leftToScreen)
    );
  },
  component: () => <MyAdsList tab="active" />,
});
