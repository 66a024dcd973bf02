// accept_order (spec 2.4, the payment-provider account link): a seller without a linked payment
// account who accepts or counters is told why it is needed and links it here
// (POST /wc/v3/customers/me/paypal_authorize). Sandbox (no PayPal client configured): an e-mail
// and a `sandbox-…` code made for them. Production: PayPal's login, which comes back to the
// negotiation with the code. Success: the alert paypal.success and the action goes on; failure:
// paypal.error and back to the orders (spec 8).
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmail } from '../../core/account-fields.ts';
import { isSandboxClient, newSandboxCode, paypalLoginUrl } from './accept-order-link.ts';
import { useSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSettings } from '../content/settings.ts';
import { useLinkPaymentAccount } from './order-writes.ts';

export function AcceptOrderModal({
  orderId,
  onLinked,
  onClose,
}: {
  orderId: number;
  onLinked: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const settings = useSettings();
  const user = useSession().user;
  // Prefilled with the account's e-mail (also when the user's data arrives after the modal opened).
  const [typed, setEmail] = useState<string | undefined>(undefined);
  const email = typed ?? user?.email ?? '';
  const [code] = useState(newSandboxCode);
  const [touched, setTouched] = useState(false);
  const link = useLinkPaymentAccount();
  const busy = link.isPending;
  const client = settings.data?.paypal_client ?? '';
  const emailError =
    touched && !isEmail(email) ? intl.formatMessage({ id: 'orders.error.emailInvalid' }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isEmail(email) || busy) return;
    // Awaited, not mutate's callbacks: a modal closed meanwhile still learns how it ended.
    void link.mutateAsync({ code, email: email.trim() }).then(
      () => {
        showAlert('success', 'paypal.success');
        onLinked();
      },
      () => {
        // Spec 8: a failed link says so and leads back to the orders.
        showAlert('error', 'paypal.error');
        void navigate({ to: '/dashboard/orders' });
      },
    );
  };

  return (
    <Modal title={intl.formatMessage({ id: 'orders.acceptOrder.title' })} onClose={onClose}>
      <div className="modal__body" data-testid="accept-order">
        <p>
          <FormattedMessage id="orders.acceptOrder.body" />
        </p>
        {settings.status === 'loading' ? null : !isSandboxClient(client) ? (
          <a
            className="button button--primary"
            href={paypalLoginUrl(client, `${window.location.origin}/order/${orderId}/offer`)}
          >
            <FormattedMessage id="orders.acceptOrder.paypalLogin" />
          </a>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className="muted">
              <FormattedMessage id="orders.acceptOrder.sandbox" />
            </p>
            <TextField
              label={<FormattedMessage id="orders.acceptOrder.email" />}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
              error={emailError}
              required
            />
            <TextField label={<FormattedMessage id="orders.acceptOrder.code" />} value={code} readOnly />
            <div className="modal__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                <FormattedMessage id={busy ? 'orders.sending' : 'orders.acceptOrder.submit'} />
              </button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
