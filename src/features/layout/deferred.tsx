// Parts of the page the first screen does not need (the update prompt, the map of nearby ads):
// their code is not part of the first screen's, it is fetched once that screen is shown
// (useAfterFirstScreen), and they render from then on. Each of them sits on top of the content or
// below it, so their late arrival moves nothing on screen.
import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterFirstScreen } from './first-screen.ts';

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const due = useAfterFirstScreen();
    if (!due) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
