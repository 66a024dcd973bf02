import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../features/account/profile-screen.tsx';

export const Route = createFileRoute('/dashboard/')({ component: ProfileScreen });
