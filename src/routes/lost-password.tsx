import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LostPasswordScreen } from '../features/account/lost-password-screen.tsx';

const SearchSchema = v.object({
  /** The recovery link's token (from the mail). */
  key: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,200}$/))), undefined),
});

export const Route = createFileRoute('/lost-password')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: LostPassword,
});

function LostPassword() {
  const { key } = Route.useSearch();
  return <LostPasswordScreen resetKey={key} />;
}
