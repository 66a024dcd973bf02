import { createFileRoute } from '@tanstack/react-router';
import { FavoritesScreen } from '../features/catalogue/favorites-screen.tsx';

export const Route = createFileRoute('/dashboard/favorites')({ component: FavoritesScreen });
