import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UnsubscribeScreen } from '../features/account/unsubscribe-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

const SearchSchema = v.object({
  /** The away mail's signed token (a JWT). */
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{20,2048}$/))), undefined),
});

export const Route = createFileRoute('/mail/unsubscribe')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  // The account's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loader: () => loadMessageArea('account'),
  component: Unsubscribe,
});

function Unsubscribe() {
  const { token } = Route.useSearch();
  return <UnsubscribeScreen token={token} />;
}
