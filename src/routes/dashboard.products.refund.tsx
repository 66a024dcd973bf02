import { createFileRoute } from '@tanstack/react-router';
import { MyAdsRefunds } from '../features/selling/my-ads-screen.tsx';

export const Route = createFileRoute('/dashboard/products/refund')({ component: MyAdsRefunds });
