import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { ConnectionBanner } from '../features/layout/connection-banner.tsx';
import { Footer } from '../features/layout/footer.tsx';
import { Header } from '../features/layout/header.tsx';
import { FormattedMessage } from 'react-intl';
import { Suspense } from 'react';
import { SessionBoot } from '../features/account/session-boot.tsx';
import { PushOpenedBoot } from '../features/notifications/push-opened-boot.tsx';
import { useAuthModal } from '../features/account/auth-modal-store.ts';
import { deferred } from '../features/layout/deferred.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import { loadMessageArea } from '../i18n/messages.ts';
import type { RouteContext } from '../route-context.ts';

// On top of the content: fetched once the first screen is shown (src/features/layout/deferred.tsx).
// (The footer is not deferred: an ad's page must be tall enough at once for the dashboard's
// landing at 450 px, spec 2.1.)
// With its words (message area 'content', src/i18n/areas.ts).
const UpdatePrompt = deferred(() =>
  Promise.all([import('../features/layout/update-prompt.tsx'), loadMessageArea('content')]).then(
    ([m]) => m.UpdatePrompt,
  ),
);

// The cookie banner (spec 2.5) with its messages: its timer starts on the home page, so it is due
// seconds after the first screen at the earliest; nothing of it is in the first screen's code.
const CookieBanner = deferred(() =>
  Promise.all([
    import('../features/layout/cookie-banner.tsx'),
    loadMessageArea('content').catch(() => undefined),
  ]).then(([m]) => m.CookieBanner),
);

// The transient alerts (fixed at the bottom, so their late arrival moves nothing): one kept for
// the page after a reload (signing out) shows once the first screen is; one shown before that
// waits in their store.
const AlertHost = deferred(() => import('../ui/alerts.tsx').then((m) => m.AlertHost));

// What became of offline writes nobody awaited (an ad that went through from any page when the
// connection returned, a proposal refused meanwhile), as their declarations word it.
const OfflineNotices = deferred(() =>
  import('../features/layout/offline-notices.tsx').then((m) => m.OfflineNotices),
);

// The account forms load only when a modal opens: they are not needed to show the first screen.
// Their messages too (src/i18n/areas.ts), fetched beside the code.
// Offline before they ever loaded (a first visit), a tap on "Anmelden" shows nothing until the
// connection is back, rather than the whole page's error screen (src/ui/lazy-part.tsx).
const AuthModalHost = lazyPart(() =>
  Promise.all([
    import('../features/account/auth-modal-host.tsx'),
    loadMessageArea('account').catch(() => undefined),
  ]).then(([m]) => m.AuthModalHost),
);

function AuthModals() {
  const { view } = useAuthModal();
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalHost />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouteContext>()({
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
      <CookieBanner />
      <AuthModals />
      <AlertHost />
      <SessionBoot />
      <PushOpenedBoot />
      <OfflineNotices />
    </>
  );
}
