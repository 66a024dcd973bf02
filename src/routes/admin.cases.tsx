import { createFileRoute } from '@tanstack/react-router';
import { CasesScreen } from '../features/admin/cases/cases-screen.tsx';

// The console's cases (issue 32): disputed and unanswered problems with a purchase, the decision.
export const Route = createFileRoute('/admin/cases')({
  component: CasesScreen,
});
