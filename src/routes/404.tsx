import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/content/not-found-screen.tsx';

export const Route = createFileRoute('/404')({ component: NotFoundScreen });
