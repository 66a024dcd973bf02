import { createFileRoute } from '@tanstack/react-router';
import { caseQueueQueryOptions } from '../features/admin/cases/cases.ts';
import { CasesScreen } from '../features/admin/cases/cases-screen.tsx';
import { leftToScreen } from '../route-context.ts';

// The console's cases (issue 32): disputed and unanswered problems with a purchase, the decision.
export const Route = createFileRoute('/admin/cases')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    return owner && queryClient.ensureQueryData(caseQueueQueryOptions(owner)).catch(leftToScreen);
  },
  component: CasesScreen,
});
