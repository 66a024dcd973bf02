import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { recoveryKeyQueryOptions } from '../features/account/recovery.ts';
import { LostPasswordScreen } from '../features/account/lost-password-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

const SearchSchema = v.object({
  /** The recovery link's token (from the mail). */
  key: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,200}$/))), undefined),
});

export const Route = createFileRoute('/lost-password')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  // The account's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loaderDeps: ({ search }) => ({ key: search.key }),
  loader: ({ deps, context: { queryClient } }) =>
    Promise.all([
      loadMessageArea('account'),
      deps.key && queryClient.ensureQueryData(recoveryKeyQueryOptions(deps.key)).catch(leftToScreen),
    ]),
  component: LostPassword,
});

function LostPassword() {
  const { key } = Route.useSearch();
  return <LostPasswordScreen resetKey={key} />;
}
