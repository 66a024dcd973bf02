// Screens say when their main content is on screen; work the first screen does not need (the
// device's database, the service worker) waits until then
// (src/local/after-first-screen.ts).
import { useEffect, useState } from 'react';
import { afterFirstScreen, markFirstScreenShown } from '../../local/after-first-screen.ts';

export function useFirstScreenShown(shown: boolean): void {
  useEffect(() => {
    if (shown) markFirstScreenShown();
  }, [shown]);
}

let firstScreenPassed = false;

/**
 * False until the first screen has been shown and the browser has had an idle moment; true from
 * the first render on for everything mounted after that.
 */
export function useAfterFirstScreen(): boolean {
  const [due, setDue] = useState(firstScreenPassed);
  useEffect(() => {
    if (due) return;
    let mounted = true;
    afterFirstScreen(() => {
      firstScreenPassed = true;
      if (mounted) setDue(true);
    });
    return () => {
      mounted = false;
    };
  }, [due]);
  return due;
}
