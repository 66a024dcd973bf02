// Says clearly when the app is offline and what the user sees is from the device.
import { FormattedMessage } from 'react-intl';
import { useOnline } from './app-status.ts';
import { Icon } from '../../ui/icons.tsx';

export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Icon name="offline" />
      <FormattedMessage id="offline.banner" />
    </div>
  );
}
