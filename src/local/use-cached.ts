// Stale-while-revalidate over the read cache: ask the network and show what the device has while
// waiting, keep the newer answer. Offline, the cached answer stays on screen (never a blank page),
// and it is refreshed as soon as the connection returns.
// On the first screen of a visit the device's database is not loaded yet; loading it costs a
// download, so it is read only if the network has not answered within a moment (or failed), and
// answers are written to it once the first screen is shown. A fast first visit never waits for it.
import { useEffect, useState } from 'react';
import { type ApiFailure, asApiFailure } from '../api/client.ts';
import { afterFirstScreen, markFirstScreenShown } from './after-first-screen.ts';
import { isLocalDbOpen } from './db.ts';
import { useOnline } from './online.ts';

const NETWORK_GRACE_MS = 300;

export interface CachedSource<T> {
  read: () => Promise<T | undefined>;
  fetch: (signal: AbortSignal) => Promise<T>;
  save: (value: T) => Promise<void>;
}

export interface CachedState<T> {
  data: T | undefined;
  /** loading: nothing to show yet; ready: data is there; error: nothing cached and the call failed. */
  status: 'loading' | 'ready' | 'error';
  /** The data shown came from the device and the network has not confirmed it (yet). */
  stale: boolean;
  error: ApiFailure | undefined;
}

/**
 * The last value each key showed, in memory: a screen opened again in this visit (back from an
 * ad to the list) renders at once with what it showed, so the browser can restore the reader's
 * place before anything arrives; the network is still asked. Only public answers come through
 * here (lists, ads, pages, settings). Bounded: the oldest is forgotten first.
 */
const MEMORY_SIZE = 60;
const memory = new Map<string, unknown>();
function remember(key: string, value: unknown) {
  memory.delete(key);
  memory.set(key, value);
  if (memory.size > MEMORY_SIZE) memory.delete(memory.keys().next().value ?? '');
}
const initial = <T>(key: string | null): CachedState<T> & { key: string | null } =>
  key !== null && memory.has(key)
    ? // Each key is only ever given values of one type, by the one hook that names it.
      { key, data: memory.get(key) as T, status: 'ready', stale: false, error: undefined }
    : { key, data: undefined, status: 'loading', stale: false, error: undefined };

/**
 * `key` names the resource; a new key starts over, `null` waits. `screen`: the value is a screen's
 * main content (a page, an article), so once it shows the first screen is shown, and what was
 * read is saved for offline reading at once, not only after the first screen's fallback wait.
 */
export function useCached<T>(
  key: string | null,
  source: CachedSource<T>,
  { screen = false }: { screen?: boolean } = {},
): CachedState<T> {
  const online = useOnline();
  const [state, setState] = useState<CachedState<T> & { key: string | null }>(() => initial<T>(key));
  if (state.key !== key) setState(initial<T>(key));
  const shown = screen && state.data !== undefined;
  useEffect(() => {
    if (shown) markFirstScreenShown();
  }, [shown]);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let fresh = false;
    const showCached = () =>
      source
        .read()
        .then((cached) => {
          if (cached === undefined || fresh || controller.signal.aborted) return;
          remember(key, cached);
          setState((s) => (s.key === key ? { ...s, data: cached, status: 'ready', stale: true } : s));
        })
        .catch(() => undefined);
    const cacheTimer = setTimeout(showCached, isLocalDbOpen() ? 0 : NETWORK_GRACE_MS);
    source
      .fetch(controller.signal)
      .then((value) => {
        fresh = true;
        clearTimeout(cacheTimer);
        remember(key, value);
        setState((s) =>
          s.key === key ? { key, data: value, status: 'ready', stale: false, error: undefined } : s,
        );
        afterFirstScreen(() => void source.save(value).catch(() => undefined));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        clearTimeout(cacheTimer);
        const failure = asApiFailure(error);
        void source
          .read()
          .catch(() => undefined)
          .then((cached) =>
            setState((s) => {
              if (s.key !== key) return s;
              if (cached !== undefined)
                return { ...s, data: cached, status: 'ready', stale: true, error: failure };
              return { ...s, status: s.data === undefined ? 'error' : 'ready', error: failure };
            }),
          );
      });
    return () => {
      clearTimeout(cacheTimer);
      controller.abort();
    };
    // The source is rebuilt every render; the key says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online]);

  return state;
}
