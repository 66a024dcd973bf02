// decline_order (spec 2.4 and 4, Decline order): first a confirmation, then a required reason,
// then the decline (PUT {action: "decline", decline_reason}). The buyer reads the reason.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DECLINE_REASON_MAX } from '../../core/orders.ts';
import { Modal } from '../../ui/modal.tsx';
import { ConfirmStep } from './negotiation-parts.tsx';

export function DeclineOrderModal({
  onDecline,
  onClose,
}: {
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [step, setStep] = useState<'confirm' | 'reason'>('confirm');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const error = touched && missing ? intl.formatMessage({ id: 'orders.error.declineReason' }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    onDecline(reason.trim());
  };

  return (
    <Modal title={intl.formatMessage({ id: 'orders.decline.title' })} onClose={onClose}>
      <div className="modal__body" data-testid="decline-order">
        {step === 'confirm' ? (
          <ConfirmStep
            question="orders.decline.confirm"
            no="orders.decline.no"
            yes="orders.decline.yes"
            onYes={() => setStep('reason')}
          />
        ) : (
          <form onSubmit={submit} noValidate>
            <div className={`field${error ? ' field--invalid' : ''}`}>
              <label htmlFor="decline-reason">
                <FormattedMessage id="orders.decline.reason" />
              </label>
              <textarea
                id="decline-reason"
                className="input"
                rows={4}
                maxLength={DECLINE_REASON_MAX}
                value={reason}
                required
                // The second step's only field: where the keyboard is once the seller said yes.
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'decline-reason-error' : 'decline-reason-hint'}
                onChange={(e) => setReason(e.target.value)}
                onBlur={() => setTouched(true)}
              />
              <small id="decline-reason-hint" className="field__hint">
                <FormattedMessage id="orders.decline.reasonHint" />
              </small>
              {error && (
                <small id="decline-reason-error" className="field__error" role="alert">
                  {error}
                </small>
              )}
            </div>
            <div className="modal__actions">
              <button type="submit" className="button button--danger" data-testid="decline-submit">
                <FormattedMessage id="orders.decline.submit" />
              </button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
