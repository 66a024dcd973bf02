// Loading, empty and error states shared by every screen.
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadMessageArea } from '../i18n/messages.ts';
import type { Failure } from './failure-message.ts';
import { lazyPart } from './lazy-part.tsx';

/**
 * Loads the failure's words, its code and the error catalogue's messages (src/router.ts does so
 * once the first screen is shown).
 */
export const preloadFailureTitle = () =>
  Promise.all([import('./failure-title.tsx'), loadMessageArea('errors')]).then(([m]) => m);
// Shown offline above all: a fetch of its code that failed there is tried again back online.
const FailureTitle = lazyPart(() => preloadFailureTitle().then((m) => m.FailureTitle));

export function Loading({ label }: { label?: ReactNode }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? <FormattedMessage id="state.loading" />}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ failure, onRetry }: { failure: Failure | undefined; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">
        <Suspense fallback={null}>
          <FailureTitle failure={failure} />
        </Suspense>
      </p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <FormattedMessage id="state.retry" />
        </button>
      )}
    </div>
  );
}
