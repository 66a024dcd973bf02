// order_created (spec 2.4): the proposal reached the seller. Closing it goes to the buyer's
// orders (spec 4, order modals navigate to dashboard-orders); the negotiation is one tap away.
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../core/orders.ts';
import { Modal } from '../../ui/modal.tsx';
import { Price } from '../../ui/price.tsx';

export function OrderCreatedModal({ order }: { order: Order }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Where closing goes: the orders, unless the user chose the negotiation.
  const target = useRef<'orders' | 'offer'>('orders');
  const close = () => {
    if (target.current === 'offer') {
      void navigate({ to: '/order/$orderId/offer', params: { orderId: String(order.id) } });
    } else {
      void navigate({ to: '/dashboard/orders' });
    }
  };
  const name = order.line_items[0]?.name ?? '';
  return (
    <Modal title={intl.formatMessage({ id: 'orders.created.title' })} onClose={close}>
      <div className="modal__body" data-testid="order-created">
        <p>
          <FormattedMessage
            id="orders.created.body"
            values={{ price: <Price value={order.proposal.price} />, name }}
          />
        </p>
        <div className="modal__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={(e) => {
              target.current = 'offer';
              e.currentTarget.closest('dialog')?.close();
            }}
          >
            <FormattedMessage id="orders.created.open" />
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={(e) => e.currentTarget.closest('dialog')?.close()}
          >
            <FormattedMessage id="orders.created.toOrders" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
