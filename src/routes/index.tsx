import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { HomeScreen } from '../features/catalogue/home-screen.tsx';
import { HomeSearchSchema, lenient, type HomeSearch } from '../features/catalogue/home-search.ts';
import { LoginSoonModal } from '../features/layout/login-soon-modal.tsx';
import { prefetchHome } from '../features/catalogue/prefetch.ts';

const SearchSchema = v.object({
  ...HomeSearchSchema.entries,
  /** ?action=login opens the login modal (spec 2.1). */
  action: lenient(v.picklist(['login'])),
});

export const Route = createFileRoute('/')({
  // The landing page's screen ships in the main bundle: splitting it off only adds a round trip
  // before the first list can show.
  codeSplitGroupings: [['errorComponent'], ['notFoundComponent']],
  validateSearch: (search) => v.parse(SearchSchema, search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetchHome(deps),
  component: Home,
});

function Home() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  const update = (patch: Partial<HomeSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });
  return (
    <>
      <HomeScreen
        search={search}
        onSearch={update}
        onReset={() => void navigate({ search: {}, replace: true, resetScroll: false })}
      />
      {search.action === 'login' && (
        <LoginSoonModal
          onClose={() =>
            void navigate({
              search: (prev) => ({ ...prev, action: undefined }),
              replace: true,
              resetScroll: false,
            })
          }
        />
      )}
    </>
  );
}
