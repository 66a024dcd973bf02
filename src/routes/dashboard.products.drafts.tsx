import { createFileRoute } from '@tanstack/react-router';
import { MyDrafts } from '../features/selling/my-ads-drafts.tsx';

export const Route = createFileRoute('/dashboard/products/drafts')({
  component: () => <MyDrafts tab="drafts" />,
});
