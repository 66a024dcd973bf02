// Transient alerts (spec 2.5): shown at the bottom, read out by screen readers, gone after
// 5000 ms unless the user closes them earlier.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ALERT_LIFETIME_MS } from '../core/constants.ts';
import type { MessageId } from '../i18n/messages.ts';

export interface Alert {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: MessageId;
  /** Server text to show as it is (spec 8: recovery and reset messages). */
  text?: string | undefined;
}

let alerts: Alert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showAlert(kind: Alert['kind'], message: MessageId, text?: string): void {
  alerts = [...alerts, { id: nextId++, kind, message, text }];
  emit();
}

/** Where an alert waits for the page that a full reload (signing out) brings up. */
const AFTER_RELOAD_KEY = 'hm-alert-after-reload';

/**
 * An alert for the page after a reload: signing out reloads the app (session.ts signOut), which
 * would drop an alert shown now. Kept for this tab only (session storage, not the device's five
 * local entries); the message must be in the catalogue the app starts with (not a lazy area).
 */
export function showAlertAfterReload(kind: Alert['kind'], message: MessageId): void {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify({ kind, message }));
  } catch {
    showAlert(kind, message); // no storage: at least until the reload
  }
}

function takeAlertAfterReload(): void {
  try {
    const kept = sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!kept) return;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    const { kind, message } = JSON.parse(kept) as { kind: Alert['kind']; message: MessageId };
    showAlert(kind, message);
  } catch {
    // Nothing kept, or not readable: nothing to say.
  }
}

function dismiss(id: number) {
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

/** One alert with its close button; also the notices areas keep on screen until closed. */
export function AlertBox({
  kind,
  onClose,
  testId,
  children,
}: {
  kind: Alert['kind'];
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <span>{children}</span>
      <button
        type="button"
        className="alert__close"
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'modal.close' })}
      >
        ×
      </button>
    </div>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(alert.id), ALERT_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [alert.id]);
  return (
    <AlertBox kind={alert.kind} onClose={() => dismiss(alert.id)}>
      {alert.text ?? <FormattedMessage id={alert.message} />}
    </AlertBox>
  );
}

export function AlertHost() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => alerts,
    () => alerts,
  );
  useEffect(takeAlertAfterReload, []);
  return (
    <div className="alerts" aria-live="polite">
      {current.map((a) => (
        <AlertItem key={a.id} alert={a} />
      ))}
    </div>
  );
}
