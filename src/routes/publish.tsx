import { createFileRoute } from '@tanstack/react-router';
import { PublishScreen } from '../features/content/publish-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

export const Route = createFileRoute('/publish')({
  // Its texts belong to selling's messages (src/i18n/areas.ts), which the next step needs anyway.
  loader: () => loadMessageArea('selling'),
  component: PublishScreen,
});
