import { createRootRoute, Navigate, Outlet } from '@tanstack/react-router';
import { ConnectionBanner } from '../features/layout/connection-banner.tsx';
import { Footer } from '../features/layout/footer.tsx';
import { Header } from '../features/layout/header.tsx';
import { UpdatePrompt } from '../features/layout/update-prompt.tsx';
import { FormattedMessage } from 'react-intl';

export const Route = createRootRoute({
  component: RootLayout,
  // Every unknown path redirects to /404 (spec 2.1).
  notFoundComponent: () => <Navigate to="/404" replace />,
});

function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        <FormattedMessage id="nav.skip" />
      </a>
      <Header />
      <ConnectionBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <UpdatePrompt />
    </>
  );
}
