import { createFileRoute } from '@tanstack/react-router';
import { IdDocumentsScreen } from '../features/admin/ids/id-documents-screen.tsx';

// The console's ID documents (issue 18): the pending queue, front and back, the decision.
export const Route = createFileRoute('/admin/ids')({
  component: IdDocumentsScreen,
});
