// Registers the service worker and offers a reload when a new version of the app is ready.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { afterFirstScreen } from '../../local/after-first-screen.ts';

export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    // Registered once the first screen is shown: the service worker's download and precache must
    // not compete with it.
    const register = () =>
      void import('workbox-window').then(({ Workbox }) => {
        if (cancelled) return;
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => {
          setUpdate(() => () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          });
        });
        void wb.register();
      });
    afterFirstScreen(register);
    return () => {
      cancelled = true;
    };
  }, []);
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
