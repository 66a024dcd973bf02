import { createFileRoute } from '@tanstack/react-router';
import { ContentEditScreen } from '../features/admin/content/content-edit-screen.tsx';

// One page or article in one language, as Markdown (issue 18).
export const Route = createFileRoute('/admin/content/$kind/$id')({ component: ContentEditScreen });
