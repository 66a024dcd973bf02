// The header's bell (spec 2.2): the unread count as a badge, said in words to screen readers, and
// the notification centre (spec 2.3) in a panel below it. The panel's code and words are loaded
// when it is first opened (or pointed at), never with the header. A disclosure: Escape closes it
// and gives the focus back to the bell, a click elsewhere closes it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadMessageArea } from '../../i18n/messages.ts';
import { Loading } from '../../ui/states.tsx';
import { useUnreadCount } from './unread-count.ts';

const loadPanel = () =>
  Promise.all([
    import('./notification-panel.tsx'),
    // Offline before the words were ever loaded: the panel still opens.
    loadMessageArea('notifications').catch(() => undefined),
  ]).then(([module]) => module);
const NotificationPanel = lazy(loadPanel);

export const PANEL_ID = 'notification-panel';

export function NotificationBell() {
  const intl = useIntl();
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const label =
    count > 0
      ? intl.formatMessage({ id: 'bell.unread' }, { count })
      : intl.formatMessage({ id: 'bell.label' });
  return (
    <div className="bell" ref={ref}>
      <button
        ref={button}
        type="button"
        className="icon-button header__pending"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={label}
        title={label}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {count > 0 && (
          <span className="header__pending-count" aria-hidden="true" data-testid="bell-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense
          fallback={
            <div id={PANEL_ID} className="bell__panel">
              <Loading />
            </div>
          }
        >
          <NotificationPanel id={PANEL_ID} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
