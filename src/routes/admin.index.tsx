import { createFileRoute } from '@tanstack/react-router';
import { AdminOverview } from '../features/admin/admin-overview.tsx';

export const Route = createFileRoute('/admin/')({ component: AdminOverview });
