import { createFileRoute } from '@tanstack/react-router';
import { idDocumentQueueQueryOptions } from '../features/admin/ids/id-documents.ts';
import { IdDocumentsScreen } from '../features/admin/ids/id-documents-screen.tsx';
import { leftToScreen } from '../route-context.ts';

// The console's ID documents (issue 18): the pending queue, front and back, the decision.
export const Route = createFileRoute('/admin/ids')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return owner && queryClient.ensureQueryData(idDocumentQueueQueryOptions(owner)).catch(leftToScreen);
  },
  component: IdDocumentsScreen,
});
