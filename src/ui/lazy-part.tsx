// A part of the page whose code is fetched when it is first shown, like React's `lazy` (it
// suspends meanwhile), except that a failed fetch is not kept. On a first visit there is no
// service worker yet, and a visitor who went offline a second after the page opened cannot fetch
// the code: `lazy` would keep that failure and throw it at every render, taking the page around
// the part down to the route's error screen for the rest of the visit. Here the part is left out
// instead, and its code is fetched again once the browser is back online.
import { use, useSyncExternalStore, type ComponentType } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
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
  const retryOnline = () => {
    attempt = undefined;
    changed();
  };
  // One fetch at a time for every place the part is shown; it settles either way.
  const fetchCode = () =>
    (attempt ??= load().then(
      (component) => {
        loaded = component;
        changed();
      },
      () => window.addEventListener('online', retryOnline, { once: true }),
    ));
  function LazyPart(props: P) {
    // Renders again when the code arrives, or when a failed fetch may be tried again.
    useSyncExternalStore(subscribe, () => version);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    use(fetchCode());
    return null;
  }
  return LazyPart;
}
