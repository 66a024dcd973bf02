// Which account modal is open (spec 2.4: login, register, forgot_password), from anywhere in the
// app (a heart on a card, the header, /?action=login), and where to go after a login.
import { useSyncExternalStore } from 'react';

export type AuthView = 'login' | 'register' | 'forgot_password';

/** The second step of a login: its pending token and the factor it asks (issue 30). */
export interface PendingSecondStep {
  token: string;
  factor: 'totp' | 'passkey';
}

export interface AuthModalState {
  view: AuthView | undefined;
  /** A named route (spec 2.1) to open after a successful login, with its orderId. */
  redirect?: string | undefined;
  orderId?: string | undefined;
  /** The chat of the `dashboard-chat` route. */
  chatId?: string | undefined;
  /** Why the modal opened, e.g. a failed social login. */
  notice?: 'social_error' | undefined;
  /** A social login whose account asks its second factor: the pending step to show. */
  pending?: PendingSecondStep | undefined;
  /** What the user was doing when asked to log in (a heart tapped), done once logged in. */
  afterLogin?: (() => void) | undefined;
}

let state: AuthModalState = { view: undefined };
const listeners = new Set<() => void>();

export function openAuthModal(next: AuthModalState): void {
  state = next;
  for (const l of listeners) l();
}

export function closeAuthModal(): void {
  openAuthModal({ view: undefined });
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
