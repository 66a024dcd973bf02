// Parts that wait for the first screen (src/local/after-first-screen.ts), and the screens' way of
// saying they are shown (src/local/use-first-screen-shown.ts).
import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../local/after-first-screen.ts';

export { useFirstScreenShown } from '../../local/use-first-screen-shown.ts';

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
