import { createFileRoute } from '@tanstack/react-router';
import { MyAdsList } from '../features/selling/my-ads-screen.tsx';

export const Route = createFileRoute('/dashboard/products/active')({
  component: () => <MyAdsList tab="active" />,
});
