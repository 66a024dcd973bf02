// The seller's refund of a completed sale: a confirmation first (it cannot be undone), then the
// refund through the provider; the order then shows refunded for both parties.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Price } from '../../ui/price.tsx';
import { useOnline } from '../layout/app-status.ts';
import { useRefundSale } from './order-writes.ts';
import { PAY_TEXTS } from './pay-errors.ts';

function RefundDialog({ order, onClose }: { order: Pick<Order, 'id' | 'total'>; onClose: () => void }) {
  const intl = useIntl();
  const online = useOnline();
  // One key per dialog (the hook's): pressing again after a lost answer repeats the first refund.
  const refund = useRefundSale(order.id);
  const busy = refund.isPending;
  const confirm = () =>
    refund.mutate(undefined, {
      onSuccess: () => {
        showAlert('success', 'orders.refund.done');
        onClose();
      },
    });
  return (
    <Modal title={intl.formatMessage({ id: 'orders.refund.confirmTitle' })} onClose={onClose}>
      <p>
        <FormattedMessage id="orders.refund.confirmText" values={{ price: <Price value={order.total} /> }} />
      </p>
      {online ? (
        <FailureText error={refund.error} texts={PAY_TEXTS} />
      ) : (
        <p className="form__failure" role="alert">
          <FormattedMessage id="orders.refund.offline" />
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <FormattedMessage id="orders.refund.cancel" />
        </button>
        <button type="button" className="button button--danger" disabled={busy || !online} onClick={confirm}>
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
