import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/account/settings-screen.tsx';
import { prefetchAttributes } from '../features/catalogue/attributes.ts';
import { SavedSearchesPanel } from '../features/saved-searches/saved-searches-panel.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

export const Route = createFileRoute('/dashboard/settings')({
  // The account's messages (the saved searches' with them) are not part of the app's first
  // catalogue (src/i18n/areas.ts); the saved searches open on the home list with the catalogue's slugs.
  loader: () => {
    prefetchAttributes();
    return loadMessageArea('account');
  },
  component: Settings,
});

function Settings() {
  return (
    <SettingsScreen>
      <SavedSearchesPanel />
    </SettingsScreen>
  );
}
