// The screen a route shows when it fails to load or render (its code could not be fetched, a bug):
// a translated message with a retry and a way home, never the raw error text.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title.ts';

/** A screen's code that could not be fetched (offline, or replaced by a newer version). */
const isMissingCode = (error: unknown) =>
  error instanceof Error &&
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
    error.message,
  );

export function RouteError({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  useDocumentTitle(intl.formatMessage({ id: 'routeError.title' }));
  useEffect(() => {
    // For the developer's console only; the screen never shows it.
    console.error(error);
  }, [error]);
  const offline = !navigator.onLine;
  const retry = () => {
    // Some browsers keep a failed module import failed: only loading the page again fetches it.
    // Offline that would leave the app for the browser's own offline page (no service worker yet
    // on a first visit), so there the screen is only tried again.
    if (isMissingCode(error) && navigator.onLine) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <section className="page route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <FormattedMessage id="routeError.title" />
      </h1>
      <p>
        <FormattedMessage id={offline ? 'error.offline' : 'error.generic'} />
      </p>
      <div className="route-error__actions">
        <button type="button" className="button button--primary" onClick={retry}>
          <FormattedMessage id="state.retry" />
        </button>
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="notFound.home" />
        </Link>
      </div>
    </section>
  );
}
