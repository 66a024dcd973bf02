// The seller's refund of a completed sale: a confirmation first (it cannot be undone), then the
// refund through the provider; the order then shows refunded for both parties.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Price } from '../../ui/price.tsx';
import { useOnline } from '../layout/app-status.ts';
import { rememberOrder } from './orders.ts';
import { payFailureMessage } from './pay-errors.ts';
import { newIdempotencyKey, refundSale } from './refund-order.ts';

function RefundDialog({ order, onClose }: { order: Pick<Order, 'id' | 'total'>; onClose: () => void }) {
  const intl = useIntl();
  const online = useOnline();
  // One key per dialog: pressing again after a lost answer repeats the first refund, never a second.
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageId | undefined>();
  const refund = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      rememberOrder(await refundSale(order.id, key));
      showAlert('success', 'orders.refund.done');
      onClose();
    } catch (error) {
      setFailure(payFailureMessage(error));
      setBusy(false);
    }
  };
  return (
    <Modal title={intl.formatMessage({ id: 'orders.refund.confirmTitle' })} onClose={onClose}>
      <p>
        <FormattedMessage id="orders.refund.confirmText" values={{ price: <Price value={order.total} /> }} />
      </p>
      {(failure || !online) && (
        <p className="form__failure" role="alert">
          <FormattedMessage id={failure ?? 'orders.refund.offline'} />
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="orders.refund.cancel" />
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy || !online}
          onClick={() => void refund()}
        >
          <FormattedMessage id={busy ? 'state.loading' : 'orders.refund.confirm'} />
        </button>
      </div>
    </Modal>
  );
}

/** Shown to the seller while the order offers `refund` (completed sales). */
export function RefundButton({ order }: { order: Pick<Order, 'id' | 'total' | 'actions'> }) {
  const [open, setOpen] = useState(false);
  if (!order.actions.includes('refund')) return null;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="orders.refund.button" />
      </button>
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
