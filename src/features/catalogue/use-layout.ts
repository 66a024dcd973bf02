// List or grid (spec 2.3): the choice is stored locally; below 601 px the list is forced.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { GRID_MIN_WIDTH_PX, STORAGE_KEYS } from '../../core/constants.ts';
import { markTypeChosen } from '../layout/cookie-consent.ts';

export type Layout = 'list' | 'grid';
const NARROW = `(max-width: ${GRID_MIN_WIDTH_PX - 1}px)`;

function readLayout(): Layout {
  try {
    return localStorage.getItem(STORAGE_KEYS.layout) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

export function useLayout() {
  const [chosen, setChosen] = useState<Layout>(readLayout);
  const narrow = useIsNarrow();
  const choose = useCallback((layout: Layout) => {
    setChosen(layout);
    // Choosing the list's type starts the cookie banner's delay (spec 2.5).
    markTypeChosen();
    try {
      localStorage.setItem(STORAGE_KEYS.layout, layout);
    } catch {
      // No storage (private mode): the choice lasts for this visit.
    }
  }, []);
  return { layout: narrow ? ('list' as const) : chosen, chosen, narrow, choose };
}
