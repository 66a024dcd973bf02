// A new version of the app waiting to be used: the service worker, registered once the first
// screen is shown. Only the update prompt (loaded after the first screen) uses it, so its code is
// not part of the first screen's (issue 33).
import { useEffect, useState } from 'react';
import { afterFirstScreenUntilLoaded } from '../../local/after-first-screen.ts';

/** A function that reloads into the new version once one is waiting, otherwise null. */
export function useAppUpdate(): (() => void) | null {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    // Registered once the first screen is shown: the service worker's download and precache must
    // not compete with it. Offline by then, it is registered once the browser is back online.
    afterFirstScreenUntilLoaded(() =>
      import('workbox-window').then(({ Workbox }) => {
        if (cancelled) return undefined;
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => {
          setUpdate(() => () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          });
        });
        return wb.register();
      }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return update;
}
