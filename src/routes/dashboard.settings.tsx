import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/account/settings-screen.tsx';
import { apiKeysQueryOptions } from '../features/account/api-keys.ts';
import { idDocumentQueryOptions } from '../features/account/id-verification.ts';
import { mailSettingsQueryOptions } from '../features/account/mail-settings.ts';
import { pushDevicesQueryOptions } from '../features/account/push.ts';
import { passkeysQueryOptions, twoFactorQueryOptions } from '../features/account/security.ts';
import { socialProvidersQueryOptions } from '../features/account/social.ts';
import { prefetchAttributes } from '../features/catalogue/attributes.ts';
import { savedSearchesQueryOptions } from '../features/saved-searches/saved-searches.ts';
import { SavedSearchesPanel } from '../features/saved-searches/saved-searches-panel.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

export const Route = createFileRoute('/dashboard/settings')({
  // The account's messages (the saved searches' with them) are not part of the app's first
  // catalogue (src/i18n/areas.ts); the saved searches open on the home list with the catalogue's slugs.
  loader: ({ context: { queryClient, privateOwner } }) => {
    prefetchAttributes();
    const owner = privateOwner();
    const panels = owner
      ? [
          queryClient.ensureQueryData(mailSettingsQueryOptions(owner)),
          queryClient.ensureQueryData(apiKeysQueryOptions(owner)),
          queryClient.ensureQueryData(pushDevicesQueryOptions(owner)),
          queryClient.ensureQueryData(idDocumentQueryOptions(owner)),
          queryClient.ensureQueryData(passkeysQueryOptions(owner)),
          queryClient.ensureQueryData(twoFactorQueryOptions(owner)),
          queryClient.ensureQueryData(savedSearchesQueryOptions(owner)),
        ]
      : [];
    return Promise.all([
      loadMessageArea('account'),
      queryClient.ensureQueryData(socialProvidersQueryOptions()).catch(leftToScreen),
      ...panels.map((panel) => panel.catch(leftToScreen)),
    ]);
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
