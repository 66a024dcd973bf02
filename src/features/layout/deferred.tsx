// Parts of the page the first screen does not need (the update prompt, the map of nearby ads):
// their code is not part of the first screen's, it is fetched once that screen is shown
// (useAfterFirstScreen), and they render from then on. Each of them sits on top of the content or
// below it, so their late arrival moves nothing on screen. A part whose code could not be fetched
// (offline on a first visit) is left out until the browser is back online (src/ui/lazy-part.tsx).
import { Suspense, type ComponentType } from 'react';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useAfterFirstScreen } from './first-screen.ts';

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPart(load);
  function Deferred(props: P) {
    const due = useAfterFirstScreen();
    if (!due) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
