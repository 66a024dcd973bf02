// What became of offline writes nobody awaited (their screen was closed: an ad that went through
// when the connection returned, a proposal refused meanwhile), as their declarations word it
// (define.ts `notice`). Shown on any page by src/features/layout/offline-notices.tsx; kept apart
// from the engine so the page carries only this list.
import { useSyncExternalStore } from 'react';
import type { MessageArea } from '../../i18n/areas.ts';
import type { MessageId } from '../../i18n/messages.ts';

export interface OfflineNotice {
  /** One notice per id: a later one for the same write replaces it. */
  id: string;
  tone: 'success' | 'error';
  /** The message area its texts live in (loaded first where needed). */
  area: MessageArea;
  testId: string;
  message: MessageId;
  values?: Record<string, string>;
  /** Amounts as the API writes them ("320.50"), shown as money in the user's language. */
  amounts?: Record<string, string | undefined>;
  /** A second sentence after the first. */
  then?: MessageId;
  /** A link after the text: an app path and its words. */
  link?: { to: string; text: MessageId };
}

let notices: readonly OfflineNotice[] = [];
const listeners = new Set<() => void>();

function set(next: readonly OfflineNotice[]) {
  notices = next;
  for (const listener of listeners) listener();
}

export function showOfflineNotice(notice: OfflineNotice): void {
  set([...notices.filter((n) => n.id !== notice.id), notice]);
}

export function dismissOfflineNotice(id: string): void {
  set(notices.filter((n) => n.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => notices;

export function useOfflineNotices(): readonly OfflineNotice[] {
  return useSyncExternalStore(subscribe, get, get);
}
