import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '../features/admin/catalogue/catalogue-screen.tsx';

// New models and colours for the attribute catalogue (issue 18).
export const Route = createFileRoute('/admin/catalogue')({ component: CatalogueScreen });
