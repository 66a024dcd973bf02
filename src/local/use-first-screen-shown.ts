// Screens say when their main content is on screen; work the first screen does not need (the
// device's database, the service worker, the live updates) waits until then
// (src/local/after-first-screen.ts), or for a fallback of a few seconds on a screen that never says.
import { useEffect } from 'react';
import { markFirstScreenShown } from './after-first-screen.ts';

export function useFirstScreenShown(shown: boolean): void {
  useEffect(() => {
    if (shown) markFirstScreenShown();
  }, [shown]);
}
