import { createFileRoute } from '@tanstack/react-router';
import { MyAdsList } from '../features/selling/my-ads-screen.tsx';

export const Route = createFileRoute('/dashboard/products/expired')({
  component: () => <MyAdsList tab="expired" />,
});
