// Registers the service worker and offers a reload when a new version of the app is ready.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    // Registered once the page has loaded and the browser is idle: the service worker's download
    // and precache must not compete with the first screen.
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
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(register, { timeout: 3000 })
        : setTimeout(register, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
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
