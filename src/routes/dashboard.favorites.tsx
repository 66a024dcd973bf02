import { createFileRoute } from '@tanstack/react-router';
import { FavoritesScreen } from '../features/account/favorites-screen.tsx';

export const Route = createFileRoute('/dashboard/favorites')({ component: FavoritesScreen });
