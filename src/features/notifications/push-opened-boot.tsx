// Opened by a tap on a push: marks its bell notification read and removes it, as a click in the
// bell does. The code for it loads only when the address carries the push's key.
import { useEffect } from 'react';
import { FROM_PUSH_PARAM } from '../../core/push-handoff.ts';

export function PushOpenedBoot() {
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has(FROM_PUSH_PARAM)) return;
    void import('./notification-click.ts').then((m) => m.openedFromPush(search));
  }, []);
  return null;
}
