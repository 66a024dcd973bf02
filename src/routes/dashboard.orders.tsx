import { createFileRoute } from '@tanstack/react-router';
import { DashboardOrdersFrame } from '../features/orders/dashboard-orders.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// My purchases and the seller's open sales: buying's messages first (src/i18n/areas.ts).
export const Route = createFileRoute('/dashboard/orders')({
  loader: () => loadMessageArea('buying'),
  component: DashboardOrdersFrame,
});
