// What the app does on start for someone who may be logged in (loaded only then): take a social
// login's hand-over from the URL fragment or check the stored token, then renew the user's push
// where notifications are allowed. The queued changes of the user are shown and sent once the user
// is known (session-boot.tsx).
import { getSession } from '../../session/session-store.ts';
import { signIn, startSession } from '../../session/session.ts';
import { openAuthModal, type PendingSecondStep } from './auth-modal-store.ts';

type HandOver = { token: string; firebase_token: string } | { pending: PendingSecondStep } | 'error';

/**
 * `#social_token=…&firebase_token=…`, `#social_pending=…&social_factor=totp|passkey` (the account
 * asks its second factor) or `#social_error=…`, set by the social login callback.
 */
function takeSocialHandOver(): HandOver | undefined {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const token = hash.get('social_token');
  const pending = hash.get('social_pending');
  const failed = hash.has('social_error');
  if (!token && !pending && !failed) return undefined;
  // The token must not stay in the address bar, the history or a shared link.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (token) return { token, firebase_token: hash.get('firebase_token') ?? '' };
  if (pending) {
    const factor = hash.get('social_factor') === 'passkey' ? 'passkey' : 'totp';
    return { pending: { token: pending, factor } };
  }
  return 'error';
}

export async function bootSession(): Promise<void> {
  const handOver = takeSocialHandOver();
  if (handOver === 'error') openAuthModal({ view: 'login', notice: 'social_error' });
  if (handOver && handOver !== 'error' && 'pending' in handOver) {
    // Signed in once the second factor is shown: the login modal opens at that step.
    openAuthModal({ view: 'login', pending: handOver.pending });
    await startSession();
  } else if (handOver && handOver !== 'error') {
    await signIn(handOver).catch(() => openAuthModal({ view: 'login', notice: 'social_error' }));
  } else {
    await startSession();
  }
  // Push stays on across the browser's and the server's changes: renewed at every start, only
  // where notifications are allowed (no code loaded otherwise, and never a permission prompt).
  if (getSession().user && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    void import('./push-browser.ts')
      .then((push) => {
        push.renewWhenWorkerAsks();
        return push.renewPush();
      })
      .catch(() => undefined);
  }
}
