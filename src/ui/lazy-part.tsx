// A part of the page whose code is fetched when it is first shown, like React's `lazy` (it
// suspends meanwhile, and a fetch that failed online is thrown at render, so the route's error
// screen shows it with its retry), except that a fetch that failed OFFLINE is not kept. On a first
// visit there is no service worker yet, and a visitor who went offline a second after the page
// opened cannot fetch the code: `lazy` would keep that failure and take the page around the part
// down to the error screen for the rest of the visit. Here the part is left out instead, and its
// code is fetched again once the browser is back online (src/ui/kept-until-failed.ts).
import { use, useSyncExternalStore, type ComponentType } from 'react';
import { keptUntilFailed, networkWatch } from './kept-until-failed.ts';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fetchCode = keptUntilFailed(load);
  let loaded: ComponentType<P> | undefined;
  // A failure while online (a chunk gone after a deploy, a server error): thrown as `lazy` does.
  let failure: { error: unknown } | undefined;
  let attempt: Promise<void> | undefined;
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // One fetch at a time for every place the part is shown; it settles either way.
  const tryAgain = () => {
    attempt = undefined;
    changed();
  };
  const fetchOnce = () => {
    if (attempt) return attempt;
    const network = networkWatch();
    attempt = fetchCode().then(
      (component) => {
        loaded = component;
        changed();
      },
      (error: unknown) => {
        if (network.retried(tryAgain)) return;
        failure = { error };
        changed();
      },
    );
    return attempt;
  };
  function LazyPart(props: P) {
    // Renders again when the code arrives, or when a failed fetch may be tried again.
    useSyncExternalStore(subscribe, () => version);
    if (!loaded && !failure) use(fetchOnce());
    if (failure) throw failure.error;
    if (!loaded) return null;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return LazyPart;
}
