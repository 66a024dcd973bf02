import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UNSUBSCRIBE_KINDS } from '../core/away-mail.ts';
import { UnsubscribeScreen } from '../features/account/unsubscribe-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

const SearchSchema = v.object({
  /** The away mail's signed token (a JWT). */
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{20,2048}$/))), undefined),
  /** Which mails the link is from (only the page's words: the token itself says what it turns off). */
  kind: v.fallback(v.optional(v.picklist(UNSUBSCRIBE_KINDS)), undefined),
});

export const Route = createFileRoute('/mail/unsubscribe')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  // The account's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loader: () => loadMessageArea('account'),
  component: Unsubscribe,
});

function Unsubscribe() {
  const { token, kind } = Route.useSearch();
  return <UnsubscribeScreen token={token} kind={kind ?? 'away_mail'} />;
}
