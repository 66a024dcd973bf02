// Parts of the page the first screen does not need (the update prompt, the map of nearby ads):
// their code is not part of the first screen's, it is fetched once that screen is shown
// (useAfterFirstScreen), and they render from then on. Each of them sits on top of the content or
// below it, so their late arrival moves nothing on screen.
//
// Their fetch can fail: on a first visit there is no service worker yet, and a visitor who goes
// offline a second after the page opened is offline when it runs. Such a part is then left out
// and fetched again once the browser is back online (or the part is shown anew). React's `lazy`
// would keep the failure and throw it at every render, taking the whole page down to the route's
// error screen for a part nobody asked for.
import { Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useAfterFirstScreen } from './first-screen.ts';

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const fetchCode = () => {
    if (loaded || loading) return;
    loading = true;
    load().then(
      (component) => {
        loading = false;
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        loading = false;
        window.addEventListener('online', fetchCode, { once: true });
      },
    );
  };
  function Deferred(props: P) {
    const due = useAfterFirstScreen();
    const Loaded = useSyncExternalStore(subscribe, () => loaded);
    useEffect(() => {
      if (due) fetchCode();
    }, [due]);
    if (!Loaded) return null;
    // A part that waits for something of its own waits alone, the page around it stays.
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
