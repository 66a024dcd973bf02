import { createFileRoute } from '@tanstack/react-router';
import { MagazineListScreen } from '../features/content/magazine-screens.tsx';

export const Route = createFileRoute('/magazin/')({ component: MagazineListScreen });
