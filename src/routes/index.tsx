import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { HomeScreen } from '../features/catalogue/home-screen.tsx';
import {
  HOME_SEARCH_ENTRIES,
  lenient,
  orderedPrices,
  type HomeSearch,
} from '../features/catalogue/home-search.ts';
import { useCallback, useEffect } from 'react';
import { openAuthModal } from '../features/account/auth-modal-store.ts';
import { prefetchHome } from '../features/catalogue/prefetch.ts';
import { deferred } from '../features/layout/deferred.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// Below the list: fetched once the list is shown (src/features/layout/deferred.tsx), with its words
// (message area 'content', src/i18n/areas.ts).
const NearbyMap = deferred(() =>
  Promise.all([import('../features/map/nearby-map.tsx'), loadMessageArea('content')]).then(
    ([m]) => m.NearbyMap,
  ),
);
// The product video (spec 2.3) below the map: the last thing on the page, so its late arrival moves
// nothing even when the list is short; it fetches nothing before it is scrolled to.
const ProductVideo = deferred(() =>
  import('../features/product-video/product-video.tsx').then((m) => m.loadProductVideo()),
);
// "Suche speichern" beside the filters' reset, with its words: in the row of link buttons, so its
// late arrival moves nothing.
const SaveSearch = deferred(() =>
  import('../features/saved-searches/save-search-button.tsx').then((m) => m.loadSaveSearchButton()),
);

const SearchSchema = v.pipe(
  v.object({
    ...HOME_SEARCH_ENTRIES,
    /** ?action=login opens the login modal (spec 2.1). */
    action: lenient(v.picklist(['login', 'register'])),
    /** A named route to open after the login, with its order (spec 4). */
    redirect: lenient(v.pipe(v.string(), v.regex(/^[a-z-]{1,40}$/))),
    orderId: lenient(v.pipe(v.string(), v.regex(/^\d{1,9}$/))),
    /** ...or its chat (named-route-path.ts checks its form). */
    chatId: lenient(v.string()),
  }),
  v.transform(orderedPrices),
);

export const Route = createFileRoute('/')({
  // The landing page's screen ships in the main bundle (vite.config.ts): splitting it off only
  // adds a round trip before the first list can show.
  validateSearch: (search) => v.parse(SearchSchema, search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetchHome(deps),
  component: Home,
});

function Home() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  // Stable, so the filters and the list are not drawn again on every render of the page.
  const update = useCallback(
    (patch: Partial<HomeSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  const reset = useCallback(
    () => void navigate({ search: {}, replace: true, resetScroll: false }),
    [navigate],
  );
  const { action, redirect, orderId, chatId } = search;
  useEffect(() => {
    if (!action) return;
    openAuthModal({ view: action, redirect, orderId, chatId });
    // The modal is open now; the address goes back to the plain list.
    void navigate({
      search: (prev) => ({
        ...prev,
        action: undefined,
        redirect: undefined,
        orderId: undefined,
        chatId: undefined,
      }),
      replace: true,
      resetScroll: false,
    });
  }, [action, redirect, orderId, chatId, navigate]);
  return (
    <HomeScreen search={search} onSearch={update} onReset={reset} SearchAction={SaveSearch}>
      <NearbyMap place={search.place} radius={search.radius} />
      <ProductVideo />
    </HomeScreen>
  );
}
