// Settings, Sicherheit (issue 17): passkeys and two-factor. Loaded lazily with the settings
// screen's panel (settings-screen.tsx), so none of it is in the home list's chunks.
import { PasskeySettings } from './passkey-settings.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

export default function SecurityPanel() {
  return (
    <>
      <PasskeySettings />
      <TwoFactorSettings />
    </>
  );
}
