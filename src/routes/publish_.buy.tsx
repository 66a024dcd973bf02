import { createFileRoute } from '@tanstack/react-router';
import { ExternalScreen } from '../features/external/external-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// /publish/buy: the external listing flow's form (the /publish page's buy button) and the buyer's
// external ads. Its messages are in the lazy `buying` area (src/i18n/areas.ts).
export const Route = createFileRoute('/publish_/buy')({
  loader: () => loadMessageArea('buying'),
  component: ExternalScreen,
});
