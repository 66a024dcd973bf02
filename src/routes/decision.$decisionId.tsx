import { createFileRoute, redirect } from '@tanstack/react-router';
import { decisionQueryOptions } from '../features/moderation/decisions.ts';
import { DecisionScreen } from '../features/moderation/decision-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';
import { hasStoredToken } from '../session/token.ts';

const idOf = (param: string): number => (/^\d{1,9}$/.test(param) ? Number(param) : 0);

// A statement of reasons with its appeal (issue 18): the notifications link here; a login first.
export const Route = createFileRoute('/decision/$decisionId')({
  beforeLoad: () => {
    if (!hasStoredToken()) throw redirect({ to: '/', search: { action: 'login', redirect: 'dashboard' } });
  },
  loader: ({ params, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    const id = idOf(params.decisionId);
    return Promise.all([
      loadMessageArea('moderation'),
      owner && id > 0 && queryClient.ensureQueryData(decisionQueryOptions(owner, id)).catch(leftToScreen),
    ]);
  },
  component: function Decision() {
    const { decisionId } = Route.useParams();
    return <DecisionScreen key={decisionId} decisionId={idOf(decisionId)} />;
  },
});
