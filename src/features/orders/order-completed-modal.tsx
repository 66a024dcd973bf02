// The order_completed (buyer) and order_completed_vendor (seller) modals (spec 2.4, 4): the sale
// went through. Closing either reloads the orders and goes to the purchases or the sold ads.
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderAd, type OrderAdSource } from '../../core/order-ad.ts';
import type { Order } from '../../core/orders.ts';
import { Modal } from '../../ui/modal.tsx';
import { Price } from '../../ui/price.tsx';
import { reloadOrders } from './orders.ts';

export function OrderCompletedModal({
  order,
  side,
}: {
  order: OrderAdSource & Pick<Order, 'total'>;
  side: 'customer' | 'vendor';
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const buyer = side === 'customer';
  const closed = useRef(false);
  const close = () => {
    // The dialog's own close event follows the button's: go once.
    if (closed.current) return;
    closed.current = true;
    reloadOrders();
    void navigate(buyer ? { to: '/dashboard/orders/purchased' } : { to: '/dashboard/products/sold' });
  };
  const values = { name: orderAd(order).name, price: <Price value={order.total} /> };
  return (
    <Modal
      title={intl.formatMessage({ id: buyer ? 'orders.completed.title' : 'orders.completedVendor.title' })}
      onClose={close}
    >
      <div className="order-completed" data-testid={buyer ? 'order-completed' : 'order-completed-vendor'}>
        <p>
          <FormattedMessage
            id={buyer ? 'orders.completed.text' : 'orders.completedVendor.text'}
            values={values}
          />
        </p>
        <div className="form__actions">
          <button type="button" className="button button--primary" onClick={close}>
            <FormattedMessage id={buyer ? 'orders.completed.toPurchases' : 'orders.completedVendor.toSold'} />
          </button>
        </div>
      </div>
    </Modal>
  );
}
