import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/account/settings-screen.tsx';

export const Route = createFileRoute('/dashboard/settings')({ component: SettingsScreen });
