// Offers a reload when a new version of the app is ready.
import { FormattedMessage } from 'react-intl';
import { useAppUpdate } from './app-update.ts';

export function UpdatePrompt() {
  const update = useAppUpdate();
  if (!update) return null;
  return (
    <div className="toast" role="status">
      <FormattedMessage id="update.available" />
      <button type="button" className="button button--primary button--small" onClick={update}>
        <FormattedMessage id="update.reload" />
      </button>
    </div>
  );
}
