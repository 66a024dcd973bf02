import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/admin/settings/settings-screen.tsx';

// The advertiser's address and the imprint's details (issue 18).
export const Route = createFileRoute('/admin/settings')({ component: SettingsScreen });
