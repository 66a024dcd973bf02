import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/account/settings-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

export const Route = createFileRoute('/dashboard/settings')({
  // The account's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loader: () => loadMessageArea('account'),
  component: SettingsScreen,
});
