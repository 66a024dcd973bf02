// Transient alerts (spec 2.5): shown at the bottom, read out by screen readers, gone after
// 5000 ms unless the user closes them earlier.
import { useEffect, useSyncExternalStore } from 'react';
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

function dismiss(id: number) {
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

function AlertItem({ alert }: { alert: Alert }) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(alert.id), ALERT_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [alert.id]);
  return (
    <div className={`alert alert--${alert.kind}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
      <span>{alert.text ?? <FormattedMessage id={alert.message} />}</span>
      <button
        type="button"
        className="alert__close"
        onClick={() => dismiss(alert.id)}
        aria-label={intl.formatMessage({ id: 'modal.close' })}
      >
        ×
      </button>
    </div>
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
  return (
    <div className="alerts" aria-live="polite">
      {current.map((a) => (
        <AlertItem key={a.id} alert={a} />
      ))}
    </div>
  );
}
