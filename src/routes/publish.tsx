import { createFileRoute } from '@tanstack/react-router';
import { PublishScreen } from '../features/content/publish-screen.tsx';

export const Route = createFileRoute('/publish')({ component: PublishScreen });
