import { createFileRoute } from '@tanstack/react-router';
import { ContentListScreen } from '../features/admin/content/content-list-screen.tsx';

// The console's pages and magazine articles (issue 18).
export const Route = createFileRoute('/admin/content/')({ component: ContentListScreen });
